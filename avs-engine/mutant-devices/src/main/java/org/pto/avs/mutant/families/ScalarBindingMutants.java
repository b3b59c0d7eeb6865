package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.families.Changes.handler;

import java.util.List;
import org.pto.avs.device.ScalarBinding;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.instruction.bior.BindBundleScalarIO;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;
import org.pto.avs.mutant.definition.ModelChange;
import org.pto.avs.mutant.definition.Mutant;

/** B.IOR's record and its rules read otherwise (operands page section 3). */
public final class ScalarBindingMutants {

    private ScalarBindingMutants() {
    }

    public static List<Mutant> mutants() {
        return List.of(
                Mutant.of("ior-base-and-stride-swapped", "B.IOR records RegSrc0 and RegSrc1 swapped: TLOAD and TSTORE"
                        + " take the stride for the base", List.of("B.IOR state_effects[1]"), variant(Bug.SWAPPED)),
                Mutant.of("ior-base-ignored", "B.IOR records R0 for RegSrc0: TLOAD and TSTORE use GM base 0",
                        List.of("B.IOR state_effects[1]"), variant(Bug.NO_BASE)),
                Mutant.of("ior-second-overwrites", "A second B.IOR replaces the first instead of"
                        + " Fault_BundleControl", List.of("B.IOR exceptions[1]", "B.IOR block_composition[0]"),
                        variant(Bug.OVERWRITES)),
                Mutant.of("ior-accepted-outside-a-header", "B.IOR is accepted with no active block or after the"
                        + " body began", List.of("B.IOR legality[1]", "B.IOR exceptions[1]"), variant(Bug.ANYWHERE)));
    }

    private static ModelChange variant(Bug bug) {
        return handler(BindBundleScalarIO.HANDLER, new Variant(bug));
    }

    private enum Bug {
        SWAPPED, NO_BASE, OVERWRITES, ANYWHERE
    }

    /** B.IOR with one bug. */
    private record Variant(Bug bug) implements Semantics {

        @Override
        public Retirement execute(Decoded word, Machine machine) {
            Block block = machine.block();
            if (bug != Bug.ANYWHERE && !block.isHeaderOpen()) {
                throw Fault.bundleControl("B.IOR needs an open block header");
            }
            if (bug != Bug.OVERWRITES && block.scalarBinding() != null) {
                throw Fault.bundleControl("the block already has a B.IOR record");
            }
            int src0 = word.field("RegSrc0");
            int src1 = word.field("RegSrc1");
            block.recordScalarBinding(new ScalarBinding(word.field("RegDst"), bug == Bug.SWAPPED ? src1
                    : bug == Bug.NO_BASE ? 0 : src0, bug == Bug.SWAPPED ? src0 : src1, word.field("RegSrc2")));
            return Retirement.RETIRED;
        }

        @Override
        public Kind kind() {
            return Kind.HEADER_COMMAND;
        }
    }
}
