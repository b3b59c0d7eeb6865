package org.pto.avs.model.instruction.bios;

import java.util.Map;
import org.apiguardian.api.API;
import org.pto.avs.isa.Form;
import org.pto.avs.isa.Profile;
import org.pto.avs.model.random.FieldValues;
import org.pto.avs.model.random.ProgramDraft;

/**
 * B.IOS in random programs: a binding of the block's mask (or, with the mixed-mask bias, another), one of given
 * fields (the words of a run of bindings), the source of a TSTORE block and the rebinding that continues a generation.
 * Ids are fresh or, with the duplicate bias, named before; each binding's SizeCode is drawn from the catalog field.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class SharedBinderWords {

    /** The B.IOS field that names the Shared register (the seed's operand name). */
    public static final String SHARED_TILE_ID = "SharedTileID";

    /** How often a TSTORE block's source names a register of the initial state, when there is one. */
    static final double INITIAL_SOURCE = 0.7;

    private final Form form;
    private final String sizeCodeField;
    private final String peModeField;

    public SharedBinderWords(Form form, Profile profile) {
        this.form = form;
        this.sizeCodeField = profile.sizeCodeField();
        this.peModeField = profile.peModeField();
    }

    public Form form() {
        return form;
    }

    /** A B.IOS naming {@code id} with the block's PEMode (or, with the mixed-mask bias, another). */
    public void bind(ProgramDraft draft, long id, long blockPeMode) {
        long sizeCode = sizeCodes(draft).pick(draft.random(), draft.bias().edgeValues());
        draft.add(
                form,
                Map.of(SHARED_TILE_ID, id, sizeCodeField, sizeCode, peModeField, draft.headerPeMode(blockPeMode)));
        draft.usedIds().add(id);
        draft.lastDestination(draft.profile().capacityBytes((int) sizeCode).isPresent() ? sizeCode : -1);
    }

    /** A fresh id, or with the duplicate bias one named before, bound with the block's PEMode. */
    public void bindAny(ProgramDraft draft, long blockPeMode) {
        bind(
                draft,
                draft.chance(draft.bias().duplicateIds()) && !draft.usedIds().isEmpty()
                        ? draft.usedIds()
                                .get(draft.random().nextInt(draft.usedIds().size()))
                        : freshId(draft),
                blockPeMode);
    }

    /** A B.IOS naming {@code id} with exactly this SizeCode and PEMode (a run of bindings, which draws them itself). */
    public void write(ProgramDraft draft, long id, long sizeCode, long peMode) {
        draft.add(form, Map.of(SHARED_TILE_ID, id, sizeCodeField, sizeCode, peModeField, peMode));
        draft.usedIds().add(id);
    }

    /** A SizeCode admitted by the catalog field, source or destination, drawn evenly. */
    public long anySizeCode(ProgramDraft draft) {
        return sizeCodes(draft).admittedValue(draft.random());
    }

    /** A TSTORE block's source: mostly a register of the initial state, with a participating mask. */
    public void bindSource(ProgramDraft draft) {
        long id = !draft.initialIds().isEmpty() && draft.chance(INITIAL_SOURCE)
                ? draft.initialIds()
                        .get(draft.random().nextInt(draft.initialIds().size()))
                : freshId(draft);
        draft.add(
                form,
                Map.of(
                        SHARED_TILE_ID,
                        id,
                        sizeCodeField,
                        (long) draft.profile().sourceSizeCode(),
                        peModeField,
                        draft.nonZeroPeMode()));
        draft.usedIds().add(id);
    }

    /** The register, SizeCode and PEMode of an open generation again, so a later block writes its next range. */
    public void rebind(ProgramDraft draft, ProgramDraft.OpenGeneration generation) {
        draft.add(
                form,
                Map.of(
                        SHARED_TILE_ID,
                        generation.id(),
                        sizeCodeField,
                        generation.writerSizeCode(),
                        peModeField,
                        generation.peMode()));
    }

    /** A SizeCode the profile gives a capacity: a Shared destination's size, drawn from the size stream. */
    public long destinationSizeCode(ProgramDraft draft) {
        FieldValues sizeCodes = sizeCodes(draft);
        long code;
        do {
            code = sizeCodes.admittedValue(draft.sizes());
        } while (draft.profile().capacityBytes((int) code).isEmpty());
        return code;
    }

    /** An id not named yet in this program, or an edge id (S0, S63) with the edge bias. */
    public long freshId(ProgramDraft draft) {
        FieldValues ids = draft.writer(form).field(SHARED_TILE_ID);
        for (int attempt = 0; attempt < 16; attempt++) {
            long id = ids.pick(draft.random(), draft.bias().edgeValues());
            if (!draft.usedIds().contains(id)) {
                return id;
            }
        }
        return ids.admittedValue(draft.random());
    }

    private FieldValues sizeCodes(ProgramDraft draft) {
        return draft.writer(form).field(sizeCodeField);
    }
}
