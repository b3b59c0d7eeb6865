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

/** A reserved-bit word the reference rejects binds on each decode mutant. */
public class DecodeMutantsTest {

    public static List<Witness> witnesses() {
        return List.of(
                Witness.of("ignore-bit-19", Part.STEPS, Program.of(TADD_FP64, 0x00189213)),
                Witness.of("ignore-bit-26", Part.STEPS, Program.of(TADD_FP64, 0x04109213)),
                Witness.of("ignore-bit-27", Part.STEPS, Program.of(TADD_FP64, 0x08109213)),
                Witness.of("ignore-bit-31", Part.STEPS, Program.of(TADD_FP64, 0x80109213)),
                Witness.of("ignore-bit-8", Part.STEPS, Program.of(TADD_FP64, 0x00109313)),
                Witness.of("ignore-funct3", Part.STEPS, Program.of(TADD_FP64, 0x0010A213)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("witnesses")
    void eachMutantObservesSomethingTheReferenceDoesNot(Witness witness) throws DeviceException {
        WitnessCheck.assertDiffers(witness);
    }
}
