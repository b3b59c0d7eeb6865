package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.families.Changes.handler;

import java.util.List;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.instruction.bdim.BindBlockDimension;
import org.pto.avs.model.instruction.bdim.LoopBoundWrite;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;
import org.pto.avs.mutant.definition.ModelChange;
import org.pto.avs.mutant.definition.Mutant;

/** B.DIM's value and its order of checks read otherwise (operands page section 4). */
public final class LoopBoundMutants {

    private static final List<String> HANDLERS = List.of(BindBlockDimension.HANDLER_LB0,
            BindBlockDimension.HANDLER_LB1, BindBlockDimension.HANDLER_LB2);

    private LoopBoundMutants() {
    }

    public static List<Mutant> mutants() {
        return List.of(
                Mutant.of("dim-saturates-at-16-bits", "B.DIM keeps 65535 for a sum past 16 bits instead of its low"
                        + " 16 bits", List.of("B.DIM state_effects[0]"), each(Value.SATURATED)),
                Mutant.of("dim-ignores-the-register", "B.DIM writes uimm17 alone, without GPR[RegSrc]",
                        List.of("B.DIM state_effects[0]", "B.DIM legality[0]"), each(Value.IMMEDIATE_ONLY)),
                Mutant.of("dim-placement-before-reg-src", "B.DIM checks placement before the RegSrc constraint:"
                        + " RegSrc 24 outside a block is Fault_BundleControl", List.of("B.DIM ordering[0]",
                        "B.DIM exceptions[0]"), each(Value.PLACEMENT_FIRST)));
    }

    /** The same change for LB0, LB1 and LB2. */
    private static ModelChange each(Value value) {
        return builder -> {
            for (int index = 0; index < HANDLERS.size(); index++) {
                handler(HANDLERS.get(index), new Variant(index, value)).apply(builder);
            }
        };
    }

    private enum Value {
        SATURATED, IMMEDIATE_ONLY, PLACEMENT_FIRST
    }

    /** B.DIM with one thing read otherwise. */
    private record Variant(int index, Value value) implements Semantics {

        @Override
        public Retirement execute(Decoded word, Machine machine) {
            int register = word.field("RegSrc");
            if (value == Value.PLACEMENT_FIRST) {
                if (!machine.block().isHeaderOpen()) {
                    throw Fault.bundleControl("B.DIM needs an open block header");
                }
                if (register >= 24) {
                    throw Fault.illegalInstruction("RegSrc " + register + " is reserved");
                }
            }
            long sum = (value == Value.IMMEDIATE_ONLY ? 0 : machine.gprs().read(register)) + word.field("uimm17");
            LoopBoundWrite.write("B.DIM", index, value == Value.SATURATED ? Math.min(sum, 0xFFFF) : sum, machine);
            return Retirement.RETIRED;
        }

        /** The placement-first variant checks RegSrc itself, after placement. */
        @Override
        public String constraintViolation(Decoded word) {
            return value == Value.PLACEMENT_FIRST ? null : word.constraintViolation();
        }

        @Override
        public Kind kind() {
            return Kind.HEADER_COMMAND;
        }
    }
}
