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

/** Each zero-mask mutant records or faults where PEMode 000 is a strict no-op. */
public class ZeroMaskMutantsTest {

    public static List<Witness> witnesses() {
        return List.of(
                Witness.of("zero-mask-binds", Part.BINDINGS, Program.of(TADD_FP64, bios(9, 1, 0))),
                Witness.of(
                        "zero-mask-duplicate-checked", Part.STEPS, Program.of(TADD_FP64, bios(9, 0, 7), bios(9, 1, 0))),
                Witness.of(
                        "zero-mask-stream-limit-checked",
                        Part.STEPS,
                        Program.of(
                                TADD_FP64, bios(0, 0, 7), bios(1, 0, 7), bios(2, 0, 7), bios(3, 0, 7), bios(9, 1, 0))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("witnesses")
    void eachMutantObservesSomethingTheReferenceDoesNot(Witness witness) throws DeviceException {
        WitnessCheck.assertDiffers(witness);
    }
}
