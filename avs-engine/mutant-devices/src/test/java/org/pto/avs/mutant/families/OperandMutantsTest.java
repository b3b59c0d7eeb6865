package org.pto.avs.mutant.families;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.mutant.Program;
import org.pto.avs.mutant.Witness;
import org.pto.avs.mutant.Witness.Part;
import org.pto.avs.mutant.WitnessCheck;

/** Each B.DIM, C.B.DIMI and B.IOR mutant observes a step, a loop bound, a TPC advance or a record the reference does not. */
public class OperandMutantsTest {

    private static final ProgramWord TADD = ProgramWord.of32(0x00019181);

    public static List<Witness> witnesses() {
        return List.of(
                Witness.of("dim-saturates-at-16-bits", Part.LOOP_BOUNDS,
                        Program.words(TADD, ProgramWord.of32(0x001B8043)).withGprs(Map.of(23, 65535L))),
                Witness.of("dim-ignores-the-register", Part.LOOP_BOUNDS,
                        Program.words(TADD, ProgramWord.of32(0x007B8043)).withGprs(Map.of(23, 5L))),
                Witness.of("dim-placement-before-reg-src", Part.STEPS, Program.words(ProgramWord.of32(0x007C0043))),
                Witness.of("dimi-presence-of-its-own", Part.STEPS,
                        Program.words(TADD, ProgramWord.of32(0x00B02043), ProgramWord.of16(0x837C))),
                Witness.of("dimi-advances-tpc-by-4", Part.TPC_ADVANCES, Program.words(TADD, ProgramWord.of16(0x003C))),
                Witness.of("dimi-loop-nest-3-executes", Part.STEPS, Program.words(TADD, ProgramWord.of16(0xC03C))),
                Witness.of("dimi-sign-extends", Part.LOOP_BOUNDS, Program.words(TADD, ProgramWord.of16(0xBFFC))),
                Witness.of("ior-base-and-stride-swapped", Part.SCALAR_BINDING,
                        Program.words(TADD, ProgramWord.of32(0x00310013))),
                Witness.of("ior-base-ignored", Part.SCALAR_BINDING, Program.words(TADD, ProgramWord.of32(0x00310013))),
                Witness.of("ior-second-overwrites", Part.STEPS,
                        Program.words(TADD, ProgramWord.of32(0x00010013), ProgramWord.of32(0x00018013))),
                Witness.of("ior-accepted-outside-a-header", Part.STEPS, Program.words(ProgramWord.of32(0x00000013))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("witnesses")
    void eachMutantObservesSomethingTheReferenceDoesNot(Witness witness) throws DeviceException {
        WitnessCheck.assertDiffers(witness);
    }
}
