package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.Words.asm;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.model.machine.LocalBinding;
import org.pto.avs.mutant.Program;
import org.pto.avs.mutant.Witness;
import org.pto.avs.mutant.Witness.Part;
import org.pto.avs.mutant.WitnessCheck;

/** Each B.IOT mutant decides a word or records a Local binding otherwise than the reference, in a TADD header. */
public class LocalBinderMutantsTest {

    private static final ProgramWord TEPL = asm("BSTART.TEPL FP64, mode=0, fn=0");
    /** B.IOT L=1, mask=1111, ->D0, SizeCode 11: a reserved Local SizeCode (w[18:15]). */
    private static final ProgramWord SIZE_CODE_11 = ProgramWord.of32(0x000DEE13);
    /** The same with PEMode 000. */
    private static final ProgramWord SIZE_CODE_11_NO_OP = ProgramWord.of32(0x000DE013);

    public static List<Witness> witnesses() {
        return List.of(
                Witness.of(
                        "iot-l-ignored",
                        Part.STEPS,
                        header(asm("B.IOT T0, L=1, mask=1111"), asm("B.IOT T1, L=0, mask=1111"))),
                Witness.of(
                        "iot-l-zero-closes",
                        Part.STEPS,
                        header(asm("B.IOT T0, L=0, mask=1111"), asm("B.IOT T1, L=1, mask=1111"))),
                Witness.of(
                        "iot-zero-mask-placement-checked", Part.STEPS, Program.words(asm("B.IOT T0, L=1, mask=0000"))),
                Witness.of("iot-reserved-size-after-no-op", Part.STEPS, header(SIZE_CODE_11_NO_OP)),
                Witness.of("iot-sizes-11-12-accepted", Part.STEPS, header(SIZE_CODE_11)),
                Witness.of("iot-size-code-0-accepted", Part.STEPS, header(ProgramWord.of32(0x00086E13))),
                Witness.of(
                        "iot-mask-compared-with-bios",
                        Part.STEPS,
                        header(asm("B.IOS S0, mask=1111"), asm("B.IOT T0, L=1, mask=1100"))),
                Witness.of(
                        "iot-mask-unchecked",
                        Part.STEPS,
                        header(asm("B.IOT T0, L=0, mask=1100"), asm("B.IOT T1, L=1, mask=1111"))),
                Witness.of(
                        "iot-accepted-in-the-body",
                        Part.STEPS,
                        header(asm("ADDI R1, R0, 5"), asm("B.IOT T0, L=1, mask=1111"))),
                Witness.of(
                        "iot-sources-reversed",
                        Part.record(LocalBinding.RECORD),
                        header(asm("B.IOT T1, T2, L=1, mask=1111"))),
                Witness.of(
                        "iot-recorded-before-tile-fault",
                        Part.record(LocalBinding.RECORD),
                        header(asm("B.IOT T0, L=0, mask=1100"), asm("B.IOT T1, L=1, mask=1111"))));
    }

    /** BSTART.TEPL, then {@code words}. */
    static Program header(ProgramWord... words) {
        ProgramWord[] all = new ProgramWord[words.length + 1];
        all[0] = TEPL;
        System.arraycopy(words, 0, all, 1, words.length);
        return Program.words(all);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("witnesses")
    void eachMutantObservesSomethingTheReferenceDoesNot(Witness witness) throws DeviceException {
        WitnessCheck.assertDiffers(witness);
    }
}
