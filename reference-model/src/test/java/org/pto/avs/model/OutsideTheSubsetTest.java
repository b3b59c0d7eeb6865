package org.pto.avs.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.pto.avs.model.Machines.ILLEGAL;
import static org.pto.avs.model.Machines.UNSUPPORTED;
import static org.pto.avs.model.Machines.executeAll;
import static org.pto.avs.model.Machines.reset;
import static org.pto.avs.model.Machines.step;
import static org.pto.avs.model.Words.TADD_FP64;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pto.avs.device.ProgramWord;

/**
 * Spec semantics §1 over the whole ISA: a word of a real PTO form the model does not implement is unsupported and
 * changes nothing; a word of a form the ISA reserves, or of no form, is Fault_IllegalInstruction.
 */
class OutsideTheSubsetTest {

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({
        "0x00002023, 32, B.FPATR, unsupported",
        "0x00000005, 32, ADD, unsupported",
        "0x00001001, 32, BSTART.STD, unsupported",
        "0x0880, 16, C.BSTART.FP, unsupported",
        "0x0008, 16, C.ADD, unsupported",
        "0x00006f81, 32, XB, illegal",
        "0x00003031, 32, ERCOV, illegal",
        "0x00189213, 32, , illegal"
    })
    void aWordOutsideTheSubsetChangesNothing(String hex, int bits, String mnemonic, String outcome) {
        Session s = reset();
        executeAll(s, TADD_FP64);
        Frame before = Frame.of(s);
        int word = Integer.parseUnsignedInt(hex.substring(2), 16);
        Object actual = bits == 16 ? s.step(ProgramWord.of16(word)) : step(s, word);
        assertEquals(outcome.equals("unsupported") ? UNSUPPORTED : ILLEGAL, actual, hex);
        assertEquals(mnemonic, s.decodings().get(1).mnemonic(), hex);
        assertEquals(before, Frame.of(s), hex + " changed the state");
    }

    /**
     * A TEPL block holding a Local binding is outside the model: the spec decides its commit by the Local generations
     * the binding names, which the subset does not keep. The committing word is unsupported and changes nothing, the
     * block stays open; without the Local binding the same block commits.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"0x003D5E13, unsupported", "0x00005013, executed"})
    void aTeplBlockWithALocalBindingCommitsOutsideTheModel(String iot, String outcome) {
        Session s = reset();
        executeAll(s, TADD_FP64, Integer.parseUnsignedInt(iot.substring(2), 16));
        Frame before = Frame.of(s);
        Object actual = step(s, 0x00000001);
        if (outcome.equals("unsupported")) {
            assertEquals(UNSUPPORTED, actual, "BSTOP after B.IOT " + iot);
            assertEquals(before, Frame.of(s), "the unsupported BSTOP changed the state");
        } else {
            assertEquals(Machines.EXECUTED, actual, "BSTOP after the zero-mode B.IOT " + iot);
        }
    }
}
