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

/** Each publication mutant sizes, charges or publishes a Shared destination otherwise. */
public class PublicationMutantsTest {

    public static List<Witness> witnesses() {
        return List.of(
                Witness.of(
                        "capacity-times-pe-count",
                        Part.STEPS,
                        Program.loadBlock(TLOAD_S64, bios(2, 11, 7), initLast(11))),
                Witness.of("pool-limit-off-by-one", Part.STEPS, Program.loadBlock(TLOAD_U64, bios(27, 12, 4))),
                Witness.of(
                        "pool-charged-per-pe", Part.STEPS, Program.loadBlock(TLOAD_S64, bios(5, 12, 5), initLast(12))),
                Witness.of(
                        "non-atomic-publication",
                        Part.SHARED,
                        Program.loadBlock(TLOAD_S64, bios(6, 1, 4)).withShared(5, "1100", 262144)),
                Witness.of(
                        "conflicting-pe-writes-rejected",
                        Part.STEPS,
                        Program.loadBlock(TLOAD_S64, bios(2, 11, 7), initLast(11))),
                // INIT opens a 256 B parent with a 128 B writer; read the later way, a 256 B writer overflows a
                // 128 B parent and the commit faults.
                Witness.of(
                        "assemble-later-line-writer-size",
                        Part.STEPS,
                        Program.loadBlock(TLOAD_S64, bios(4, 1, 7), assemble(true, false, 0, 0, 2))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("witnesses")
    void eachMutantObservesSomethingTheReferenceDoesNot(Witness witness) throws DeviceException {
        WitnessCheck.assertDiffers(witness);
    }
}
