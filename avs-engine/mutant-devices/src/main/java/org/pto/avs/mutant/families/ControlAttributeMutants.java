package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.families.Changes.commit;
import static org.pto.avs.mutant.families.Changes.semantics;

import java.util.List;
import java.util.function.UnaryOperator;
import org.apiguardian.api.API;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.commit.BlockCommit;
import org.pto.avs.model.commit.CommitAttempt;
import org.pto.avs.model.commit.CommitCheck;
import org.pto.avs.model.commit.TileElementwise;
import org.pto.avs.model.instruction.bcatr.SetBundleControlAttributes;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.ControlAttributes;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.model.semantics.OutsideTheModel;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;
import org.pto.avs.mutant.definition.ModelChange;
import org.pto.avs.mutant.definition.Mutant;

/**
 * B.CATR done wrongly: its placement, its once-per-block rule, the bits of its record, the record of an all-zero word,
 * a legality it invents, and what DR does at the commit of a VEC block.
 */
@API(status = API.Status.INTERNAL, since = "0.2")
public final class ControlAttributeMutants {

    private static final ControlAttributes ALL_OFF = new ControlAttributes(false, false, false, false, false, false);

    private ControlAttributeMutants() {}

    public static List<Mutant> mutants() {
        return List.of(
                Mutant.of(
                        "catr-placement-ignores-body",
                        "B.CATR is accepted after the block body began",
                        List.of("B.CATR exceptions[0]", "B.CATR block_composition[0]"),
                        catr(new Relaxed(false, false, UnaryOperator.identity()))),
                Mutant.of(
                        "catr-duplicate-per-field",
                        "a second B.CATR is refused only when it sets an attribute already set; else its bits are"
                                + " added to the record",
                        List.of("B.CATR exceptions[1]", "B.CATR block_composition[0]"),
                        catr(new Relaxed(true, true, UnaryOperator.identity()))),
                Mutant.of(
                        "catr-acquire-release-swapped",
                        "B.CATR records aq as release and rl as acquire",
                        List.of("B.CATR state_effects[0]"),
                        catr(new Relaxed(
                                true,
                                false,
                                a -> new ControlAttributes(
                                        a.trap(),
                                        a.atomic(),
                                        a.release(),
                                        a.acquire(),
                                        a.far(),
                                        a.dimensionReduction())))),
                Mutant.of(
                        "catr-zero-record-dropped",
                        "a B.CATR with every bit 0 records nothing: the record stays null and a later B.CATR is"
                                + " accepted",
                        List.of("B.CATR defaults[0]", "B.CATR exceptions[1]"),
                        catr(new ZeroDropped())),
                Mutant.of(
                        "catr-ordering-needs-atom",
                        "aq or rl without atom raises Fault_IllegalInstruction",
                        List.of("B.CATR legality[0]"),
                        catr(new OrderingNeedsAtom())),
                Mutant.of(
                        "catr-dr-refused-in-vec-block",
                        "DR = 1 is taken as legal in a TLOAD or TSTORE block only: a TEPL block with DR = 1 faults"
                                + " Fault_BundleControl at its commit",
                        List.of("B.CATR state_effects[1]"),
                        commit(BlockCommit.reference()
                                .with(CommitCheck.CONTROL_ATTRIBUTES, ControlAttributeMutants::drOutsideVec))));
    }

    private static ModelChange catr(Semantics replacement) {
        return semantics(SetBundleControlAttributes.MNEMONIC, replacement);
    }

    /** The record the reference writes for {@code word}. */
    private static ControlAttributes recordOf(Decoded word) {
        return new ControlAttributes(
                bit(word, "trap"),
                bit(word, "atom"),
                bit(word, "aq"),
                bit(word, "rl"),
                bit(word, "far"),
                bit(word, "DR"));
    }

    private static boolean bit(Decoded word, String field) {
        return word.field(field) != 0;
    }

