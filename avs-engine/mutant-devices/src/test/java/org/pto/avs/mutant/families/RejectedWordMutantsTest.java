package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.Words.asm;
import static org.pto.avs.mutant.Words.bior;
import static org.pto.avs.mutant.Words.bios;
import static org.pto.avs.mutant.Words.biot;
import static org.pto.avs.mutant.Words.dim;
import static org.pto.avs.mutant.families.LocalBinderMutantsTest.header;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.mutant.Witness;
import org.pto.avs.mutant.Witness.Part;
import org.pto.avs.mutant.WitnessCheck;

/**
 * Each rejected-word mutant lets a word the reference rejects without effect change the header, which a later word
 * shows: an INIT_LAST that finds no group, or a write, a B.IOT or a B.IOR that faults as if it came second.
 */
public class RejectedWordMutantsTest {

    private static final ProgramWord SHARED_DESTINATION = asm("B.IOS mask=1111, ->S9<128B>");
    private static final ProgramWord INIT_LAST = asm("B.ASSEMBLE init=1, last=1, R0, 0, parent=1");

    public static List<Witness> witnesses() {
        return List.of(
                Witness.of(
                        "reserved-size-code-closes-the-group",
                        Part.STEPS,
                        header(SHARED_DESTINATION, word(bios(19, 14, 7)), INIT_LAST)),
                Witness.of(
                        "reserved-fields-close-the-group",
                        Part.STEPS,
                        header(SHARED_DESTINATION, word(dim(0, 24, 7)), INIT_LAST)),
                // T4 with L = 1 and mask 1000 faults for its mask; the destination-only B.IOT after it executes.
                Witness.of(
                        "iot-rejected-last-closes-the-sequence",
                        Part.STEPS,
                        header(word(biot(3, false, 7)), word(biot(4, true, 1)), word(0x0000EE13))),
                Witness.of(
                        "dim-reserved-reg-src-sets-presence",
                        Part.STEPS,
                        header(word(dim(0, 24, 7)), word(dim(0, 0, 3)))),
                Witness.of(
                        "ior-reserved-selector-takes-the-record",
                        Part.STEPS,
                        header(word(bior(0, 24, 0, 0)), word(bior(0, 2, 0, 0)))));
    }

    private static ProgramWord word(int bits) {
        return ProgramWord.of32(bits);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("witnesses")
    void eachMutantObservesSomethingTheReferenceDoesNot(Witness witness) throws DeviceException {
        WitnessCheck.assertDiffers(witness);
    }
}
