package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.families.Changes.loopBounds;
import static org.pto.avs.mutant.families.Changes.semantics;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.instruction.bdim.LoopBoundOfForm;
import org.pto.avs.model.instruction.bdim.LoopBoundWrite;
import org.pto.avs.model.instruction.cbdimi.ImmediateLoopBound;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;
import org.pto.avs.mutant.definition.ModelChange;
import org.pto.avs.mutant.definition.Mutant;
import org.pto.avs.mutant.families.SeparatePresence.Writer;

/** C.B.DIMI read otherwise (operands page section 5). */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class CompactLoopBoundMutants {

    /** The largest LoopNest: it selects LB2, and the reversed reading counts down from it. */
    private static final int LAST_LOOP_NEST = 2;

    private CompactLoopBoundMutants() {}

    public static List<Mutant> mutants() {
        return List.of(
                Mutant.of(
                        "dimi-presence-of-its-own",
                        "C.B.DIMI and B.DIM keep separate presence bits: each refuses"
                                + " a second write of its own but not of the other",
                        List.of(
                                "C.B.DIMI exceptions[1]",
                                "C.B.DIMI block_composition[0]",
                                "B.DIM exceptions[1]",
                                "B.DIM block_composition[0]"),
                        separatePresence()),
                Mutant.of(
                        "dimi-advances-tpc-by-4",
                        "C.B.DIMI advances TPC by 4, as a 32-bit word would",
                        List.of("C.B.DIMI state_effects[0]"),
                        variant(Bug.FOUR_BYTES)),
                Mutant.of(
                        "dimi-loop-nest-3-executes",
                        "C.B.DIMI executes LoopNest 3 as a no-op instead of" + " Fault_IllegalInstruction",
                        List.of("C.B.DIMI exceptions[0]", "C.B.DIMI legality[0]"),
                        variant(Bug.LOOP_NEST_3)),
                Mutant.of(
                        "dimi-sign-extends",
                        "C.B.DIMI sign-extends imm8: 255 becomes 65535",
                        List.of("C.B.DIMI state_effects[0]"),
                        variant(Bug.SIGN_EXTENDED)),
                Mutant.of(
                        "dimi-loop-nest-reversed",
                        "C.B.DIMI counts LoopNest from the outermost bound: 0 selects" + " LB2 and 2 selects LB0",
                        List.of("C.B.DIMI field_zero_meanings.LoopNest", "C.B.DIMI state_effects[0]"),
                        variant(Bug.REVERSED)),
                Mutant.of(
                        "dimi-zero-means-absent",
                        "C.B.DIMI with imm8 0 writes nothing: a zero bound is taken as" + " no bound",
                        List.of("C.B.DIMI field_zero_meanings.imm8", "C.B.DIMI state_effects[0]"),
                        variant(Bug.ZERO_ABSENT)),
                Mutant.of(
                        "dimi-accepted-without-a-block",
                        "C.B.DIMI writes its loop bound when no block is active" + " instead of Fault_BundleControl",
                        List.of("C.B.DIMI legality[1]", "C.B.DIMI exceptions[2]"),
                        variant(Bug.NO_BLOCK)),
                Mutant.of(
                        "dimi-placement-before-loop-nest",
                        "C.B.DIMI checks placement before the LoopNest constraint: LoopNest 3 outside an open header"
                                + " is Fault_BundleControl",
                        List.of("C.B.DIMI exceptions[0]", "C.B.DIMI legality[0]"),
                        variant(Bug.PLACEMENT_FIRST)));
    }

    private static ModelChange variant(Bug bug) {
        return semantics(ImmediateLoopBound.MNEMONIC, new Variant(bug));
    }

    /** B.DIM and C.B.DIMI, each checking the duplicate against its own bits. */
    private static ModelChange separatePresence() {
        SeparatePresence presence = new SeparatePresence();
        ModelChange compact = semantics(ImmediateLoopBound.MNEMONIC, new SeparatelyPresent(presence, Writer.C_B_DIMI));
        ModelChange dim = loopBounds(new SeparatelyPresent(presence, Writer.B_DIM));
        return builder -> {
            compact.apply(builder);
            dim.apply(builder);
        };
    }

    private enum Bug {
        FOUR_BYTES,
        LOOP_NEST_3,
        SIGN_EXTENDED,
        REVERSED,
        ZERO_ABSENT,
        NO_BLOCK,
        PLACEMENT_FIRST
    }

    /** C.B.DIMI with one bug. */
    private record Variant(Bug bug) implements Semantics {

        @Override
        public Retirement execute(Decoded word, Machine machine) {
            int index = word.field("LoopNest");
            int imm8 = word.field("imm8");
            if (bug == Bug.PLACEMENT_FIRST) {
                if (!machine.block().isHeaderOpen()) {
                    throw Fault.bundleControl("C.B.DIMI needs an open block header");
                }
                if (word.constraintViolation() != null) {
                    throw Fault.illegalInstruction(word.constraintViolation());
                }
            }
            if (index == 3) {
                return Retirement.RETIRED;
            }
            if (bug == Bug.ZERO_ABSENT && imm8 == 0) {
                DroppedLoopBoundWrite.check("C.B.DIMI", index, machine);
                return Retirement.RETIRED;
            }
            if (bug == Bug.NO_BLOCK && !machine.block().isActive()) {
                machine.block().writeLoopBound(index, imm8);
                return Retirement.RETIRED;
            }
            int bound = bug == Bug.REVERSED ? LAST_LOOP_NEST - index : index;
            LoopBoundWrite.write("C.B.DIMI", bound, bug == Bug.SIGN_EXTENDED ? (byte) imm8 : imm8, machine);
            if (bug == Bug.FOUR_BYTES) {
                // The step loop adds the word's two bytes.
                machine.advanceTpc(2);
            }
            return Retirement.RETIRED;
        }

        /** LoopNest 3 reaches {@link #execute} in two variants: one executes it, the other checks it after placement. */
        @Override
        public String constraintViolation(Decoded word) {
            return bug == Bug.LOOP_NEST_3 || bug == Bug.PLACEMENT_FIRST ? null : word.constraintViolation();
        }

        @Override
        public Kind kind() {
            return Kind.HEADER_COMMAND;
        }
    }

    /**
     * B.DIM (the loop bound its form names) or C.B.DIMI (its LoopNest) with the reference's checks, the duplicate check
     * against the writer's own presence bits.
     */
    private record SeparatelyPresent(SeparatePresence presence, Writer writer) implements Semantics {

        @Override
        public Retirement execute(Decoded word, Machine machine) {
            boolean compact = writer == Writer.C_B_DIMI;
            int index = compact ? word.field("LoopNest") : LoopBoundOfForm.index(word.form());
            long value =
                    compact ? word.field("imm8") : machine.gprs().read(word.field("RegSrc")) + word.field("uimm17");
            Block block = machine.block();
            if (!block.isHeaderOpen()) {
                throw Fault.bundleControl(writer + " LB" + index + " needs an open block header");
            }
            if (presence.isWritten(machine, writer, index)) {
                throw Fault.bundleControl("LB" + index + " is already present for " + writer);
            }
            block.writeLoopBound(index, (int) (value & 0xFFFF));
            presence.markWritten(machine, writer, index);
            return Retirement.RETIRED;
        }

        @Override
        public Kind kind() {
            return Kind.HEADER_COMMAND;
        }
    }
}