    /**
     * B.CATR whose placement asks only for an active block unless {@code headerOnly}, whose duplicate check is per set
     * bit if {@code perField}, and whose record is passed through {@code change}.
     */
    private record Relaxed(boolean headerOnly, boolean perField, UnaryOperator<ControlAttributes> change)
            implements Semantics {

        @Override
        public Retirement execute(Decoded word, Machine machine) {
            Block block = machine.block();
            if (headerOnly ? !block.isHeaderOpen() : !block.isActive()) {
                throw Fault.bundleControl("B.CATR needs an open block header");
            }
            ControlAttributes record = change.apply(recordOf(word));
            ControlAttributes earlier = block.controlAttributes();
            if (earlier != null) {
                if (!perField || overlaps(earlier, record)) {
                    throw Fault.bundleControl("the block already has a B.CATR record " + earlier);
                }
                record = new ControlAttributes(
                        earlier.trap() | record.trap(),
                        earlier.atomic() | record.atomic(),
                        earlier.acquire() | record.acquire(),
                        earlier.release() | record.release(),
                        earlier.far() | record.far(),
                        earlier.dimensionReduction() | record.dimensionReduction());
            }
            block.recordControlAttributes(record);
            return Retirement.RETIRED;
        }

        private static boolean overlaps(ControlAttributes a, ControlAttributes b) {
            return a.trap() && b.trap()
                    || a.atomic() && b.atomic()
                    || a.acquire() && b.acquire()
                    || a.release() && b.release()
                    || a.far() && b.far()
                    || a.dimensionReduction() && b.dimensionReduction();
        }

        @Override
        public Kind kind() {
            return Kind.HEADER_COMMAND;
        }
    }

    /** B.CATR that keeps no record of an all-zero word, as if the record were its set bits. */
    private record ZeroDropped() implements Semantics {

        private static final Semantics REFERENCE = new SetBundleControlAttributes();

        @Override
        public Retirement execute(Decoded word, Machine machine) {
            if (recordOf(word).equals(ALL_OFF)
                    && machine.block().isHeaderOpen()
                    && machine.block().controlAttributes() == null) {
                return Retirement.RETIRED;
            }
            return REFERENCE.execute(word, machine);
        }

        @Override
        public Kind kind() {
            return Kind.HEADER_COMMAND;
        }
    }

    /** B.CATR that takes aq and rl as qualifiers of an atomic block only. */
    private record OrderingNeedsAtom() implements Semantics {

        private static final Semantics REFERENCE = new SetBundleControlAttributes();

        @Override
        public String constraintViolation(Decoded word) {
            if (word.field("atom") == 0 && (word.field("aq") != 0 || word.field("rl") != 0)) {
                return "aq and rl need atom = 1";
            }
            return REFERENCE.constraintViolation(word);
        }

        @Override
        public Retirement execute(Decoded word, Machine machine) {
            return REFERENCE.execute(word, machine);
        }

        @Override
        public Kind kind() {
            return Kind.HEADER_COMMAND;
        }
    }

    /** The control-attribute step of the commit, with DR = 1 refused in a VEC (TEPL) block too. */
    private static boolean drOutsideVec(CommitAttempt attempt) {
        ControlAttributes attributes = attempt.block().controlAttributes();
        if (attributes == null) {
            return false;
        }
        if (attributes.dimensionReduction()
                && (!attempt.block().operation().isTileOperation()
                        || attempt.block().operation() instanceof TileElementwise)) {
            throw Fault.bundleControl("DR = 1 outside a TLOAD or TSTORE block");
        }
        if (attributes.trap()) {
            throw new OutsideTheModel("trap = 1: the commit ends in a post-commit trap, outside the subset");
        }
        if (attributes.far()) {
            throw new OutsideTheModel("far = 1: remote execution is outside the subset");
        }
        if (attributes.dimensionReduction() && !attempt.block().participation().isEmpty()) {
            throw new OutsideTheModel("DR = 1 in a block with bindings: dimension reduction is outside the subset");
        }
        return false;
    }
}
