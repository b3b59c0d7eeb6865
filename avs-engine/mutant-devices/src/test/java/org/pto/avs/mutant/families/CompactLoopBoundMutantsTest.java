package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.Words.TADD_FP64;
import static org.pto.avs.mutant.Words.cBDimi;
import static org.pto.avs.mutant.Words.dim;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.model.machine.LoopBound;
import org.pto.avs.mutant.Program;
import org.pto.avs.mutant.Witness;
import org.pto.avs.mutant.Witness.Part;
import org.pto.avs.mutant.WitnessCheck;

/** Each C.B.DIMI mutant writes a loop bound, advances TPC or decides a word otherwise than the reference. */
public class CompactLoopBoundMutantsTest {

    private static final ProgramWord BSTART = ProgramWord.of32(TADD_FP64);

    public static List<Witness> witnesses() {
        return List.of(
                // Either order: one set of presence bits refuses the second writer of LB2, and of LB1.
                Witness.of(
                        "dimi-presence-of-its-own",
                        Part.STEPS,
                        Program.words(BSTART, ProgramWord.of32(dim(2, 0, 11)), compact(2, 13))),
                Witness.of(
                        "dimi-presence-of-its-own",
                        Part.STEPS,
                        Program.words(BSTART, compact(1, 7), ProgramWord.of32(dim(1, 0, 9)))),
                Witness.of("dimi-advances-tpc-by-4", Part.TPC_ADVANCES, Program.words(BSTART, compact(0, 0))),
                Witness.of("dimi-loop-nest-3-executes", Part.STEPS, Program.words(BSTART, compact(3, 0))),
                Witness.of("dimi-sign-extends", Part.record(LoopBound.RECORD), Program.words(BSTART, compact(2, 255))),
                Witness.of(
                        "dimi-loop-nest-reversed", Part.record(LoopBound.RECORD), Program.words(BSTART, compact(0, 1))),
                Witness.of(
                        "dimi-zero-means-absent", Part.record(LoopBound.RECORD), Program.words(BSTART, compact(0, 0))),
                Witness.of("dimi-accepted-without-a-block", Part.STEPS, Program.words(compact(0, 1))),
                Witness.of("dimi-placement-before-loop-nest", Part.STEPS, Program.words(compact(3, 255))));
    }

    private static ProgramWord compact(int loopNest, int imm8) {
        return ProgramWord.of16(cBDimi(loopNest, imm8));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("witnesses")
    void eachMutantObservesSomethingTheReferenceDoesNot(Witness witness) throws DeviceException {
        WitnessCheck.assertDiffers(witness);
    }
}
