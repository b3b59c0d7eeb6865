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

/** Each transfer mutant checks a TLOAD tile or writes a TSTORE's GM otherwise. */
public class TransferMutantsTest {

    public static List<Witness> witnesses() {
        Program store = Program.of(TSTORE_U64, bios(4, 0, 7), BSTOP).withStoredTile(4, 2, 3);
        return List.of(
                // 1 x 32 U64 = 256 B into an all-PE 128 B destination: the reference faults at commit.
                Witness.of(
                        "shape-check-capacity-times-pe-count",
                        Part.STEPS,
                        Program.of(
                                TLOAD_U64,
                                dim(0, 0, 32),
                                dim(1, 0, 1),
                                dim(2, 0, 32),
                                bios(1, 1, 7),
                                initLast(1),
                                BSTOP)),
                Witness.of("tstore-writes-nothing", Part.GM, store),
                Witness.of("tstore-writes-whole-capacity", Part.GM, store),
                Witness.of("tstore-wrong-base", Part.GM, store));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("witnesses")
    void eachMutantObservesSomethingTheReferenceDoesNot(Witness witness) throws DeviceException {
        WitnessCheck.assertDiffers(witness);
    }
}
