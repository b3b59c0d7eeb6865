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

/** Each profile mutant expands a mask, sizes an object, fills the pool or the stream otherwise. */
public class ProfileMutantsTest {

    public static List<Witness> witnesses() {
        return List.of(
                Witness.of("pe-mode-table-off-by-one", Part.BINDINGS, Program.of(TADD_FP64, bios(1, 0, 1))),
                Witness.of("pe-mode-pe0-low-bit", Part.BINDINGS, Program.of(TADD_FP64, bios(1, 0, 1))),
                Witness.of("pe-mode-code-as-mask", Part.BINDINGS, Program.of(TADD_FP64, bios(1, 0, 1))),
                Witness.of("capacity-exponent-off-by-one", Part.SHARED, Program.loadBlock(TLOAD_U64, bios(1, 1, 1))),
                Witness.of(
                        "pool-sized-per-pe",
                        Part.STEPS,
                        Program.loadBlock(TLOAD_S64, bios(6, 1, 4)).withShared(5, "1100", 262144)),
                Witness.of(
                        "five-stream-slots",
                        Part.STEPS,
                        Program.of(
                                TADD_FP64, bios(0, 0, 7), bios(1, 0, 7), bios(2, 0, 7), bios(3, 0, 7), bios(4, 0, 7))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("witnesses")
    void eachMutantObservesSomethingTheReferenceDoesNot(Witness witness) throws DeviceException {
        WitnessCheck.assertDiffers(witness);
    }
}
