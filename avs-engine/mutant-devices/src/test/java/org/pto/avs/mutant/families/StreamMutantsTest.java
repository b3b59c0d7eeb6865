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

/** Each stream mutant holds or reports another stream than the reference. */
public class StreamMutantsTest {

    public static List<Witness> witnesses() {
        return List.of(
                Witness.of("duplicates-accepted", Part.STEPS, Program.of(TADD_FP64, bios(18, 0, 7), bios(18, 0, 7))),
                Witness.of(
                        "duplicate-checked-per-role", Part.STEPS, Program.of(TADD_FP64, bios(0, 0, 7), bios(0, 1, 7))),
                Witness.of(
                        "stream-limit-off-by-one",
                        Part.STEPS,
                        Program.of(TADD_FP64, bios(0, 0, 7), bios(1, 0, 7), bios(2, 0, 7), bios(3, 0, 7))),
                Witness.of(
                        "recorded-before-bundle-fault",
                        Part.BINDINGS,
                        Program.of(TADD_FP64, bios(18, 0, 7), bios(18, 0, 7))),
                Witness.of(
                        "stream-order-reversed", Part.BINDINGS, Program.of(TADD_FP64, bios(0, 0, 7), bios(1, 0, 7))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("witnesses")
    void eachMutantObservesSomethingTheReferenceDoesNot(Witness witness) throws DeviceException {
        WitnessCheck.assertDiffers(witness);
    }
}
