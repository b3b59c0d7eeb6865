package org.pto.avs.mutant.families;

import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import org.apiguardian.api.API;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Decoded;
import org.pto.avs.isa.Decoder;
import org.pto.avs.isa.Form;
import org.pto.avs.isa.TileOperationTable;
import org.pto.avs.model.SemanticsRegistry;
import org.pto.avs.model.block.BlockEnd;
import org.pto.avs.model.block.BlockStart;
import org.pto.avs.model.block.TileElementwiseStart;
import org.pto.avs.model.commit.BlockCommit;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;
import org.pto.avs.mutant.definition.ModelChange;
import org.pto.avs.mutant.definition.Mutant;

/**
 * The block boundaries done wrongly: a form PTO reserves executed, a TEPL selector or a DataType the table or the
 * constraint refuses accepted, a constraint of a block start the reference does not execute left unchecked (the word
 * it refuses retires), a bit of BSTART.STD not compared, BSTOP with no block.
 */
@API(status = API.Status.INTERNAL, since = "0.2")
public final class LifecycleMutants {

    private static final String STANDARD_START = "BSTART.STD";

    private LifecycleMutants() {}

    public static List<Mutant> mutants() {
        return List.of(
                Mutant.of(
                        "reserved-forms-executed",
                        "ERCOV, ESAVE and XB are executed as no-ops (TPC advances) instead of"
                                + " Fault_IllegalInstruction",
                        List.of("ERCOV legality[0]", "ESAVE legality[0]", "XB legality[0]"),
                        LifecycleMutants::reservedFormsExecuted),
                Mutant.of(
                        "tepl-unassigned-selector-accepted",
                        "BSTART.TEPL does not look its Mode:Function selector up: an unassigned one opens a block",
                        List.of("BSTART.TEPL legality[1]", "BSTART.TEPL exceptions[0]"),
                        tepl(TileElementwiseStart.operation(everySelectorAssigned()), false)),
                Mutant.of(
                        "tepl-data-type-none-accepted",
                        "BSTART.TEPL takes DataType 31 (none, which B.DATR admits) as assigned and opens a block",
                        List.of("BSTART.TEPL legality[0]", "BSTART.TEPL exceptions[0]"),
                        tepl(TileElementwiseStart.operation(), true)),
                Mutant.of(
                        "c-bstart-fp-br-type-unchecked",
                        "C.BSTART.FP's BrType is not checked: BrType 0, 2, 3, 4 and 6 retire as no-ops (TPC"
                                + " advances) instead of Fault_IllegalInstruction",
                        List.of("C.BSTART.FP legality[0]"),
                        unchecked("C.BSTART.FP")),
                Mutant.of(
                        "c-bstart-std-br-type-unchecked",
                        "C.BSTART.STD's BrType is not checked: BrType 2, 3, 4 and 6 retire as no-ops (TPC advances)"
                                + " instead of Fault_IllegalInstruction",
                        List.of("C.BSTART.STD legality[0]"),
                        unchecked("C.BSTART.STD")),
                Mutant.of(
                        "bstart-sys-simm17-unchecked",
                        "BSTART.SYS's simm17 is not checked: a nonzero one retires as a no-op (TPC advances) instead"
                                + " of Fault_IllegalInstruction",
                        List.of("BSTART.SYS legality[0]"),
                        unchecked("BSTART.SYS")),
                Mutant.of(
                        "bstart-std-bit-14-ignored",
                        "bit 14 of BSTART.STD DIRECT is not compared: bits 14:12 = 110, which name no form, decode as"
                                + " BSTART.STD DIRECT, and such a word retires as a no-op (TPC advances) instead of"
                                + " Fault_IllegalInstruction",
                        List.of("BSTART.STD legality[0]"),
                        LifecycleMutants::bit14Ignored),
                Mutant.of(
                        "bstop-without-block-retires",
                        "BSTOP and C.BSTOP with no active block retire as no-ops",
                        List.of("BSTOP exceptions[0]"),
                        LifecycleMutants::stopWithoutBlock));
    }

    /**
     * Every word of a form PTO reserves decoded as a form the model executes, with the same id, fields and handler,
     * and executed as an instruction that does nothing: it retires and TPC advances.
     */
    private static void reservedFormsExecuted(org.pto.avs.model.ReferenceModel.Builder builder) {
        List<Form> reserved = Catalog.standard().forms().stream()
                .filter(Form::isReservedInPto)
                .toList();
        SemanticsRegistry registry = SemanticsRegistry.standard();
        for (String mnemonic : reserved.stream().map(Form::mnemonic).distinct().toList()) {
            registry = registry.withAdded(mnemonic, NO_OPERATION);
        }
        builder.semantics(registry).decorateDecoder(decoder -> (bits, lengthBits) -> {
            Decoded decoded = decoder.decode(bits, lengthBits);
            return decoded != null && decoded.form().isReservedInPto()
                    ? Decoder.decodeAs(accepted(decoded.form()), bits)
                    : decoded;
        });
    }

