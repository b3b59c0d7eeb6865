package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.families.Changes.binder;
import static org.pto.avs.mutant.families.Changes.binderStep;
import static org.pto.avs.mutant.families.Changes.referenceStep;

import java.util.List;
import java.util.function.ToIntFunction;
import org.apiguardian.api.API;
import org.pto.avs.device.Binding;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Decoded;
import org.pto.avs.isa.Field;
import org.pto.avs.model.instruction.bios.BindBundleSharedIO;
import org.pto.avs.model.instruction.bios.SharedBinderCheck;
import org.pto.avs.model.instruction.bios.SharedBinderOperands;
import org.pto.avs.model.instruction.bios.SharedBinderStep;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.mutant.definition.ModelChange;
import org.pto.avs.mutant.definition.Mutant;

/** B.IOS reading SharedTileID or SizeCode wrongly (legality[0], legality[1], defaults[0], exceptions[0]). */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class FieldMutants {

    private static final String SIZE_CODE = Catalog.standard().profile().sizeCodeField();
    private static final String SHARED_TILE_ID = "SharedTileID";

    private FieldMutants() {}

    public static List<Mutant> mutants() {
        SharedBinderStep sizeCodeCheck = referenceStep(SharedBinderCheck.SIZE_CODE);
        SharedBinderStep noOp = referenceStep(SharedBinderCheck.NO_OP);
        return List.of(
                Mutant.of(
                        "shared-id-five-bits",
                        "SharedTileID keeps only its low five bits, so S32..S63 alias S0..S31",
                        List.of("legality[0]"),
                        sharedIdReadAs(word -> word.field(SHARED_TILE_ID) & 0x1F)),
                Mutant.of(
                        "shared-id-one-bit-high",
                        "SharedTileID is read from w[26:21] instead of w[25:20]",
                        List.of("legality[0]"),
                        sharedIdReadAs(FieldMutants::sharedIdOneBitHigh)),
                Mutant.of(
                        "s0-means-absent",
                        "SharedTileID 0 is taken to mean no register, so S0 never binds",
                        List.of("field_zero_meanings.SharedTileID", "defaults[0]"),
                        binderStep(SharedBinderCheck.NO_OP, attempt -> {
                            // S0 ends the word like a PEMode-000 no-op: nothing recorded, the range group closed.
                            if (attempt.candidate().sharedId() == 0) {
                                attempt.block().closeRangeGroup();
                                return true;
                            }
                            return noOp.finishes(attempt);
                        })),
                Mutant.of(
                        "reserved-size-codes-accepted",
                        "SizeCode 13..15 are not checked and bind as destinations",
                        List.of("exceptions[0]", "legality[1]", "defaults[0]"),
                        binderStep(SharedBinderCheck.SIZE_CODE, attempt -> false)),
                Mutant.of(
                        "size-code-13-accepted",
                        "the SizeCode range check is off by one and accepts 13",
                        List.of("exceptions[0]", "legality[1]"),
                        binderStep(
                                SharedBinderCheck.SIZE_CODE,
                                attempt -> sizeCode(attempt.word()) != 13 && sizeCodeCheck.finishes(attempt))),
                Mutant.of(
                        "size-code-12-rejected",
                        "the SizeCode range check is off by one and rejects 12 (256 KiB)",
                        List.of("legality[1]", "defaults[0]"),
                        binderStep(SharedBinderCheck.SIZE_CODE, attempt -> {
                            if (sizeCode(attempt.word()) == 12) {
                                throw Fault.illegalInstruction("SizeCode 12 is not one-of 0..11");
                            }
                            return sizeCodeCheck.finishes(attempt);
                        })));
    }

    private static int sizeCode(Decoded word) {
        return word.field(SIZE_CODE);
    }

    /** The reference B.IOS reading its SharedTileID with {@code sharedId}. */
    private static ModelChange sharedIdReadAs(ToIntFunction<Decoded> sharedId) {
        SharedBinderOperands operands = (word, machine) -> {
            Binding read = SharedBinderOperands.STANDARD.read(word, machine);
            return new Binding(sharedId.applyAsInt(word), read.sizeCode(), read.mask(), false);
        };
        return binder(BindBundleSharedIO.reference().withOperands(operands));
    }

    private static int sharedIdOneBitHigh(Decoded word) {
        Field field = word.form().field(SHARED_TILE_ID).orElseThrow();
        int lsb = field.pieces().get(0).instructionLsb() + 1;
        return (int) ((word.word() >>> lsb) & field.maxValue());
    }
}
