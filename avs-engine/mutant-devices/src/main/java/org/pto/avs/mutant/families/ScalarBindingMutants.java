package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.families.Changes.semantics;
import static org.pto.avs.mutant.families.Changes.transfers;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.instruction.bior.BindBundleScalarIO;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.machine.ScalarBinding;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;
import org.pto.avs.mutant.definition.ModelChange;
import org.pto.avs.mutant.definition.Mutant;

/**
 * B.IOR's record, its rules, and what TLOAD and TSTORE make of the record at commit, read otherwise (operands page
 * section 3).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class ScalarBindingMutants {

    private ScalarBindingMutants() {}

    public static List<Mutant> mutants() {
        return List.of(
                Mutant.of(
                        "ior-base-and-stride-swapped",
                        "B.IOR records RegSrc0 and RegSrc1 swapped: TLOAD and TSTORE" + " take the stride for the base",
                        List.of("B.IOR state_effects[0]", "B.IOR state_effects[1]"),
                        variant(Bug.SWAPPED)),
                Mutant.of(
                        "ior-stride-in-elements",
                        "TLOAD and TSTORE count the B.IOR row stride in elements instead" + " of bytes",
                        List.of("B.IOR state_effects[1]"),
                        transfers(RecordReadAtCommit.everyTransfer(ScalarBindingMutants::strideInElements))),
                Mutant.of(
                        "ior-base-ignored",
                        "TLOAD and TSTORE ignore the B.IOR base and read or write GM from 0",
                        List.of("B.IOR state_effects[1]"),
                        transfers(RecordReadAtCommit.everyTransfer(ScalarBindingMutants::baseZero))),
                Mutant.of(
                        "ior-zero-stride-ignored",
                        "a B.IOR whose row stride reads zero counts as none: TLOAD and"
                                + " TSTORE use GM base 0 and the dense stride",
                        List.of("B.IOR field_zero_meanings.RegSrc1", "B.IOR state_effects[1]"),
                        transfers(RecordReadAtCommit.everyTransfer(ScalarBindingMutants::noneForZeroStride))),
                Mutant.of(
                        "ior-absent-record-reads-as-r0",
                        "a block without a B.IOR commits as if it named R0 in every"
                                + " field: TLOAD and TSTORE use a zero row stride",
                        List.of("B.IOR defaults[0]"),
                        transfers(RecordReadAtCommit.everyTransfer(ScalarBindingMutants::r0ForNone))),
                Mutant.of(
                        "ior-all-r0-is-no-record",
                        "a B.IOR naming R0 in every field records nothing, as if the" + " block had none",
                        List.of(
                                "B.IOR field_zero_meanings.RegDst",
                                "B.IOR field_zero_meanings.RegSrc0",
                                "B.IOR field_zero_meanings.RegSrc2",
                                "B.IOR state_effects[0]"),
                        variant(Bug.ALL_R0_OMITTED)),
                Mutant.of(
                        "ior-reserved-selectors-name-r0",
                        "B.IOR accepts selectors 24..31 and records them as R0",
                        List.of("B.IOR legality[0]", "B.IOR exceptions[0]"),
                        variant(Bug.RESERVED_AS_R0)),
                Mutant.of(
                        "ior-second-overwrites",
                        "A second B.IOR replaces the first instead of" + " Fault_BundleControl",
                        List.of("B.IOR exceptions[1]", "B.IOR block_composition[0]", "B.IOR legality[1]"),
                        variant(Bug.OVERWRITES)),
                Mutant.of(
                        "ior-accepted-outside-a-header",
                        "B.IOR is accepted with no active block or after the" + " body began",
                        List.of("B.IOR legality[1]", "B.IOR exceptions[1]"),
                        variant(Bug.ANYWHERE)));
    }

    /** The stride register's value times the element size, handed over in a borrowed register. */
    private static ScalarBinding strideInElements(ScalarBinding recorded, Machine machine, int elementBytes) {
        if (recorded == null) {
            return null;
        }
        int borrowed = recorded.regSrc0() == ScalarBinding.REGISTERS - 1
                ? ScalarBinding.REGISTERS - 2
                : ScalarBinding.REGISTERS - 1;
        machine.gprs().write(borrowed, machine.gprs().read(recorded.regSrc1()) * elementBytes);
        return new ScalarBinding(recorded.regDst(), recorded.regSrc0(), borrowed, recorded.regSrc2());
    }

    /** R0 for the base: it reads zero. */
    private static ScalarBinding baseZero(ScalarBinding recorded, Machine machine, int elementBytes) {
        return recorded == null
                ? null
                : new ScalarBinding(recorded.regDst(), 0, recorded.regSrc1(), recorded.regSrc2());
    }

    private static ScalarBinding noneForZeroStride(ScalarBinding recorded, Machine machine, int elementBytes) {
        return recorded == null || machine.gprs().read(recorded.regSrc1()) == 0 ? null : recorded;
    }

    private static ScalarBinding r0ForNone(ScalarBinding recorded, Machine machine, int elementBytes) {
        return recorded == null ? new ScalarBinding(0, 0, 0, 0) : recorded;
    }

    private static ModelChange variant(Bug bug) {
        return semantics(BindBundleScalarIO.MNEMONIC, new Variant(bug));
    }

    private enum Bug {
        SWAPPED,
        ALL_R0_OMITTED,
        RESERVED_AS_R0,
        OVERWRITES,
        ANYWHERE
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
            ScalarBinding record = new ScalarBinding(
                    selector(word, "RegDst"),
                    selector(word, "RegSrc0"),
                    selector(word, "RegSrc1"),
                    selector(word, "RegSrc2"));
            if (bug == Bug.SWAPPED) {
                record = new ScalarBinding(record.regDst(), record.regSrc1(), record.regSrc0(), record.regSrc2());
            }
            if (bug != Bug.ALL_R0_OMITTED || !record.equals(new ScalarBinding(0, 0, 0, 0))) {
                block.recordScalarBinding(record);
            }
            return Retirement.RETIRED;
        }

        private int selector(Decoded word, String field) {
            int value = word.field(field);
            return bug == Bug.RESERVED_AS_R0 && value >= ScalarBinding.REGISTERS ? 0 : value;
        }

        /** The reserved-selector variant lets 24..31 through to {@link #execute}. */
        @Override
        public String constraintViolation(Decoded word) {
            return bug == Bug.RESERVED_AS_R0 ? null : word.constraintViolation();
        }

        @Override
        public Kind kind() {
            return Kind.HEADER_COMMAND;
        }
    }
}
