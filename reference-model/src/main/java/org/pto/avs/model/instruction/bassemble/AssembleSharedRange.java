package org.pto.avs.model.instruction.bassemble;

import java.util.Objects;
import org.pto.avs.device.Binding;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.Generation;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.machine.RangeModifier;

/**
 * B.ASSEMBLE: the range modifier of the Shared destination binder it immediately follows (semantics §5, the
 * seed's line: range modifiers, ADR-0098). Here only its grammar is checked (missing, reversed, duplicate or
 * incompatible modifiers are Fault_BundleControl); the range itself is checked and written at commit
 * ({@code SharedPublication}). RegSrc 24..31 and ParentSizeCode 13..15 are rejected by the generic constraint
 * check.
 *
 * <p>Immutable. A variant model reads the size field with another {@link SizeField} ({@link #withSizeField}),
 * registered under {@link #HANDLER}.
 */
public final class AssembleSharedRange implements Semantics {

    public static final String HANDLER = "AssembleSharedRange";

    /** The size field of a B.ASSEMBLE word, w[10:7]. */
    public static final String SIZE_FIELD = "ParentSizeCode";

    /**
     * How a modifier's size field and its binder give the writer range's and the parent's SizeCodes; throws
     * Fault_BundleControl when the field does not go with the step.
     */
    @FunctionalInterface
    public interface SizeField {
        RangeModifier.Sizes read(RangeModifier.Step step, int field, Binding binder, Machine machine);
    }

    /**
     * The seed's line (semantics §5): INIT and INIT_LAST give the parent's size, ParentSizeCode 1..12; MIDDLE and
     * LAST give 0, the parent being the one their INIT opened. The writer range is the binder's SizeCode.
     */
    public static final SizeField PARENT_SIZE_CODE = (step, field, binder, machine) -> {
        if (step.opensGeneration() && machine.profile().capacityBytes(field).isEmpty()) {
            throw Fault.bundleControl("B.ASSEMBLE " + step + " needs ParentSizeCode 1..12 (the parent's size), not "
                    + field);
        }
        if (!step.opensGeneration() && field != 0) {
            throw Fault.bundleControl("B.ASSEMBLE " + step + " needs ParentSizeCode 0 (its parent is the one INIT"
                    + " opened), not " + field);
        }
        return new RangeModifier.Sizes(binder.sizeCode(), field);
    };

    private static final AssembleSharedRange REFERENCE = new AssembleSharedRange(PARENT_SIZE_CODE);

    private final SizeField sizeField;

    private AssembleSharedRange(SizeField sizeField) {
        this.sizeField = Objects.requireNonNull(sizeField, "sizeField");
    }

    /** The spec's B.ASSEMBLE. */
    public static AssembleSharedRange reference() {
        return REFERENCE;
    }

    /** This handler reading its size field with {@code replacement}. */
    public AssembleSharedRange withSizeField(SizeField replacement) {
        return new AssembleSharedRange(replacement);
    }

    @Override
    public Retirement execute(Decoded word, Machine machine) {
        Block block = machine.block();
        if (!block.isHeaderOpen()) {
            throw Fault.bundleControl("B.ASSEMBLE needs an open block header");
        }
        // It must immediately follow the binder it modifies.
        int slot = block.rangeGroupSlot();
        if (slot < 0) {
            throw Fault.bundleControl("B.ASSEMBLE does not immediately follow a Shared binder");
        }
        Binding binder = block.binding(slot);
        // Incompatible: a source binder takes no range.
        if (machine.profile().isSourceSizeCode(binder.sizeCode())) {
            throw Fault.bundleControl("B.ASSEMBLE follows S" + binder.sharedId() + ", a source binder");
        }
        RangeModifier.Step step = RangeModifier.Step.of(word.field("INIT") == 1, word.field("LAST") == 1);
        RangeModifier.Sizes sizes = sizeField.read(step, word.field(SIZE_FIELD), binder, machine);
        // Duplicate: one modifier per binder.
        if (block.modifier(slot) != null) {
            throw Fault.bundleControl("S" + binder.sharedId() + " already has a B.ASSEMBLE in this block");
        }
        Generation open = machine.shared().generation(binder.sharedId());
        // Reversed or missing INIT, or a second INIT while a generation is open.
        if (step.opensGeneration() && open != null) {
            throw Fault.bundleControl(step + " while a generation of S" + binder.sharedId() + " is open");
        }
        if (!step.opensGeneration() && open == null) {
            throw Fault.bundleControl(step + " without an open generation of S" + binder.sharedId());
        }
        long offsetCells = (machine.gprs().read(word.field("RegSrc")) + word.field("uimm11"))
                & machine.gprs().widthMask();
        block.attachModifier(slot, new RangeModifier(step, offsetCells, sizes.writerSizeCode(),
                sizes.parentSizeCode()));
        return Retirement.RETIRED;
    }

    @Override
    public Kind kind() {
        return Kind.HEADER_COMMAND;
    }

    @Override
    public boolean managesRangeGroup() {
        return true;
    }
}