    /** An instruction that retires and changes nothing but TPC. */
    private static final Semantics NO_OPERATION = new Semantics() {
        @Override
        public Retirement execute(Decoded word, Machine machine) {
            return Retirement.RETIRED;
        }

        @Override
        public Kind kind() {
            return Kind.BODY;
        }
    };

    /** {@code form} as a record of an executed form: its words decode the same and run their semantics. */
    private static Form accepted(Form form) {
        return new Form(
                form.formId(),
                form.mnemonic(),
                form.asm(),
                form.encodingKind(),
                form.lengthBits(),
                form.mask(),
                form.match(),
                form.fields(),
                form.constraints(),
                form.handler(),
                form.family(),
                form.group(),
                form.summary(),
                "accepted",
                true);
    }

    /** The bundled catalog's form whose match is {@code match}. */
    private static Form form(long match, int lengthBits) {
        return Catalog.standard().forms().stream()
                .filter(f -> f.match() == match && f.lengthBits() == lengthBits)
                .findFirst()
                .orElseThrow(() -> new IllegalStateException(String.format("no form matches 0x%08X", match)));
    }

    /** The TEPL table with every reserved selector assigned too. */
    private static TileOperationTable everySelectorAssigned() {
        TileOperationTable table = Catalog.standard().teplOperations();
        SortedMap<Integer, TileOperationTable.Operation> all = new TreeMap<>(table.assigned());
        for (int selector = 0; selector < TileOperationTable.SELECTORS; selector++) {
            all.putIfAbsent(selector, new TileOperationTable.Operation(selector, "TEPL" + selector, "VEC"));
        }
        return new TileOperationTable(table.resource(), table.commit(), all);
    }

    /** BSTART.TEPL selecting with {@code selector}, its DataType constraint admitting 31 if {@code noneAdmitted}. */
    private static ModelChange tepl(org.pto.avs.model.block.OperationSelector selector, boolean noneAdmitted) {
        BlockStart start = new BlockStart(BlockCommit.reference(), selector);
        if (!noneAdmitted) {
            return builder -> builder.replaceSemantics(TileElementwiseStart.MNEMONIC, start);
        }
        return builder -> builder.replaceSemantics(TileElementwiseStart.MNEMONIC, new Semantics() {
            @Override
            public String constraintViolation(Decoded word) {
                return word.field("DataType") == 31 ? null : word.constraintViolation();
            }

            @Override
            public Retirement execute(Decoded word, Machine machine) {
                return start.execute(word, machine);
            }

            @Override
            public Kind kind() {
                return start.kind();
            }
        });
    }

    /**
     * {@code mnemonic}'s reference semantics without its catalog constraints: a word one of them refuses retires and
     * changes nothing but TPC; any other is the reference's (unsupported).
     */
    private static ModelChange unchecked(String mnemonic) {
        Semantics reference = SemanticsRegistry.standard().lookup(mnemonic).orElseThrow();
        return builder -> builder.replaceSemantics(mnemonic, new Semantics() {
            @Override
            public String constraintViolation(Decoded word) {
                return null;
            }

            @Override
            public Retirement execute(Decoded word, Machine machine) {
                return word.constraintViolation() != null ? Retirement.RETIRED : reference.execute(word, machine);
            }

            @Override
            public Kind kind() {
                return reference.kind();
            }
        });
    }

    /**
     * BSTART.STD DIRECT decoded without comparing bit 14; a word so decoded with that bit set, which the reference has
     * no form for, retires and changes nothing but TPC.
     */
    private static void bit14Ignored(org.pto.avs.model.ReferenceModel.Builder builder) {
        long bit14 = 1L << 14;
        Form direct = form(0x00002001L, 32);
        Semantics reference =
                SemanticsRegistry.standard().lookup(STANDARD_START).orElseThrow();
        builder.decorateDecoder(decoder -> new FixedBitIgnoringDecoder(decoder, direct, bit14))
                .replaceSemantics(STANDARD_START, new Semantics() {
                    @Override
                    public Retirement execute(Decoded word, Machine machine) {
                        return word.form().equals(direct) && (word.word() & bit14) != 0
                                ? Retirement.RETIRED
                                : reference.execute(word, machine);
                    }

                    @Override
                    public Kind kind() {
                        return reference.kind();
                    }
                });
    }

    /** BSTOP and C.BSTOP retiring with no active block; otherwise the reference's commit. */
    private static void stopWithoutBlock(org.pto.avs.model.ReferenceModel.Builder builder) {
        BlockEnd reference = new BlockEnd(BlockCommit.reference());
        Semantics lenient = new Semantics() {
            @Override
            public Retirement execute(Decoded word, Machine machine) {
                return machine.block().isActive() ? reference.execute(word, machine) : Retirement.RETIRED;
            }

            @Override
            public Kind kind() {
                return reference.kind();
            }
        };
        BlockEnd.MNEMONICS.forEach(mnemonic -> builder.replaceSemantics(mnemonic, lenient));
    }
}
