package org.pto.avs.engine.property;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Form;
import org.pto.avs.model.ReferenceModel;
import org.pto.avs.model.block.SharedBinderCheck;

/** The generated programs reach every check of B.IOS's order, each fault kind, the no-op and appends. */
class BiosCensusTest {

    @Test
    void aThousandProgramsReachEveryBiosCheck() {
        ProgramGenerator generator = new ProgramGenerator(Catalog.standard(), Specs.of(1234, 1000, 12));
        BiosCensus census = new BiosCensus(ReferenceModel.standard());
        for (int i = 0; i < 1000; i++) {
            census.add(generator.program(i));
        }
        Map<SharedBinderCheck, Integer> counts = census.counts();
        System.out.println("B.IOS checks reached by 1000 programs of seed 1234: " + census.describe());
        for (SharedBinderCheck check : SharedBinderCheck.values()) {
            // Ten is far below what the default bias gives (see the printed census); zero means a knob is dead.
            assertTrue(counts.get(check) >= 10, check.text() + " reached " + counts.get(check) + " times: "
                    + census.describe());
        }
    }

    /** Words of the spec's AVS points, one per check, counted where the spec's order of checks puts them. */
    @Test
    void eachCheckIsCountedWhereTheSpecPutsIt() {
        Catalog catalog = Catalog.standard();
        Form bios = catalog.instruction("B.IOS").orElseThrow().forms().get(0);
        Form tepl = catalog.instruction("BSTART.TEPL").orElseThrow().forms().get(0);
        List<ProgramWord> words = new ArrayList<>();
        List<Form> sources = new ArrayList<>();
        int[][] program = {
            {0x00009E13, 1}, // S0, SC 1, all, no block: placement
            {0x00019181, 0}, // BSTART.TEPL TADD FP64
            {0x00001E13, 1}, // S0 src all: append
            {0x00001E13, 1}, // again: duplicate
            {0x00101A13, 1}, // S1, PEMode 101: mask
            {0x00D69E13, 1}, // SizeCode 13: size-code
            {0x00189213, 1}, // bit 19 set: no form matches
            {0x00901013, 1}, // PEMode 000: no-op
            {0x00101E13, 1}, {0x00201E13, 1}, {0x00301E13, 1}, // S1..S3: append
            {0x00401E13, 1}, // a fifth: stream-limit
        };
        for (int[] step : program) {
            words.add(ProgramWord.of32(step[0]));
            sources.add(step[1] == 1 ? bios : tepl);
        }
        BiosCensus census = new BiosCensus(ReferenceModel.standard());
        census.add(new GeneratedProgram(0, 0, MachineState.RESET, words, sources));
        Map<SharedBinderCheck, Integer> expected = new EnumMap<>(SharedBinderCheck.class);
        for (SharedBinderCheck check : SharedBinderCheck.values()) {
            expected.put(check, 1);
        }
        expected.put(SharedBinderCheck.APPEND, 4);
        assertEquals(expected, new EnumMap<>(census.counts()));
    }
}
