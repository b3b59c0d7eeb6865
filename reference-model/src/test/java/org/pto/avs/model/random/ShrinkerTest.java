package org.pto.avs.model.random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.Bytes;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.PeMask;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.SharedDescriptor;
import org.pto.avs.device.SharedObject;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Decoder;

/** Delta debugging on programs: steps, initial state and words shrink to what the failure needs. */
class ShrinkerTest {

    private static final Catalog CATALOG = Catalog.standard();
    private static final Decoder DECODER = new Decoder(CATALOG);
    private static final ProgramWord BSTART = ProgramWord.of32(0x00019181);
    private static final ProgramWord STOP = ProgramWord.of32(0x00000001);

    private static Shrinker shrinker(Shrinker.Test test, int budget) {
        return new Shrinker(new WordSimplifier(CATALOG), test, budget);
    }

    private static MachineState oneRegister() {
        SharedDescriptor d = new SharedDescriptor(PeMask.ALL, PeMask.ALL, true, true, 128, 1, 16, 1, 16, 0);
        return MachineState.of(Map.of(5, new SharedObject(d, Bytes.filled(128, (byte) 0xAB))), List.of(), Map.of());
    }

    private static List<ProgramWord> words(int... bits) {
        List<ProgramWord> words = new ArrayList<>();
        for (int b : bits) {
            words.add(ProgramWord.of32(b));
        }
        return words;
    }

    @Test
    void stepsAndInitialStateTheFailureDoesNotNeedAreDropped() {
        ProgramWord first = ProgramWord.of32(0x00189213);
        ProgramWord second = ProgramWord.of32(0x00D69E13);
        // Fails while both words are present, in this order; neither can be simplified without losing them.
        Shrinker.Test test = c -> {
            int a = c.words().indexOf(first);
            int b = c.words().lastIndexOf(second);
            return a >= 0 && b > a ? c : null;
        };
        List<ProgramWord> program = new ArrayList<>(words(0x00019181, 0x00001E13, 0x00101E13));
        program.add(first);
        program.addAll(words(0x00201E13, 0x00000043, 0x00000001));
        program.add(second);
        program.addAll(words(0x00000015, 0x00011181));
        Shrinker.Result result = shrinker(test, Shrinker.DEFAULT_BUDGET).shrink(new Candidate(oneRegister(), program));
        assertEquals(new Candidate(MachineState.RESET, List.of(first, second)), result.smallest());
    }

    @Test
    void aWordGoesToItsSmallestFieldValuesThatStillFail() {
        // Fails while some B.IOS has PEMode 7: SharedTileID 63 and SizeCode 7 go to 0, PEMode stays.
        Shrinker.Test test = c -> c.words().stream()
                        .anyMatch(w -> DECODER.decode(Integer.toUnsignedLong(w.bits()), 32)
                                .filter(d -> d.form().mnemonic().equals("B.IOS") && d.field("PEMode") == 7)
                                .isPresent())
                ? c
                : null;
        Shrinker.Result result = shrinker(test, Shrinker.DEFAULT_BUDGET)
                .shrink(new Candidate(MachineState.RESET, words(0x00019181, 0x03F39E13, 0x00000001)));
        assertEquals(words(0x00001E13), result.smallest().words());
    }

    @Test
    void aWordNoFormMatchesGetsBackEveryFixedBitTheFailureDoesNotNeed() {
        // B.IOS with bits 27 and 19 flipped; the failure needs bit 27 set in a word that no form matches.
        Shrinker.Test test = c -> c.words().stream()
                        .anyMatch(w -> (w.bits() & (1 << 27)) != 0
                                && DECODER.formOf(Integer.toUnsignedLong(w.bits()), 32)
                                        .isEmpty())
                ? c
                : null;
        Shrinker.Result result = shrinker(test, Shrinker.DEFAULT_BUDGET)
                .shrink(new Candidate(MachineState.RESET, words(0x00019181, 0x08189213)));
        assertEquals(words(0x08001013), result.smallest().words());
    }

    @Test
    void theResultStillFailsAndIsALocalMinimum() {
        // Fails when a BSTART is followed, anywhere later, by a BSTOP.
        Shrinker.Test test = c -> c.words().indexOf(BSTART) >= 0
                        && c.words()
                                .subList(c.words().indexOf(BSTART), c.length())
                                .contains(STOP)
                ? c
                : null;
        List<ProgramWord> program =
                words(0x00001E13, 0x00019181, 0x00101E13, 0x00201E13, 0x00000015, 0x00000001, 0x00019181, 0x00000001);
        Candidate smallest = shrinker(test, Shrinker.DEFAULT_BUDGET)
                .shrink(new Candidate(MachineState.RESET, program))
                .smallest();
        assertEquals(List.of(BSTART, STOP), smallest.words());
        for (int i = 0; i < smallest.length(); i++) {
            List<ProgramWord> fewer = new ArrayList<>(smallest.words());
            fewer.remove(i);
            assertEquals(null, test.failing(new Candidate(MachineState.RESET, fewer)), "step " + i + " is needed");
        }
    }

    @Test
    void theBudgetBoundsTheTestRuns() {
        AtomicInteger runs = new AtomicInteger();
        Shrinker.Test test = c -> {
            runs.incrementAndGet();
            return c.words().contains(STOP) ? c : null;
        };
        Shrinker.Result result = shrinker(test, 3)
                .shrink(new Candidate(
                        MachineState.RESET,
                        words(0x00019181, 0x00101E13, 0x00201E13, 0x00000015, 0x00000001, 0x00019181)));
        assertEquals(3, runs.get());
        assertEquals(3, result.runs());
        assertTrue(result.smallest().words().contains(STOP), "the result still fails");
    }
}
