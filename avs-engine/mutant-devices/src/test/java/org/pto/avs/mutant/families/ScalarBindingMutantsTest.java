package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.Words.BSTOP;
import static org.pto.avs.mutant.Words.TADD_FP64;
import static org.pto.avs.mutant.Words.TSTORE_U64;
import static org.pto.avs.mutant.Words.bior;
import static org.pto.avs.mutant.Words.bios;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pto.avs.device.DeviceException;
import org.pto.avs.model.machine.ScalarBinding;
import org.pto.avs.mutant.Program;
import org.pto.avs.mutant.Witness;
import org.pto.avs.mutant.Witness.Part;
import org.pto.avs.mutant.WitnessCheck;

/**
 * Each B.IOR mutant records, decides a word, or has a TSTORE write GM otherwise than the reference. The TSTORE
 * stores a 2 x 3 U64 tile (24-byte rows) from S4; R2 = 64 is a base and R3 = 32 a row stride in bytes.
 */
public class ScalarBindingMutantsTest {

    private static final Map<Integer, Long> BASE_AND_STRIDE = Map.of(2, 64L, 3, 32L);

    public static List<Witness> witnesses() {
        return List.of(
                Witness.of(
                        "ior-base-and-stride-swapped",
                        Part.record(ScalarBinding.RECORD),
                        Program.of(TADD_FP64, bior(0, 2, 3, 0))),
                // Row 1 at 64 + 32 B; counted in U64 elements it lies at 64 + 256 B, outside the observed window.
                Witness.of("ior-stride-in-elements", Part.GM, store(bior(0, 2, 3, 0))),
                Witness.of("ior-base-ignored", Part.GM, store(bior(0, 2, 3, 0))),
                // A zero stride writes both rows at 64; taken as no B.IOR they land densely at 0.
                Witness.of("ior-zero-stride-ignored", Part.GM, store(bior(0, 2, 0, 0))),
                // No B.IOR: dense rows at 0 and 24; read as R0 both land at 0.
                Witness.of(
                        "ior-absent-record-reads-as-r0",
                        Part.GM,
                        Program.of(TSTORE_U64, bios(4, 0, 7), BSTOP).withStoredTile(4, 2, 3)),
                Witness.of(
                        "ior-all-r0-is-no-record",
                        Part.record(ScalarBinding.RECORD),
                        Program.of(TADD_FP64, bior(0, 0, 0, 0))),
                // Outside a block: the reserved selector is Fault_IllegalInstruction before placement is checked.
                Witness.of("ior-reserved-selectors-name-r0", Part.STEPS, Program.of(bior(24, 0, 0, 0))),
                Witness.of(
                        "ior-second-overwrites", Part.STEPS, Program.of(TADD_FP64, bior(0, 2, 0, 0), bior(0, 3, 0, 0))),
                Witness.of("ior-accepted-outside-a-header", Part.STEPS, Program.of(bior(0, 0, 0, 0))));
    }

    /** TSTORE of S4 with the B.IOR {@code record}, R2 and R3 preset. */
    private static Program store(int record) {
        return Program.of(TSTORE_U64, bios(4, 0, 7), record, BSTOP)
                .withStoredTile(4, 2, 3)
                .withGprs(BASE_AND_STRIDE);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("witnesses")
    void eachMutantObservesSomethingTheReferenceDoesNot(Witness witness) throws DeviceException {
        WitnessCheck.assertDiffers(witness);
    }
}
