package org.pto.avs.model.instruction.bassemble;

import java.util.List;
import java.util.Objects;
import org.apiguardian.api.API;
import org.pto.avs.device.Binding;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.LocalBinding;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.machine.RangeGroup;
import org.pto.avs.model.machine.RangeModifier;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;

/**
 * B.ASSEMBLE: the range modifier of the destination binding whose range group it joins (operands page section 6, the
 * seed's line: ParentSizeCode). Order, after the catalog's constraints (RegSrc 24..31, ParentSizeCode 13..15:
 * Fault_IllegalInstruction, the group still open): the group and the destination role ({@link ModifierGroup}); then
 * the size field, which must go with the step (INIT and INIT_LAST name the parent, 1..12; MIDDLE and LAST carry 0:
 * Fault_BundleControl), and 11 or 12 on a Local group is Fault_TileLegality; then the carrier, its offset GPR[RegSrc]
 * + uimm11 in 128-byte cells. On a Shared destination the modifier also drives the generation that the TLOAD commit
 * writes ({@code SharedPublication}), where an INIT over an open generation or a MIDDLE or LAST without one faults.
 *
 * <p>Immutable. A variant model reads the size field with another {@link SizeField} ({@link #withSizeField}) or
 * follows other range-group rules ({@link #withGroupRules}), registered under {@link #MNEMONIC}.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class ApplyBundleAssemble implements Semantics {

    /** The mnemonic whose semantics these are. */
    public static final String MNEMONIC = "B.ASSEMBLE";

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
     * The seed's line (section 5): INIT and INIT_LAST give the parent's size, ParentSizeCode 1..12; MIDDLE and
     * LAST give 0, the parent being the one their INIT opened. The writer range is the binder's SizeCode.
     */
    public static final SizeField PARENT_SIZE_CODE = (step, field, binder, machine) -> {
        if (step.opensGeneration() && machine.profile().capacityBytes(field).isEmpty()) {
            throw Fault.bundleControl(
                    "B.ASSEMBLE " + step + " needs ParentSizeCode 1..12 (the parent's size), not " + field);
        }
        if (!step.opensGeneration() && field != 0) {
            throw Fault.bundleControl("B.ASSEMBLE " + step + " needs ParentSizeCode 0 (its parent is the one INIT"
                    + " opened), not " + field);
        }
        return new RangeModifier.Sizes(binder.sizeCode(), field);
    };

    private static final ApplyBundleAssemble REFERENCE =
            new ApplyBundleAssemble(PARENT_SIZE_CODE, ModifierGroup.REFERENCE);

    private final SizeField sizeField;
    private final ModifierGroup groupRules;

    private ApplyBundleAssemble(SizeField sizeField, ModifierGroup groupRules) {
        this.sizeField = Objects.requireNonNull(sizeField, "sizeField");
        this.groupRules = Objects.requireNonNull(groupRules, "groupRules");
    }

    /** The spec's B.ASSEMBLE. */
    public static ApplyBundleAssemble reference() {
        return REFERENCE;
    }

    /** This handler reading its size field with {@code replacement}. */
    public ApplyBundleAssemble withSizeField(SizeField replacement) {
        return new ApplyBundleAssemble(replacement, groupRules);
    }

    /** This handler following the range-group rules of {@code replacement}. */
    public ApplyBundleAssemble withGroupRules(ModifierGroup replacement) {
        return new ApplyBundleAssemble(sizeField, replacement);
    }

    @Override
    public Retirement execute(Decoded word, Machine machine) {
        RangeGroup group = groupRules.join(MNEMONIC, RangeGroup.Role.DESTINATION, machine);
        if (group == null) {
            return Retirement.RETIRED;
        }
        Block block = machine.block();
        RangeModifier.Step step = RangeModifier.Step.of(word.field("INIT") == 1, word.field("LAST") == 1);
        int size = word.field(SIZE_FIELD);
        machine.reachCheck(ModifierGroup.SIZE);
        boolean shared = group.kind() == RangeGroup.Kind.SHARED;
        RangeModifier.Sizes sizes = sizeField.read(
                step,
                size,
                shared
                        ? block.binding(group.slot())
                        : localAsBinder(block.localBindings().get(group.slot())),
                machine);
        groupRules.requireLocalSize(group, size, MNEMONIC);
        int regSrc = word.field("RegSrc");
        int uimm11 = word.field("uimm11");
        long offset = groupRules.offset(machine, regSrc, uimm11);
        if (shared) {
            block.attachModifier(
                    group.slot(), new RangeModifier(step, offset, sizes.writerSizeCode(), sizes.parentSizeCode()));
        }
        groupRules.record(
                machine,
                group,
                RangeGroup.Role.DESTINATION,
                MNEMONIC,
                word.field("INIT"),
                word.field("LAST"),
                regSrc,
                uimm11,
                size,
                offset);
        return Retirement.RETIRED;
    }

    /** A Local destination read as a binder by the size field: its SizeCode is the writer's. */
    private static Binding localAsBinder(LocalBinding local) {
        return new Binding(-1, local.sizeCode(), local.mask(), false);
    }

    @Override
    public List<String> checks() {
        return ModifierGroup.CHECKS;
    }

    @Override
    public Kind kind() {
        return Kind.HEADER_COMMAND;
    }

    @Override
    public boolean isRangeModifier() {
        return true;
    }
}
