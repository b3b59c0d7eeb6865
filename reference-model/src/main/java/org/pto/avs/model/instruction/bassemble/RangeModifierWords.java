package org.pto.avs.model.instruction.bassemble;

import java.util.Map;
import org.apiguardian.api.API;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.isa.Field;
import org.pto.avs.isa.Form;
import org.pto.avs.model.instruction.bios.SharedBinderWords;
import org.pto.avs.model.random.ProgramDraft;

/**
 * B.ASSEMBLE in random programs: a word with every field drawn and its size field set by its step, the INIT_LAST
 * that completes a destination in one generation, and the INIT and the MIDDLE or LAST of a generation that two TLOAD
 * blocks write half each. The writer range is the binder's SizeCode, the parent's the INIT's ParentSizeCode.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class RangeModifierWords {

    /** How often a random INIT or INIT_LAST names a parent size (else the field keeps its drawn value). */
    static final double SIZED_OPENING = 0.85;

    /** How often a random MIDDLE or LAST keeps its drawn size field (mostly a size, which the spec refuses), not 0. */
    static final double SIZED_CONTINUATION = 0.2;

    /** How often a continuation is LAST rather than MIDDLE. */
    static final double LAST_CONTINUATION = 0.8;

    /** The largest SizeCode a size field names. */
    static final int MAX_SIZE_CODE = 12;

    /** How often a drawn modifier's offset adds a preset register, so that the sum (and its wrap) shows. */
    static final double PRESET_REGISTER = 0.8;

    private final Form form;
    private final SharedBinderWords binder;

    /** @param binder the B.IOS words whose destinations the modifiers size */
    public RangeModifierWords(Form form, SharedBinderWords binder) {
        this.form = form;
        this.binder = binder;
    }

    public Form form() {
        return form;
    }

    /**
     * A B.ASSEMBLE with every field drawn (RegSrc often a preset register), then its size field set by the step: INIT and INIT_LAST mostly name a
     * parent size, MIDDLE and LAST mostly carry 0; otherwise the drawn value stays (0, a size or a reserved code).
     */
    public void any(ProgramDraft draft) {
        if (!draft.writable(form)) {
            return;
        }
        ProgramWord drawn = draft.writer(form)
                .write(
                        draft.presetRegister(PRESET_REGISTER)
                                        .map(r -> Map.of("RegSrc", r))
                                        .orElse(Map.of()),
                                draft.random(),
                        draft.bias().edgeValues(), draft.bias().flippedFixedBits());
        long bits = Integer.toUnsignedLong(drawn.bits());
        Field size = form.field(ApplyBundleAssemble.SIZE_FIELD).orElseThrow();
        long value;
        if (form.field("INIT").orElseThrow().extract(bits) == 1) {
            value = draft.sizes().nextDouble() < SIZED_OPENING ? binder.destinationSizeCode(draft) : size.extract(bits);
        } else {
            value = draft.sizes().nextDouble() < SIZED_CONTINUATION ? size.extract(bits) : 0L;
        }
        draft.append(form, new ProgramWord((int) size.insert(bits, value), drawn.lengthBits()));
    }

    /**
     * A B.ASSEMBLE whose size field does not go with its step, INIT or INIT_LAST with 0, MIDDLE or LAST with a size:
     * Fault_BundleControl in the group that takes it, which stays open.
     */
    public void misfit(ProgramDraft draft) {
        long opens = draft.random().nextInt(3) == 0 ? 1 : 0;
        long size = opens == 1 ? 0L : 1 + draft.random().nextInt(MAX_SIZE_CODE);
        draft.add(
                form,
                Map.of(
                        "INIT",
                        opens,
                        "LAST",
                        (long) draft.random().nextInt(2),
                        "RegSrc",
                        0L,
                        ApplyBundleAssemble.SIZE_FIELD,
                        size));
    }

    /** INIT_LAST over the whole parent, its offset GPR + uimm11 often of a preset register (read at the header). */
    public void wholeParentWithOffset(ProgramDraft draft, long sizeCode) {
        draft.add(
                form,
                Map.of(
                        "INIT",
                        1L,
                        "LAST",
                        1L,
                        "RegSrc",
                        draft.presetRegister(PRESET_REGISTER).orElse(0L),
                        ApplyBundleAssemble.SIZE_FIELD,
                        sizeCode));
    }

    /** INIT_LAST at offset 0, the writer covering the whole parent: a multi-PE destination can publish. */
    public void wholeParent(ProgramDraft draft, long sizeCode) {
        draft.add(
                form,
                Map.of("INIT", 1L, "LAST", 1L, "uimm11", 0L, "RegSrc", 0L, ApplyBundleAssemble.SIZE_FIELD, sizeCode));
    }

    /**
     * INIT of a parent twice the destination's size, its writer range at cell 0. When the block commits, the
     * generation is open and a later TLOAD block may write its other half ({@link #continuation}).
     */
    public void openHalf(ProgramDraft draft, long id, long sizeCode, long peMode) {
        draft.add(
                form,
                Map.of(
                        "INIT",
                        1L,
                        "LAST",
                        0L,
                        "uimm11",
                        0L,
                        "RegSrc",
                        0L,
                        ApplyBundleAssemble.SIZE_FIELD,
                        sizeCode + 1));
        long cells = draft.profile().capacityBytes((int) sizeCode).getAsInt()
                / draft.profile().assembleCellBytes();
        draft.openGeneration(new ProgramDraft.OpenGeneration(id, sizeCode, sizeCode + 1, peMode, cells));
    }

    /**
     * LAST (sometimes MIDDLE) of an open generation at its next cell, mostly with ParentSizeCode 0 as the spec
     * asks, sometimes naming the parent again (Fault_BundleControl).
     */
    public void continuation(ProgramDraft draft, ProgramDraft.OpenGeneration generation) {
        draft.add(
                form,
                Map.of(
                        "INIT",
                        0L,
                        "LAST",
                        draft.chance(LAST_CONTINUATION) ? 1L : 0L,
                        "uimm11",
                        generation.nextCell(),
                        "RegSrc",
                        0L,
                        ApplyBundleAssemble.SIZE_FIELD,
                        draft.chance(SIZED_CONTINUATION) ? generation.parentSizeCode() : 0L));
    }
}
