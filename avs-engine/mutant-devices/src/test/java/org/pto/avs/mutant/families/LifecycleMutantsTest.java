package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.Words.TADD_FP64;
import static org.pto.avs.mutant.Words.asm;
import static org.pto.avs.mutant.families.ControlAttributeMutantsTest.STOP;

import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.TileOperationTable;
import org.pto.avs.mutant.Program;
import org.pto.avs.mutant.Witness;
import org.pto.avs.mutant.Witness.Part;
import org.pto.avs.mutant.WitnessCheck;

/**
 * Each block-boundary mutant executes a word the reference refuses with Fault_IllegalInstruction, or a BSTOP the
 * reference refuses.
 */
public class LifecycleMutantsTest {

    public static List<Witness> witnesses() {
        return List.of(
                Witness.of("reserved-forms-executed", Part.STEPS, Program.words(asm("ERCOV R0, R0, R0"))),
                Witness.of("tepl-unassigned-selector-accepted", Part.STEPS, Program.of(teplWithUnassignedSelector())),
                Witness.of("tepl-data-type-none-accepted", Part.STEPS, Program.of(TADD_FP64 | 31 << 27)),
                // BrType (bits 13:11) 2 of C.BSTART.FP and of C.BSTART.STD.
                Witness.of(
                        "c-bstart-fp-br-type-unchecked", Part.STEPS, Program.words(ProgramWord.of16(0x0080 | 2 << 11))),
                Witness.of("c-bstart-std-br-type-unchecked", Part.STEPS, Program.words(ProgramWord.of16(2 << 11))),
                Witness.of("bstart-sys-simm17-unchecked", Part.STEPS, Program.of(0x00001081 | 1 << 15)),
                Witness.of("bstart-std-bit-14-ignored", Part.STEPS, Program.of(0x00006001)),
                Witness.of("bstop-without-block-retires", Part.STEPS, Program.words(STOP)));
    }

    /** BSTART.TEPL FP64 with the lowest selector the TEPL table reserves. */
    private static int teplWithUnassignedSelector() {
        TileOperationTable table = Catalog.standard().teplOperations();
        int selector = IntStream.range(0, TileOperationTable.SELECTORS)
                .filter(s -> table.operation(s).isEmpty())
                .findFirst()
                .orElseThrow();
        return TADD_FP64 | (selector >> 5) << 25 | (selector & 0x1F) << 20;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("witnesses")
    void eachMutantObservesSomethingTheReferenceDoesNot(Witness witness) throws DeviceException {
        WitnessCheck.assertDiffers(witness);
    }
}
