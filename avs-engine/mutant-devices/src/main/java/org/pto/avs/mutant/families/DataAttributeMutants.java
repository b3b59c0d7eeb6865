package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.families.Changes.blockStarts;
import static org.pto.avs.mutant.families.Changes.semantics;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apiguardian.api.API;
import org.pto.avs.device.Observation;
import org.pto.avs.isa.Constraint;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.instruction.bdatr.SetBundleDataAttributes;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.DataAttributes;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;
import org.pto.avs.mutant.definition.ModelChange;
import org.pto.avs.mutant.definition.Mutant;

/**
 * B.DATR and the data attribute state done wrongly: placement, the once-per-block rule, the DataType a BSTART sets,
 * the reset pad, which codes are refused and when, and the fields latched.
 */
@API(status = API.Status.INTERNAL, since = "0.2")
public final class DataAttributeMutants {

    private static final String DATA_TYPE = "DataType";
    private static final String LAYOUT = "Layout";

    private DataAttributeMutants() {}

    public static List<Mutant> mutants() {
        return List.of(
                Mutant.of(
                        "datr-placement-ignores-body",
                        "B.DATR is accepted after the block body began",
                        List.of("B.DATR exceptions[0]", "B.DATR block_composition[0]"),
                        datr(new Latch(false, false, false))),
                Mutant.of(
                        "datr-duplicate-accepted",
                        "a second B.DATR in a block replaces the first",
                        List.of("B.DATR exceptions[1]", "B.DATR block_composition[0]"),
                        datr(new Latch(true, true, false))),
                Mutant.of(
                        "datr-sat-canonicalize-swapped",
                        "B.DATR latches Sat as canonicalize and Canonicalize as sat",
                        List.of("B.DATR state_effects[0]"),
                        datr(new Latch(true, false, true))),
                Mutant.of(
                        "data-type-from-the-previous-block",
                        "a BSTART sets data_type to the DataType of the block before it (none after reset or a"
                                + " BSTOP), not its own",
                        List.of("B.DATR defaults[0]"),
                        blockStarts(PreviousDataType::new)),
                Mutant.reporting(
                        "datr-reset-pad-zero",
                        "without a B.DATR the data_attributes record holds pad 0 (Zero) instead of 3 (Null)",
                        List.of("B.DATR defaults[0]", "B.DATR defaults[1]"),
                        DataAttributeMutants::padZeroWithoutRecord),
                Mutant.of(
                        "datr-data-type-checked-after-placement",
                        "a reserved DataType is checked after placement: with no block it raises Fault_BundleControl",
                        List.of("B.DATR legality[0]"),
                        datr(new DataTypeAfterPlacement())),
                Mutant.of(
                        "datr-layout-unchecked",
                        "Layout is not checked: a reserved Layout code is latched",
                        List.of("B.DATR legality[1]"),
                        datr(new Refusing(Set.of(LAYOUT), Set.of()))),
                Mutant.of(
                        "datr-rmode-5-and-6-refused",
                        "RMode 5 and 6 raise Fault_IllegalInstruction, as the scalar rounding-mode encoding reserves"
                                + " them",
                        List.of("B.DATR legality[2]"),
                        datr(new Refusing(Set.of(), Set.of(5, 6)))));
    }

    private static ModelChange datr(Semantics replacement) {
        return semantics(SetBundleDataAttributes.MNEMONIC, replacement);
    }

    /** The record the reference latches for {@code word}, Sat and Canonicalize swapped if {@code swapped}. */
    private static DataAttributes recordOf(Decoded word, boolean swapped) {
        boolean sat = word.field("Sat") != 0;
        boolean canonicalize = word.field("Canonicalize") != 0;
        return new DataAttributes(
                true,
                word.field(DATA_TYPE),
                word.field(LAYOUT),
                word.field("PadValueOrByteId"),
                word.field("CMode"),
                word.field("RMode"),
                swapped ? canonicalize : sat,
                swapped ? sat : canonicalize);
    }

    /**
     * B.DATR whose placement asks only for an active block unless {@code headerOnly}, which takes a second B.DATR if
     * {@code replaces}, and latches Sat and Canonicalize swapped if {@code swapped}.
     */
    private record Latch(boolean headerOnly, boolean replaces, boolean swapped) implements Semantics {

        @Override
        public Retirement execute(Decoded word, Machine machine) {
            Block block = machine.block();
            if (headerOnly ? !block.isHeaderOpen() : !block.isActive()) {
                throw Fault.bundleControl("B.DATR needs an open block header");
            }
            if (!replaces && block.dataAttributes().present()) {
                throw Fault.bundleControl("the block already has a B.DATR record " + block.dataAttributes());
            }
            block.recordDataAttributes(recordOf(word, swapped));
            return Retirement.RETIRED;
        }

        @Override
        public Kind kind() {
            return Kind.HEADER_COMMAND;
        }
    }

    /** B.DATR that checks its catalog constraints but those on {@code unchecked}, and refuses {@code refusedRModes}. */
    private record Refusing(Set<String> unchecked, Set<Integer> refusedRModes) implements Semantics {

        private static final Semantics REFERENCE = new SetBundleDataAttributes();

        @Override
        public String constraintViolation(Decoded word) {
            for (Constraint constraint : word.form().constraints()) {
                long value = word.field(constraint.field());
                if (!unchecked.contains(constraint.field()) && !constraint.admits(value)) {
                    return constraint.explain(value);
                }
            }
            int rMode = word.field("RMode");
            return refusedRModes.contains(rMode) ? "RMode " + rMode + " is reserved" : null;
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

    /** B.DATR that checks placement before its DataType; its other constraints stay first. */
    private record DataTypeAfterPlacement() implements Semantics {

        private static final Semantics REFERENCE = new SetBundleDataAttributes();
        private static final Semantics OTHERS = new Refusing(Set.of(DATA_TYPE), Set.of());

        @Override
        public String constraintViolation(Decoded word) {
            return OTHERS.constraintViolation(word);
        }

        @Override
        public Retirement execute(Decoded word, Machine machine) {
            if (!machine.block().isHeaderOpen()) {
                throw Fault.bundleControl("B.DATR needs an open block header");
            }
            String violation = word.constraintViolation();
            if (violation != null) {
                throw Fault.illegalInstruction(violation);
            }
            return REFERENCE.execute(word, machine);
        }

        @Override
        public Kind kind() {
            return Kind.HEADER_COMMAND;
        }
    }

    /** A BSTART that installs the data type the state held before it, not the one it carries. */
    private record PreviousDataType(Semantics start) implements Semantics {

        @Override
        public Retirement execute(Decoded word, Machine machine) {
            int previous = machine.block().dataAttributes().dataType();
            Retirement retirement = start.execute(word, machine);
            if (retirement == Retirement.RETIRED) {
                machine.block().recordDataAttributes(DataAttributes.RESET.withDataType(previous));
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
        public Kind kind() {
            return start.kind();
        }
    }

    /** The data_attributes record reported with pad 0 whenever no B.DATR wrote it. */
    private static Observation padZeroWithoutRecord(Observation observed) {
        if (!(observed.record(DataAttributes.RECORD) instanceof Map<?, ?> record)
                || !Boolean.FALSE.equals(record.get("present"))) {
            return observed;
        }
        Map<String, Object> fields = new LinkedHashMap<>();
        record.forEach((name, value) -> fields.put((String) name, value));
        fields.put("pad", 0L);
        return observed.withRecord(DataAttributes.RECORD, fields);
    }
}
