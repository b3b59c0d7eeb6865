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

/** Each scope mutant decides a B.IOS or a publication otherwise than the reference: it looks at more or less of the block or the pool. */
public class ScopeMutantsTest {

    public static List<Witness> witnesses() {
        return List.of(
                Witness.of(
                        "duplicate-checks-previous-binding-only",
                        Part.STEPS,
                        Program.of(TADD_FP64, bios(0, 0, 7), bios(1, 0, 7), bios(0, 0, 7))),
                Witness.of(
                        "duplicate-counts-local-tiles",
                        Part.STEPS,
                        Program.of(TADD_FP64, biot(0, false, 7), bios(0, 0, 7))),
                Witness.of(
                        "stream-limit-counts-local-bindings",
                        Part.STEPS,
                        Program.of(
                                TADD_FP64,
                                biot(9, false, 7),
                                bios(0, 0, 7),
                                bios(1, 0, 7),
                                bios(2, 0, 7),
                                bios(3, 0, 7))),
                Witness.of(
                        "stream-limit-per-role",
                        Part.STEPS,
                        Program.of(
                                TADD_FP64, bios(0, 1, 7), bios(1, 0, 7), bios(2, 0, 7), bios(3, 0, 7), bios(4, 0, 7))),
                Witness.of(
                        "mask-consistency-against-participation",
                        Part.STEPS,
                        Program.of(TADD_FP64, bios(0, 0, 7), BIOT_1100, bios(1, 0, 7))),
                Witness.of(
                        "mask-consistency-skips-destinations",
                        Part.STEPS,
                        Program.of(TADD_FP64, bios(0, 1, 1), bios(1, 0, 7))),
                Witness.of(
                        "placement-checked-on-an-empty-stream-only",
                        Part.STEPS,
                        Program.of(TADD_FP64, bios(0, 0, 7), addi(1, 0, 1), bios(1, 0, 7))),
                Witness.of(
                        "placement-closed-by-local-last",
                        Part.STEPS,
                        Program.of(TADD_FP64, biot(0, true, 7), bios(0, 0, 7))),
                Witness.of(
                        "reserved-size-code-checked-on-an-empty-stream-only",
                        Part.STEPS,
                        Program.of(TADD_FP64, bios(0, 0, 7), bios(1, 13, 7))),
                Witness.of(
                        "pool-check-ignores-other-objects",
                        Part.STEPS,
                        Program.loadBlock(TLOAD_S64, bios(6, 1, 4)).withShared(5, "1100", 262144)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("witnesses")
    void eachMutantObservesSomethingTheReferenceDoesNot(Witness witness) throws DeviceException {
        WitnessCheck.assertDiffers(witness);
    }
}
