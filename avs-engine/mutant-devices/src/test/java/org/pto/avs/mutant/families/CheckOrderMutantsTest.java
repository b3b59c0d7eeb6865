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

/** Each swapped pair of checks raises another fault, or none, where the spec order decides. */
public class CheckOrderMutantsTest {

    public static List<Witness> witnesses() {
        return List.of(
                Witness.of("reserved-size-code-after-no-op", Part.STEPS, Program.of(bios(13, 13, 0))),
                Witness.of("reserved-size-code-after-placement", Part.STEPS, Program.of(bios(13, 13, 7))),
                Witness.of("zero-mask-after-placement", Part.STEPS, Program.of(bios(9, 0, 0))),
                Witness.of(
                        "mask-before-placement",
                        Part.STEPS,
                        Program.of(TADD_FP64, bios(0, 0, 7), addi(1, 0, 5), bios(1, 0, 5))),
                Witness.of("duplicate-before-mask", Part.STEPS, Program.of(TADD_FP64, bios(0, 0, 5), bios(0, 0, 7))),
                Witness.of(
                        "stream-limit-before-mask",
                        Part.STEPS,
                        Program.of(
                                TADD_FP64, bios(0, 0, 7), bios(1, 0, 7), bios(2, 0, 7), bios(3, 0, 7), bios(4, 0, 5))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("witnesses")
    void eachMutantObservesSomethingTheReferenceDoesNot(Witness witness) throws DeviceException {
        WitnessCheck.assertDiffers(witness);
    }
}
