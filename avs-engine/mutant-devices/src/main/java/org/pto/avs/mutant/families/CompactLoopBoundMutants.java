package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.families.Changes.handler;

import java.util.List;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.instruction.bdim.LoopBoundWrite;
import org.pto.avs.model.instruction.cbdimi.BindBlockDimensionCompact;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;
import org.pto.avs.mutant.definition.Mutant;

/** C.B.DIMI read otherwise (operands page section 5). */
public final class CompactLoopBoundMutants {

    private CompactLoopBoundMutants() {
    }

    public static List<Mutant> mutants() {
        return List.of(
                Mutant.of("dimi-presence-of-its-own", "C.B.DIMI overwrites a loop bound B.DIM wrote: the two do not"
                        + " share the presence bits", List.of("C.B.DIMI exceptions[1]"),
                        handler(BindBlockDimensionCompact.HANDLER, new Variant(Bug.OWN_PRESENCE))),
                Mutant.of("dimi-advances-tpc-by-4", "C.B.DIMI advances TPC by 4, as a 32-bit word would",
                        List.of("C.B.DIMI state_effects[0]"),
                        handler(BindBlockDimensionCompact.HANDLER, new Variant(Bug.FOUR_BYTES))),
                Mutant.of("dimi-loop-nest-3-executes", "C.B.DIMI executes LoopNest 3 as a no-op instead of"
                        + " Fault_IllegalInstruction", List.of("C.B.DIMI exceptions[0]", "C.B.DIMI legality[0]"),
                        handler(BindBlockDimensionCompact.HANDLER, new Variant(Bug.LOOP_NEST_3))),
                Mutant.of("dimi-sign-extends", "C.B.DIMI sign-extends imm8: 255 becomes 65535",
                        List.of("C.B.DIMI state_effects[0]"),
                        handler(BindBlockDimensionCompact.HANDLER, new Variant(Bug.SIGN_EXTENDED))));
    }

    private enum Bug {
        OWN_PRESENCE, FOUR_BYTES, LOOP_NEST_3, SIGN_EXTENDED
    }

    /** C.B.DIMI with one bug. */
    private record Variant(Bug bug) implements Semantics {

        @Override
        public Retirement execute(Decoded word, Machine machine) {
            int index = word.field("LoopNest");
            if (index == 3) {
                return Retirement.RETIRED;
            }
            int imm8 = word.field("imm8");
            long value = bug == Bug.SIGN_EXTENDED ? (byte) imm8 : imm8;
            if (bug == Bug.OWN_PRESENCE && machine.block().isHeaderOpen()) {
                machine.block().writeLoopBound(index, (int) (value & 0xFFFF));
            } else {
                LoopBoundWrite.write("C.B.DIMI", index, value, machine);
            }
            if (bug == Bug.FOUR_BYTES) {
                machine.advanceTpc(2);
            }
            return Retirement.RETIRED;
        }

        /** Only the LoopNest-3 variant lets the reserved code through to {@link #execute}. */
        @Override
        public String constraintViolation(Decoded word) {
            return bug == Bug.LOOP_NEST_3 ? null : word.constraintViolation();
        }

        @Override
        public Kind kind() {
            return Kind.HEADER_COMMAND;
        }
    }
}
