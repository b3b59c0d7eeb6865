package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.families.LocalBinderMutantsTest.header;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.mutant.Witness;
import org.pto.avs.mutant.Witness.Part;
import org.pto.avs.mutant.WitnessCheck;

/** Each decode-report mutant reports another decoding than the reference for a word it executes alike. */
public class DecodeReportMutantsTest {

    public static List<Witness> witnesses() {
        return List.of(
                // B.ASSEMBLE INIT_LAST, R0, 0, ParentSizeCode 1 after the destination S9 of SizeCode 1.
                Witness.of(
                        "assemble-report-immediate-takes-init",
                        Part.DECODED,
                        header(ProgramWord.of32(0x00909E13), ProgramWord.of32(0x800018D3))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("witnesses")
    void eachMutantObservesSomethingTheReferenceDoesNot(Witness witness) throws DeviceException {
        WitnessCheck.assertDiffers(witness);
    }
}
