package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.Words.TADD_FP64;
import static org.pto.avs.mutant.Words.bios;
import static org.pto.avs.mutant.Words.cBDimi;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.mutant.Program;
import org.pto.avs.mutant.Witness;
import org.pto.avs.mutant.Witness.Part;
import org.pto.avs.mutant.WitnessCheck;

/**
 * Each decoder mutant reports no form for a word that the reference decodes to its form before rejecting it: both
 * fault Fault_IllegalInstruction, so only the decoding differs.
 */
public class ReservedFieldDecodeMutantsTest {

    public static List<Witness> witnesses() {
        return List.of(
                Witness.of(
                        "reserved-size-codes-decode-to-no-form", Part.DECODED, Program.of(TADD_FP64, bios(13, 13, 7))),
                Witness.of(
                        "dimi-loop-nest-3-decodes-to-no-form",
                        Part.DECODED,
                        Program.words(ProgramWord.of32(TADD_FP64), ProgramWord.of16(cBDimi(3, 0)))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("witnesses")
    void eachMutantObservesSomethingTheReferenceDoesNot(Witness witness) throws DeviceException {
        WitnessCheck.assertDiffers(witness);
    }
}
