package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.families.Changes.semantics;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.SemanticsRegistry;
import org.pto.avs.model.instruction.bassemble.ApplyBundleAssemble;
import org.pto.avs.model.instruction.bassemble.ModifierGroup;
import org.pto.avs.model.instruction.bdim.RegisterLoopBound;
import org.pto.avs.model.instruction.bior.BindBundleScalarIO;
import org.pto.avs.model.instruction.bsubview.ApplyBundleSubview;
import org.pto.avs.model.instruction.cbdimi.ImmediateLoopBound;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.machine.RangeGroup;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;
import org.pto.avs.mutant.definition.ModelChange;
import org.pto.avs.mutant.definition.Mutant;

/**
 * The range modifiers B.ASSEMBLE and B.SUBVIEW at header level (operands page section 6): the range group they join,
 * their role, the Local size limit, the carrier and its offset, and the commands that close the group.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class RangeModifierMutants {

    /** The first reserved register selector: 24..31 are Fault_IllegalInstruction. */
    private static final int FIRST_RESERVED_REGISTER = 24;

    /** Header commands that are neither binders nor modifiers: each closes the open range group. */
    private static final List<String> OTHER_HEADER_COMMANDS =
            List.of(RegisterLoopBound.MNEMONIC, ImmediateLoopBound.MNEMONIC, BindBundleScalarIO.MNEMONIC);

    private RangeModifierMutants() {}

    public static List<Mutant> mutants() {
        return List.of(
                Mutant.of(
                        "modifier-local-sizes-11-12-accepted",
                        "B.ASSEMBLE and B.SUBVIEW take size 11 and 12 on a" + " Local binding",
                        List.of(
                                "B.ASSEMBLE exceptions[2]",
                                "B.ASSEMBLE legality[1]",
                                "B.SUBVIEW exceptions[2]",
                                "B.SUBVIEW legality[1]"),
                        both(new NoLocalLimit())),
                Mutant.of(
                        "modifier-recorded-before-size-check",
                        "a modifier records its carrier before the Local" + " size limit faults it",
                        List.of("B.ASSEMBLE ordering[0]", "B.ASSEMBLE state_effects[0]", "B.SUBVIEW state_effects[0]"),
                        both(new RecordedBeforeSizeCheck())),
                Mutant.of(
                        "modifier-offset-wrap-lost",
                        "the carrier's offset GPR[RegSrc] + uimm11 saturates at" + " 2^64 - 1 instead of wrapping",
                        List.of("B.SUBVIEW state_effects[0]", "B.ASSEMBLE state_effects[0]"),
                        both(new SaturatingOffset())),
                Mutant.of(
                        "modifier-offset-kept-32-bits",
                        "the carrier's offset GPR[RegSrc] + uimm11 keeps its low 32 bits only, not the register's 64",
                        List.of("B.SUBVIEW state_effects[0]", "B.ASSEMBLE state_effects[0]"),
                        both(new ThirtyTwoBitOffset())),
                Mutant.of(
                        "modifier-r0-drops-uimm11",
                        "a modifier naming R0 carries offset 0, dropping uimm11",
                        List.of("B.ASSEMBLE field_zero_meanings.RegSrc", "B.SUBVIEW field_zero_meanings.RegSrc"),
                        both(new R0DropsImmediate())),
                Mutant.of(
                        "modifier-zero-mode-group-refused",
                        "after a PEMode-000 binder a modifier is"
                                + " Fault_BundleControl instead of executing with no effect",
                        List.of("B.ASSEMBLE defaults[0]", "B.SUBVIEW defaults[0]"),
                        both(new NoZeroModeGroup())),
                Mutant.of(
                        "modifier-role-repeatable",
                        "a binding takes a second modifier for a role it already took," + " or source0 after source1",
                        List.of(
                                "B.ASSEMBLE block_composition[0]",
                                "B.SUBVIEW block_composition[0]",
                                "B.SUBVIEW exceptions[1]"),
                        both(new RepeatableRole())),
                Mutant.of(
                        "modifier-group-survives-other-commands",
                        "B.DIM, C.B.DIMI and B.IOR leave the range group" + " open: a modifier after them joins it",
                        List.of(
                                "B.ASSEMBLE legality[0]",
                                "B.ASSEMBLE block_composition[0]",
                                "B.SUBVIEW legality[0]",
                                "B.SUBVIEW block_composition[0]"),
                        otherCommands(false)),
                Mutant.of(
                        "modifier-group-kept-by-a-faulting-command",
                        "B.DIM, C.B.DIMI and B.IOR close the range"
                                + " group only when they execute, not when they fault",
                        List.of("B.ASSEMBLE block_composition[0]"),
                        otherCommands(true)),
                Mutant.of(
                        "subview-src-select-ignored",
                        "B.SUBVIEW modifies source0 whatever SrcSelect says",
                        List.of(
                                "B.SUBVIEW legality[0]",
                                "B.SUBVIEW field_zero_meanings.SrcSelect",
                                "B.SUBVIEW exceptions[1]"),
                        semantics(
                                ApplyBundleSubview.MNEMONIC,
                                ApplyBundleSubview.reference().withGroupRules(new SourceZero()))),
                Mutant.of(
                        "subview-reserved-size-passes-decode",
                        "B.SUBVIEW takes SubviewSizeCode 0 and 13..15",
                        List.of("B.SUBVIEW exceptions[0]", "B.SUBVIEW legality[1]"),
                        semantics(
                                ApplyBundleSubview.MNEMONIC,
                                new Lenient(ApplyBundleSubview.reference(), "SubviewSizeCode"))),
                Mutant.of(
                        "assemble-reserved-parent-size-passes-decode",
                        "B.ASSEMBLE takes ParentSizeCode 13..15 past" + " decode",
                        List.of("B.ASSEMBLE exceptions[0]"),
                        semantics(
                                ApplyBundleAssemble.MNEMONIC,
                                new Lenient(ApplyBundleAssemble.reference(), ApplyBundleAssemble.SIZE_FIELD))),
                Mutant.of(
                        "assemble-fault-closes-group",
                        "a B.ASSEMBLE that faults in its group closes it",
                        List.of("B.ASSEMBLE exceptions[1]"),
                        semantics(ApplyBundleAssemble.MNEMONIC, new ClosingOnFault(ApplyBundleAssemble.reference()))),
                Mutant.of(
                        "assemble-middle-takes-any-size",
                        "B.ASSEMBLE MIDDLE and LAST accept any ParentSizeCode," + " not only 0",
                        List.of("B.ASSEMBLE field_zero_meanings.ParentSizeCode", "B.ASSEMBLE legality[1]"),
                        semantics(
                                ApplyBundleAssemble.MNEMONIC,
                                ApplyBundleAssemble.reference()
                                        .withSizeField((step, field, binder, machine) ->
                                                ApplyBundleAssemble.PARENT_SIZE_CODE.read(
                                                        step, step.opensGeneration() ? field : 0, binder, machine)))));
    }

    /** B.ASSEMBLE and B.SUBVIEW following {@code rules}. */
    static ModelChange both(ModifierGroup rules) {
        return builder -> builder.replaceSemantics(
                        ApplyBundleAssemble.MNEMONIC,
                        ApplyBundleAssemble.reference().withGroupRules(rules))
                .replaceSemantics(
                        ApplyBundleSubview.MNEMONIC,
                        ApplyBundleSubview.reference().withGroupRules(rules));
    }

    /** The other header commands as range modifiers: the step loop no longer closes the group before them. */
    private static ModelChange otherCommands(boolean closeOnlyWhenExecuted) {
        return builder -> {
            for (String name : OTHER_HEADER_COMMANDS) {
                Semantics reference = SemanticsRegistry.standard().lookup(name).orElseThrow();
                builder.replaceSemantics(name, new KeepingTheGroup(reference, closeOnlyWhenExecuted));
            }
        };
    }

    private static final class NoLocalLimit extends ModifierGroup {
        @Override
        public void requireLocalSize(RangeGroup group, int size, String mnemonic) {}
    }

    private static final class RecordedBeforeSizeCheck extends ModifierGroup {
        @Override
        public void requireLocalSize(RangeGroup group, int size, String mnemonic) {}

        @Override
        public void record(
                Machine machine,
                RangeGroup group,
                RangeGroup.Role role,
                String mnemonic,
                int init,
                int last,
                int regSrc,
                int uimm11,
                int size,
                long offset) {
            super.record(machine, group, role, mnemonic, init, last, regSrc, uimm11, size, offset);
            REFERENCE.requireLocalSize(group, size, mnemonic);
        }
    }

    private static final class SaturatingOffset extends ModifierGroup {
        @Override
        public long offset(Machine machine, int regSrc, int uimm11) {
            long sum = machine.gprs().read(regSrc) + uimm11;
            return Long.compareUnsigned(sum, uimm11) < 0 ? -1L : sum;
        }
    }

    private static final class ThirtyTwoBitOffset extends ModifierGroup {
        @Override
        public long offset(Machine machine, int regSrc, int uimm11) {
            return super.offset(machine, regSrc, uimm11) & 0xFFFF_FFFFL;
        }
    }

    private static final class R0DropsImmediate extends ModifierGroup {
        @Override
        public long offset(Machine machine, int regSrc, int uimm11) {
            return regSrc == 0 ? 0 : super.offset(machine, regSrc, uimm11);
        }
    }

    private static final class NoZeroModeGroup extends ModifierGroup {
        @Override
        public RangeGroup join(String mnemonic, RangeGroup.Role role, Machine machine) {
            RangeGroup group = machine.block().rangeGroup();
            if (group != null && group.isZeroMode()) {
                throw Fault.bundleControl(mnemonic + " does not follow a binder in its range group");
            }
            return super.join(mnemonic, role, machine);
        }
    }

    private static final class RepeatableRole extends ModifierGroup {
        @Override
        public RangeGroup join(String mnemonic, RangeGroup.Role role, Machine machine) {
            RangeGroup group = machine.block().rangeGroup();
            if (group != null && !group.isZeroMode() && group.allowed().contains(role)) {
                return group;
            }
            return super.join(mnemonic, role, machine);
        }
    }

    /** Rules under which a B.SUBVIEW takes source0 whatever its SrcSelect: joins and records as source0. */
    private static final class SourceZero extends ModifierGroup {
        @Override
        public RangeGroup join(String mnemonic, RangeGroup.Role role, Machine machine) {
            return super.join(mnemonic, RangeGroup.Role.SOURCE0, machine);
        }

        @Override
        public void record(
                Machine machine,
                RangeGroup group,
                RangeGroup.Role role,
                String mnemonic,
                int init,
                int last,
                int regSrc,
                int uimm11,
                int size,
                long offset) {
            super.record(machine, group, RangeGroup.Role.SOURCE0, mnemonic, init, last, regSrc, uimm11, size, offset);
        }
    }

    /** A modifier whose size field passes the catalog's constraints whatever its value (its RegSrc still does not). */
    private record Lenient(Semantics modifier, String sizeField) implements Semantics {

        @Override
        public Retirement execute(Decoded word, Machine machine) {
            return modifier.execute(word, machine);
        }

        @Override
        public String constraintViolation(Decoded word) {
            return word.field("RegSrc") >= FIRST_RESERVED_REGISTER ? word.constraintViolation() : null;
        }

        @Override
        public Kind kind() {
            return modifier.kind();
        }

        @Override
        public boolean isRangeModifier() {
            return true;
        }
    }

    /** A modifier that closes its range group when it faults. */
    private record ClosingOnFault(Semantics modifier) implements Semantics {

        @Override
        public Retirement execute(Decoded word, Machine machine) {
            try {
                return modifier.execute(word, machine);
            } catch (Fault fault) {
                machine.block().closeRangeGroup();
                throw fault;
            }
        }

        @Override
        public Kind kind() {
            return modifier.kind();
        }

        @Override
        public boolean isRangeModifier() {
            return true;
        }
    }

    /**
     * A header command the step loop takes for a modifier, so the group stays open past it; with
     * {@code closeOnlyWhenExecuted} it closes the group itself once it executed, not when it faults.
     */
    private record KeepingTheGroup(Semantics command, boolean closeOnlyWhenExecuted) implements Semantics {

        @Override
        public Retirement execute(Decoded word, Machine machine) {
            Retirement retirement = command.execute(word, machine);
            if (closeOnlyWhenExecuted) {
                machine.block().closeRangeGroup();
            }
            return retirement;
        }

        @Override
        public String constraintViolation(Decoded word) {
            return command.constraintViolation(word);
        }

        @Override
        public List<String> checks() {
            return command.checks();
        }

        @Override
        public Kind kind() {
            return command.kind();
        }

        @Override
        public boolean isRangeModifier() {
            return true;
        }
    }
}
