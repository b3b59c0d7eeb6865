package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.families.Changes.binder;

import java.util.List;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Decoded;
import org.pto.avs.isa.Field;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.block.BindBundleSharedIO;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.mutant.Mutant;

/** B.IOS reading SharedTileID or SizeCode wrongly (legality[0], legality[1], defaults[0], exceptions[0]). */
public final class FieldMutants {

    private static final String SIZE_CODE = Catalog.standard().profile().sizeCodeField();
    private static final String SHARED_TILE_ID = "SharedTileID";

    private FieldMutants() {
    }

    public static List<Mutant> mutants() {
        return List.of(
                Mutant.of("shared-id-five-bits", "SharedTileID keeps only its low five bits, so S32..S63 alias S0..S31",
                        List.of("legality[0]"), binder(new FiveBitSharedId())),
                Mutant.of("shared-id-one-bit-high", "SharedTileID is read from w[26:21] instead of w[25:20]",
                        List.of("legality[0]"), binder(new SharedIdOneBitHigh())),
                Mutant.of("s0-means-absent", "SharedTileID 0 is taken to mean no register, so S0 never binds",
                        List.of("field_zero_meanings.SharedTileID", "defaults[0]"), binder(new S0MeansAbsent())),
                Mutant.of("reserved-size-codes-accepted", "SizeCode 13..15 are not checked and bind as destinations",
                        List.of("exceptions[0]", "legality[1]", "defaults[0]"), binder(new ReservedSizeCodesAccepted())),
                Mutant.of("size-code-13-accepted", "the SizeCode range check is off by one and accepts 13",
                        List.of("exceptions[0]", "legality[1]"), binder(new SizeCode13Accepted())),
                Mutant.of("size-code-12-rejected", "the SizeCode range check is off by one and rejects 12 (256 KiB)",
                        List.of("legality[1]", "defaults[0]"), binder(new SizeCode12Rejected())));
    }

    static final class FiveBitSharedId extends BindBundleSharedIO {
        @Override
        protected int sharedId(Decoded word) {
            return super.sharedId(word) & 0x1F;
        }
    }

    static final class SharedIdOneBitHigh extends BindBundleSharedIO {
        @Override
        protected int sharedId(Decoded word) {
            Field field = word.form().field(SHARED_TILE_ID).orElseThrow();
            int lsb = field.pieces().get(0).instructionLsb() + 1;
            return (int) ((word.word() >>> lsb) & field.maxValue());
        }
    }

    static final class S0MeansAbsent extends BindBundleSharedIO {
        @Override
        public Retirement execute(Decoded word, Machine machine) {
            if (sharedId(word) == 0) {
                machine.block().closeRangeGroup();
                return Retirement.RETIRED;
            }
            return super.execute(word, machine);
        }
    }

    static final class ReservedSizeCodesAccepted extends BindBundleSharedIO {
        @Override
        public String constraintViolation(Decoded word) {
            return null;
        }
    }

    static final class SizeCode13Accepted extends BindBundleSharedIO {
        @Override
        public String constraintViolation(Decoded word) {
            return word.field(SIZE_CODE) == 13 ? null : super.constraintViolation(word);
        }
    }

    static final class SizeCode12Rejected extends BindBundleSharedIO {
        @Override
        public String constraintViolation(Decoded word) {
            return word.field(SIZE_CODE) == 12 ? "SizeCode 12 is not one-of 0..11" : super.constraintViolation(word);
        }
    }
}
