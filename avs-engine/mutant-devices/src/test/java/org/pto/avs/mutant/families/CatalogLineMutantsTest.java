package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.Words.asm;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.mutant.Program;
import org.pto.avs.mutant.Witness;
import org.pto.avs.mutant.Witness.Part;
import org.pto.avs.mutant.WitnessCheck;

/** Each catalog-line mutant decodes or decides a word otherwise than the spec's catalog does. */
public class CatalogLineMutantsTest {

    public static List<Witness> witnesses() {
        return List.of(
                Witness.of(
                        "former-handler-names",
                        Part.DECODED,
                        Program.words(asm("BSTART.TEPL FP64, mode=0, fn=0"), asm("B.DIM LB1, R0, 1"))),
                Witness.of(
                        "iot-size-code-0-tile-legality",
                        Part.STEPS,
                        LocalBinderMutantsTest.header(ProgramWord.of32(0x00086E13))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("witnesses")
    void eachMutantObservesSomethingTheReferenceDoesNot(Witness witness) throws DeviceException {
        WitnessCheck.assertDiffers(witness);
    }
}
