package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.Words.TADD_FP64;
import static org.pto.avs.mutant.Words.addi;
import static org.pto.avs.mutant.Words.dim;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pto.avs.device.DeviceException;
import org.pto.avs.model.machine.LoopBound;
import org.pto.avs.mutant.Program;
import org.pto.avs.mutant.Witness;
import org.pto.avs.mutant.Witness.Part;
import org.pto.avs.mutant.WitnessCheck;

/** Each B.DIM mutant writes a loop bound, or decides a word, otherwise than the reference. */
public class LoopBoundMutantsTest {

    public static List<Witness> witnesses() {
        return List.of(
                // R23 + 1 = 65536: the reference keeps its low 16 bits, 0.
                Witness.of(
                        "dim-saturates-at-16-bits",
                        Part.record(LoopBound.RECORD),
                        Program.of(TADD_FP64, dim(0, 23, 1)).withGprs(Map.of(23, 65535L))),
                Witness.of(
                        "dim-ignores-the-register",
                        Part.record(LoopBound.RECORD),
                        Program.of(TADD_FP64, dim(0, 23, 7)).withGprs(Map.of(23, 5L))),
                Witness.of("dim-r0-means-absent", Part.record(LoopBound.RECORD), Program.of(TADD_FP64, dim(2, 0, 1))),
                Witness.of("dim-placement-before-reg-src", Part.STEPS, Program.of(dim(0, 24, 7))),
                Witness.of("dim-reserved-reg-src-reads-zero", Part.STEPS, Program.of(TADD_FP64, dim(0, 24, 7))),
                Witness.of("dim-accepted-in-the-body", Part.STEPS, Program.of(TADD_FP64, addi(1, 0, 5), dim(0, 0, 7))),
                Witness.of(
                        "dim-second-write-overwrites", Part.STEPS, Program.of(TADD_FP64, dim(0, 0, 3), dim(0, 0, 9))),
                // The second BSTART commits the first block and clears its bounds.
                Witness.of(
                        "loop-bounds-survive-bstart",
                        Part.record(LoopBound.RECORD),
                        Program.of(TADD_FP64, dim(0, 0, 3), TADD_FP64)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("witnesses")
    void eachMutantObservesSomethingTheReferenceDoesNot(Witness witness) throws DeviceException {
        WitnessCheck.assertDiffers(witness);
    }
}
