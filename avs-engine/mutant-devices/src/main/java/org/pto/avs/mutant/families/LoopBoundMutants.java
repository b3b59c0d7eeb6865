package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.families.Changes.blockStarts;
import static org.pto.avs.mutant.families.Changes.loopBounds;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.instruction.bdim.LoopBoundOfForm;
import org.pto.avs.model.instruction.bdim.LoopBoundWrite;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.LoopBound;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;
import org.pto.avs.mutant.definition.ModelChange;
import org.pto.avs.mutant.definition.Mutant;

/** B.DIM's value, its order of checks and its write-once rule read otherwise (operands page section 4). */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class LoopBoundMutants {

    private LoopBoundMutants() {}

    public static List<Mutant> mutants() {
        return List.of(
                Mutant.of(
                        "dim-saturates-at-16-bits",
                        "B.DIM keeps 65535 for a sum past 16 bits instead of its low" + " 16 bits",
                        List.of("B.DIM state_effects[0]"),
                        each(Bug.SATURATED)),
                Mutant.of(
                        "dim-ignores-the-register",
                        "B.DIM writes uimm17 alone, without GPR[RegSrc]",
                        List.of("B.DIM state_effects[0]"),
                        each(Bug.IMMEDIATE_ONLY)),
                Mutant.of(
                        "dim-r0-means-absent",
                        "B.DIM with RegSrc 0 writes nothing: R0 is taken as no operand",
                        List.of("B.DIM field_zero_meanings.RegSrc", "B.DIM state_effects[0]"),
                        each(Bug.R0_ABSENT)),
                Mutant.of(
                        "dim-placement-before-reg-src",
                        "B.DIM checks placement before the RegSrc constraint:"
                                + " RegSrc 24 outside a block is Fault_BundleControl",
                        List.of("B.DIM ordering[0]", "B.DIM exceptions[0]"),
                        each(Bug.PLACEMENT_FIRST)),
                Mutant.of(
                        "dim-reserved-reg-src-reads-zero",
                        "B.DIM accepts RegSrc 24..31 and reads it as zero",
                        List.of("B.DIM legality[0]", "B.DIM exceptions[0]"),
                        each(Bug.RESERVED_READS_ZERO)),
                Mutant.of(
                        "dim-accepted-in-the-body",
                        "B.DIM writes its loop bound after the block body began",
                        List.of("B.DIM legality[1]", "B.DIM exceptions[2]", "B.DIM block_composition[0]"),
                        each(Bug.IN_BODY)),
                Mutant.of(
                        "dim-second-write-overwrites",
                        "a second B.DIM of a loop bound replaces the first instead" + " of Fault_BundleControl",
                        List.of("B.DIM exceptions[1]", "B.DIM block_composition[0]"),
                        each(Bug.OVERWRITES)),
                Mutant.of(
                        "loop-bounds-survive-bstart",
                        "BSTART keeps the loop bounds of the block before it, present",
                        List.of("B.DIM defaults[0]", "C.B.DIMI defaults[0]"),
                        blockStarts(KeepingLoopBounds::new)));
    }

    private static ModelChange each(Bug bug) {
        return loopBounds(new Variant(bug));
    }

    private enum Bug {
        SATURATED,
        IMMEDIATE_ONLY,
        R0_ABSENT,
        PLACEMENT_FIRST,
        RESERVED_READS_ZERO,
        IN_BODY,
        OVERWRITES
    }

    /** B.DIM with one bug, writing the loop bound its form names. */
    private record Variant(Bug bug) implements Semantics {

        @Override
        public Retirement execute(Decoded word, Machine machine) {
            int index = LoopBoundOfForm.index(word.form());
            int register = word.field("RegSrc");
            Block block = machine.block();
            if (bug == Bug.PLACEMENT_FIRST) {
                if (!block.isHeaderOpen()) {
                    throw Fault.bundleControl("B.DIM needs an open block header");
                }
                if (register >= machine.gprs().count()) {
                    throw Fault.illegalInstruction("RegSrc " + register + " is reserved");
                }
            }
            if (bug == Bug.R0_ABSENT && register == 0) {
                DroppedLoopBoundWrite.check("B.DIM", index, machine);
                return Retirement.RETIRED;
            }
            long gpr = bug == Bug.IMMEDIATE_ONLY || register >= machine.gprs().count()
                    ? 0
                    : machine.gprs().read(register);
            long sum = gpr + word.field("uimm17");
            if (bug == Bug.IN_BODY || bug == Bug.OVERWRITES) {
                writeLoosely(block, index, sum);
            } else {
                LoopBoundWrite.write("B.DIM", index, bug == Bug.SATURATED ? Math.min(sum, 0xFFFF) : sum, machine);
            }
            return Retirement.RETIRED;
        }

        /** The write with its placement widened to the body, or without its duplicate check. */
        private void writeLoosely(Block block, int index, long sum) {
            if (bug == Bug.IN_BODY ? !block.isActive() : !block.isHeaderOpen()) {
                throw Fault.bundleControl("B.DIM needs an active block");
            }
            if (bug == Bug.IN_BODY && block.isLoopBoundWritten(index)) {
                throw Fault.bundleControl("LB" + index + " is already present in this block");
            }
            block.writeLoopBound(index, (int) (sum & 0xFFFF));
        }

        /** The placement-first and the reserved-register variants check RegSrc themselves, or not at all. */
        @Override
        public String constraintViolation(Decoded word) {
            return bug == Bug.PLACEMENT_FIRST || bug == Bug.RESERVED_READS_ZERO ? null : word.constraintViolation();
        }

        @Override
        public Kind kind() {
            return Kind.HEADER_COMMAND;
        }
    }

    /** A BSTART that puts the loop bounds of the block before it back, with their presence bits. */
    private record KeepingLoopBounds(Semantics start) implements Semantics {

        @Override
        public Retirement execute(Decoded word, Machine machine) {
            List<LoopBound> before = machine.block().presentLoopBounds();
            Retirement retirement = start.execute(word, machine);
            if (retirement == Retirement.RETIRED) {
                before.forEach(bound -> machine.block().writeLoopBound(bound.index(), bound.value()));
            }
            return retirement;
        }

        @Override
        public String constraintViolation(Decoded word) {
            return start.constraintViolation(word);
        }

        @Override
        public List<String> checks() {
            return start.checks();
        }

        @Override
        public boolean isRangeModifier() {
            return start.isRangeModifier();
        }

        @Override
        public Kind kind() {
            return start.kind();
        }
    }
}
