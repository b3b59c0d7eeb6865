package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.Words.*;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pto.avs.device.DeviceException;
import org.pto.avs.mutant.Program;
import org.pto.avs.mutant.Witness;
import org.pto.avs.mutant.Witness.Part;
import org.pto.avs.mutant.WitnessCheck;

/**
 * Each extent mutant copies a tile whose valid region is narrower and shorter than the tile otherwise: a TLOAD of
 * 2 of 3 U64 columns in 2 rows from counting GM bytes shows it in the payload, a TSTORE of the 2 x 2 valid region
 * of a 3 x 3 U64 tile over GM of 0xEE shows it in GM.
 */
public class ExtentMutantsTest {

    public static List<Witness> witnesses() {
        byte[] counting = new byte[256];
        for (int i = 0; i < counting.length; i++) {
            counting[i] = (byte) (i + 1);
        }
        Program load = Program.of(TLOAD_U64, dim(0, 0, 2), dim(1, 0, 2), dim(2, 0, 3), bios(1, 1, 1), BSTOP)
                .withGm(0, counting);
        Program store = Program.of(TSTORE_U64, bios(4, 0, 7), BSTOP).withStoredTile(4, 3, 3, 2, 2);
        return List.of(
                Witness.of("tload-copies-whole-rows", Part.SHARED, load),
                Witness.of("tstore-writes-whole-rows", Part.GM, store),
                // A one-row tile of 3 U64 columns, 2 valid: every row is valid.
                Witness.of(
                        "tstore-writes-whole-rows-when-every-row-is-valid",
                        Part.GM,
                        Program.of(TSTORE_U64, bios(4, 0, 7), BSTOP).withStoredTile(4, 1, 3, 1, 2)),
                Witness.of("tload-reads-one-byte-late", Part.SHARED, load),
                Witness.of("tstore-writes-one-byte-late", Part.GM, store),
                Witness.of("tload-reads-one-byte-early", Part.SHARED, load),
                Witness.of("tstore-writes-one-byte-early", Part.GM, store),
                Witness.of("tload-skips-first-row", Part.SHARED, load),
                Witness.of("tstore-skips-last-row", Part.GM, store),
                Witness.of("tload-payload-stride-valid-columns", Part.SHARED, load),
                Witness.of("tstore-payload-stride-valid-columns", Part.GM, store),
                Witness.of("dense-gm-stride-valid-columns", Part.SHARED, load),
                Witness.of("tstore-writes-all-rows", Part.GM, store),
                Witness.of("tstore-skips-first-row", Part.GM, store));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("witnesses")
    void eachMutantObservesSomethingTheReferenceDoesNot(Witness witness) throws DeviceException {
        WitnessCheck.assertDiffers(witness);
    }
}
