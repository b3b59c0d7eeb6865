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

/** Each mask mutant accepts, or records, a binding whose mask differs from the block's. */
public class MaskMutantsTest {

    public static List<Witness> witnesses() {
        return List.of(
                Witness.of(
                        "mask-consistency-unchecked", Part.STEPS, Program.of(TADD_FP64, bios(0, 0, 5), bios(1, 0, 7))),
                Witness.of(
                        "mask-consistency-ignores-local", Part.STEPS, Program.of(TADD_FP64, BIOT_1100, bios(0, 0, 7))),
                Witness.of("mask-consistency-subset", Part.STEPS, Program.of(TADD_FP64, bios(0, 0, 7), bios(1, 0, 5))),
                Witness.of(
                        "recorded-before-tile-fault",
                        Part.BINDINGS,
                        Program.of(TADD_FP64, bios(0, 0, 5), bios(1, 0, 7))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("witnesses")
    void eachMutantObservesSomethingTheReferenceDoesNot(Witness witness) throws DeviceException {
        WitnessCheck.assertDiffers(witness);
    }
}
