package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.families.Changes.semantics;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.SemanticsRegistry;
import org.pto.avs.model.instruction.bdim.LoopBoundOfForm;
import org.pto.avs.model.instruction.bdim.RegisterLoopBound;
import org.pto.avs.model.instruction.bior.BindBundleScalarIO;
import org.pto.avs.model.instruction.bios.BindBundleSharedIO;
import org.pto.avs.model.instruction.biot.BindBundleTileIO;
import org.pto.avs.model.instruction.cbdimi.ImmediateLoopBound;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;
import org.pto.avs.mutant.definition.ModelChange;
import org.pto.avs.mutant.definition.Mutant;

/**
 * Words the spec rejects that still change header state: a word that fails its catalog constraint closes the range
 * group, a rejected B.IOT with L = 1 closes the Local binding sequence, a rejected B.DIM sets its loop bound's
 * presence bit, a rejected B.IOR takes the block's one record. A rejected word changes nothing (operands page section
 * 1: the constraints before the group closes, each handler's checks before its record); the last three keep the
 * change to themselves, as a device may, so only a later word shows it.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class RejectedWordMutants {

    /** Header commands other than B.IOS and the modifiers, whose constraints the step loop checks. */
    private static final List<String> OTHER_HEADER_COMMANDS = List.of(
            BindBundleTileIO.MNEMONIC,
            RegisterLoopBound.MNEMONIC,
            ImmediateLoopBound.MNEMONIC,
            BindBundleScalarIO.MNEMONIC);

    private static final String SEQUENCE_CLOSED = "sequence-closed";
    private static final String RECORD_TAKEN = "record-taken";

    private RejectedWordMutants() {}

    public static List<Mutant> mutants() {
        return List.of(
                Mutant.of(
                        "reserved-size-code-closes-the-group",
                        "a B.IOS with SizeCode 13..15 closes the open range group before it faults",
                        List.of("exceptions[0]", "B.ASSEMBLE block_composition[0]"),
                        closingOnAConstraintFault(List.of(BindBundleSharedIO.MNEMONIC))),
                Mutant.of(
                        "reserved-fields-close-the-group",
                        "a B.IOT, B.DIM, C.B.DIMI or B.IOR that fails its catalog constraint closes the open range"
                                + " group before it faults",
                        List.of("B.ASSEMBLE block_composition[0]", "B.IOT exceptions[0]", "B.IOR exceptions[0]"),
                        closingOnAConstraintFault(OTHER_HEADER_COMMANDS)),
                Mutant.of(
                        "iot-rejected-last-closes-the-sequence",
                        "a B.IOT with L = 1 rejected for its mask records nothing but closes the Local binding"
                                + " sequence",
                        List.of("B.IOT exceptions[2]", "B.IOT legality[0]"),
                        semantics(BindBundleTileIO.MNEMONIC, new LastOfARejectedWord(new BlockMarks()))),
                Mutant.of(
                        "dim-reserved-reg-src-sets-presence",
                        "a B.DIM with RegSrc 24..31 in a header sets its loop bound's presence bit before it faults,"
                                + " writing no value: a later write of the bound is Fault_BundleControl",
                        List.of("B.DIM exceptions[0]", "B.DIM block_composition[0]"),
                        semantics(RegisterLoopBound.MNEMONIC, new PresenceOfARejectedWord(new BlockMarks()))),
                Mutant.of(
                        "ior-reserved-selector-takes-the-record",
                        "a B.IOR with a selector 24..31 in a header takes the block's one record before it faults,"
                                + " recording nothing: a later B.IOR is Fault_BundleControl",
                        List.of("B.IOR exceptions[0]", "B.IOR block_composition[0]"),
                        semantics(BindBundleScalarIO.MNEMONIC, new RecordOfARejectedWord(new BlockMarks()))));
    }

    /** Each of {@code mnemonics} closing the range group before its catalog constraint faults it. */
    private static ModelChange closingOnAConstraintFault(List<String> mnemonics) {
        return builder -> {
            for (String mnemonic : mnemonics) {
                Semantics reference =
                        SemanticsRegistry.standard().lookup(mnemonic).orElseThrow();
                builder.replaceSemantics(mnemonic, new ClosingOnAConstraintFault(reference));
            }
        };
    }

    /**
     * A command that closes the range group before it checks the catalog's constraints: the step loop passes every
     * word to it, and it faults a violation itself (B.IOS faults its SizeCode as a step of its own order).
     */
    private record ClosingOnAConstraintFault(Semantics command) implements Semantics {

        @Override
        public Retirement execute(Decoded word, Machine machine) {
            if (word.constraintViolation() != null) {
                machine.block().closeRangeGroup();
            }
            String violation = command.constraintViolation(word);
            if (violation != null) {
                throw Fault.illegalInstruction(violation);
            }
            return command.execute(word, machine);
        }

        @Override
        public String constraintViolation(Decoded word) {
            return null;
        }

        @Override
        public List<String> checks() {
            return command.checks();
        }

        @Override
        public Kind kind() {
            return command.kind();
        }
    }

    /** B.IOT that takes a rejected word's L = 1 as closing the sequence, which it keeps to itself. */
    private record LastOfARejectedWord(BlockMarks marks) implements Semantics {

        private static final Semantics REFERENCE = new BindBundleTileIO();

        @Override
        public Retirement execute(Decoded word, Machine machine) {
            boolean participating = !machine.profile()
                    .peMask(word.field(machine.profile().isa().peModeField()))
                    .isEmpty();
            if (participating && machine.block().isHeaderOpen() && marks.has(machine, SEQUENCE_CLOSED)) {
                throw Fault.bundleControl("an earlier B.IOT with L = 1 closed the Local binding sequence");
            }
            try {
                return REFERENCE.execute(word, machine);
            } catch (Fault fault) {
                if (participating && machine.block().isHeaderOpen() && word.field("L") == 1) {
                    marks.set(machine, SEQUENCE_CLOSED);
                }
                throw fault;
            }
        }

        @Override
        public List<String> checks() {
            return REFERENCE.checks();
        }

        @Override
        public Kind kind() {
            return REFERENCE.kind();
        }
    }

    /** B.DIM that sets a bound's presence, kept to itself, when a reserved RegSrc faults it in a header. */
    private record PresenceOfARejectedWord(BlockMarks marks) implements Semantics {

        private static final Semantics REFERENCE = new RegisterLoopBound();

        @Override
        public Retirement execute(Decoded word, Machine machine) {
            String bound = "LB" + LoopBoundOfForm.index(word.form());
            if (word.constraintViolation() != null) {
                if (machine.block().isHeaderOpen()) {
                    marks.set(machine, bound);
                }
                throw Fault.illegalInstruction(word.constraintViolation());
            }
            if (machine.block().isHeaderOpen() && marks.has(machine, bound)) {
                throw Fault.bundleControl(bound + " is already present in this block");
            }
            return REFERENCE.execute(word, machine);
        }

        /** The reserved RegSrc reaches {@link #execute}, which faults it after setting the presence. */
        @Override
        public String constraintViolation(Decoded word) {
            return null;
        }

        @Override
        public List<String> checks() {
            return REFERENCE.checks();
        }

        @Override
        public Kind kind() {
            return REFERENCE.kind();
        }
    }

    /** B.IOR that takes the block's record, kept to itself, when a reserved selector faults it in a header. */
    private record RecordOfARejectedWord(BlockMarks marks) implements Semantics {

        private static final Semantics REFERENCE = new BindBundleScalarIO();

        @Override
        public Retirement execute(Decoded word, Machine machine) {
            if (word.constraintViolation() != null) {
                if (machine.block().isHeaderOpen()) {
                    marks.set(machine, RECORD_TAKEN);
                }
                throw Fault.illegalInstruction(word.constraintViolation());
            }
            if (machine.block().isHeaderOpen() && marks.has(machine, RECORD_TAKEN)) {
                throw Fault.bundleControl("the block already has a B.IOR");
            }
            return REFERENCE.execute(word, machine);
        }

        /** The reserved selector reaches {@link #execute}, which faults it after taking the record. */
        @Override
        public String constraintViolation(Decoded word) {
            return null;
        }

        @Override
        public List<String> checks() {
            return REFERENCE.checks();
        }

        @Override
        public Kind kind() {
            return REFERENCE.kind();
        }
    }
}
