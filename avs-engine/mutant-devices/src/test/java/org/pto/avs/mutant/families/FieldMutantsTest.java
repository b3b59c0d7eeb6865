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

/** Each field mutant binds another register, or judges a SizeCode otherwise. */
public class FieldMutantsTest {

    public static List<Witness> witnesses() {
        return List.of(
                Witness.of("shared-id-five-bits", Part.BINDINGS, Program.of(TADD_FP64, bios(63, 0, 7))),
                Witness.of("shared-id-one-bit-high", Part.BINDINGS, Program.of(TADD_FP64, bios(1, 0, 7))),
                Witness.of("s0-means-absent", Part.BINDINGS, Program.of(TADD_FP64, bios(0, 0, 7))),
                Witness.of("reserved-size-codes-accepted", Part.STEPS, Program.of(TADD_FP64, bios(14, 14, 7))),
                Witness.of("size-code-13-accepted", Part.STEPS, Program.of(TADD_FP64, bios(13, 13, 7))),
                Witness.of("size-code-12-rejected", Part.STEPS, Program.of(TADD_FP64, bios(7, 12, 7))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("witnesses")
    void eachMutantObservesSomethingTheReferenceDoesNot(Witness witness) throws DeviceException {
        WitnessCheck.assertDiffers(witness);
    }
}
