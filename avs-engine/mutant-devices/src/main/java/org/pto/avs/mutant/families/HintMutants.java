package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.families.Changes.semantics;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.SemanticsRegistry;
import org.pto.avs.model.commit.BlockCommit;
import org.pto.avs.model.commit.CommitCheck;
import org.pto.avs.model.commit.NoOperation;
import org.pto.avs.model.commit.SharedPublication;
import org.pto.avs.model.instruction.bhint.SetBundleHint;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.BlockHint;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;
import org.pto.avs.mutant.definition.ModelChange;
import org.pto.avs.mutant.definition.Mutant;

/**
 * B.HINT done wrongly: the ordinary form's placement, its once-per-block rule and its record; TRACE that opens no
 * block; and the commit of the empty block TRACE opens.
 */
@API(status = API.Status.INTERNAL, since = "0.2")
public final class HintMutants {

    /** The TRACE form's field, which only the TRACE form has. */
    private static final String TRACE_END = "B/E";

    private HintMutants() {}

    public static List<Mutant> mutants() {
        return List.of(
                Mutant.of(
                        "hint-placement-ignores-body",
                        "an ordinary B.HINT is accepted after the block body began",
                        List.of("B.HINT exceptions[0]", "B.HINT block_composition[0]"),
                        hint(new Ordinary(false, false, false))),
                Mutant.of(
                        "hint-duplicate-accepted",
                        "a second hint in a block (also in one TRACE opened) replaces the first",
                        List.of("B.HINT exceptions[1]", "B.HINT block_composition[0]"),
                        hint(new Ordinary(true, true, false))),
                Mutant.of(
                        "hint-valid-likely-swapped",
                        "an ordinary B.HINT records V as branch_likely and L/UL as branch_valid",
                        List.of("B.HINT state_effects[0]"),
                        hint(new Ordinary(true, false, true))),
                Mutant.of(
                        "trace-opens-no-block",
                        "B.HINT TRACE commits the active block but opens none: a BSTOP after it has no block",
                        List.of("B.HINT state_effects[1]", "B.HINT state_effects[2]"),
                        hint(new TraceOpeningNothing())),
                Mutant.of(
                        "trace-block-commit-faults",
                        "the commit of a block with no operation (the one TRACE opens) raises Fault_BundleControl",
                        List.of("B.HINT state_effects[2]"),
                        builder -> builder.semantics(SemanticsRegistry.standard(
                                BlockCommit.reference().with(CommitCheck.EMPTY_BLOCK, HintMutants::operationRequired),
                                SharedPublication.reference()))));
    }

    private static ModelChange hint(Semantics replacement) {
        return semantics(SetBundleHint.MNEMONIC, replacement);
    }

    private static boolean isTrace(Decoded word) {
        return word.form().field(TRACE_END).isPresent();
    }

    /**
     * B.HINT whose ordinary form asks only for an active block unless {@code headerOnly}, takes a second hint if
     * {@code replaces} and records V and L/UL swapped if {@code swapped}; TRACE is the reference's.
     */
    private record Ordinary(boolean headerOnly, boolean replaces, boolean swapped) implements Semantics {

        private static final Semantics REFERENCE = new SetBundleHint(BlockCommit.reference());

        @Override
        public Retirement execute(Decoded word, Machine machine) {
            if (isTrace(word)) {
                return REFERENCE.execute(word, machine);
            }
            Block block = machine.block();
            if (headerOnly ? !block.isHeaderOpen() : !block.isActive()) {
                throw Fault.bundleControl("B.HINT needs an open block header");
            }
            if (!replaces && block.hint() != null) {
                throw Fault.bundleControl("the block already has a hint " + block.hint());
            }
            boolean valid = word.field("V") != 0;
            boolean likely = word.field("L/UL") != 0;
            block.recordHint(new BlockHint(
                    false,
                    false,
                    swapped ? likely : valid,
                    swapped ? valid : likely,
                    word.field("temp"),
                    word.field("prefetch_size")));
            return Retirement.RETIRED;
        }

        @Override
        public Kind kind() {
            return Kind.HEADER_COMMAND;
        }
    }

    /** B.HINT whose TRACE commits an active block as the reference does and then leaves no block active. */
    private record TraceOpeningNothing() implements Semantics {

        private static final Semantics REFERENCE = new SetBundleHint(BlockCommit.reference());

        @Override
        public Retirement execute(Decoded word, Machine machine) {
            if (!isTrace(word)) {
                return REFERENCE.execute(word, machine);
            }
            if (machine.block().isActive() && BlockCommit.reference().commit(machine) == Retirement.WAITING) {
                return Retirement.WAITING;
            }
            return Retirement.RETIRED;
        }

        @Override
        public Kind kind() {
            return Kind.HEADER_COMMAND;
        }
    }

    /** The empty-block step of the commit refusing a block that installed no operation, else the reference's. */
    private static boolean operationRequired(org.pto.avs.model.commit.CommitAttempt attempt) {
        Block block = attempt.block();
        if (block.operation() == NoOperation.STANDARD_BLOCK) {
            throw Fault.bundleControl("the block installed no operation");
        }
        if (block.sharedBindingCount() != 0 || block.localBindingCount() != 0) {
            return false;
        }
        block.end();
        return true;
    }
}
