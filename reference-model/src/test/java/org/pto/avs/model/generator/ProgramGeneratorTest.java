package org.pto.avs.model.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Field;
import org.pto.avs.isa.Form;
import org.pto.avs.model.instruction.bassemble.ApplyBundleAssemble;
import org.pto.avs.model.instruction.bios.SharedBinderWords;
import org.pto.avs.model.random.GeneratedProgram;
import org.pto.avs.model.random.Specs;

/** The generator is a function of the seed and the program index, and writes only words of catalog forms. */
class ProgramGeneratorTest {

    private static final Catalog CATALOG = Catalog.standard();

    private static List<GeneratedProgram> programs(long seed, int count) {
        ProgramGenerator generator = new ProgramGenerator(CATALOG, Specs.of(seed, count, 12));
        List<GeneratedProgram> programs = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            programs.add(generator.program(i));
        }
        return programs;
    }

    @Test
    void theSameSeedMakesTheSamePrograms() {
        assertEquals(programs(1234, 500), programs(1234, 500));
    }

    @Test
    void anotherSeedMakesOtherPrograms() {
        List<GeneratedProgram> a = programs(1234, 100);
        List<GeneratedProgram> b = programs(1235, 100);
        long same = 0;
        for (int i = 0; i < a.size(); i++) {
            if (a.get(i).words().equals(b.get(i).words())) {
                same++;
            }
        }
        assertTrue(same < 5, same + " of 100 programs are the same for seeds 1234 and 1235");
    }

    @Test
    void aProgramDependsOnlyOnTheSeedAndItsIndex() {
        GeneratedProgram alone = new ProgramGenerator(CATALOG, Specs.of(99, 1000, 12)).program(731);
        assertEquals(programs(99, 732).get(731), alone);
        assertNotEquals(alone.words(), programs(99, 731).get(730).words());
    }

    @Test
    void programsRespectTheMaximumLengthAndUseEveryLength() {
        List<GeneratedProgram> programs = programs(5, 1000);
        int longest = programs.stream().mapToInt(p -> p.words().size()).max().orElseThrow();
        int shortest = programs.stream().mapToInt(p -> p.words().size()).min().orElseThrow();
        assertEquals(12, longest);
        assertEquals(1, shortest);
    }

    /** Each word is its source form's match plus field values, with at most one fixed bit flipped. */
    @Test
    void everyWordIsItsCatalogFormWithAtMostOneFixedBitFlipped() {
        int flipped = 0;
        int words = 0;
        for (GeneratedProgram program : programs(42, 1000)) {
            for (int i = 0; i < program.words().size(); i++) {
                ProgramWord word = program.words().get(i);
                Form form = program.sources().get(i);
                long differing = (Integer.toUnsignedLong(word.bits()) & form.mask()) ^ form.match();
                assertTrue(Long.bitCount(differing) <= 1, () -> word + " is too far from " + form);
                assertEquals(form.lengthBits(), word.lengthBits());
                flipped += differing == 0 ? 0 : 1;
                words++;
            }
        }
        double share = (double) flipped / words;
        assertTrue(share > 0.02 && share < 0.1, "flipped fixed bits in " + flipped + " of " + words + " words");
    }

    /**
     * Every form the generator knows is written, the header attribute commands, TRACE and the refused lifecycle words
     * among them.
     */
    @Test
    void everyKnownFormIsWritten() {
        Set<Form> written = new HashSet<>();
        programs(11, 2000).forEach(p -> written.addAll(p.sources()));
        List<String> missing = ProgramGenerator.knownForms(CATALOG).stream()
                .filter(f -> !written.contains(f))
                .map(Form::toString)
                .toList();
        assertEquals(List.of(), missing);
        for (String mnemonic :
                List.of("B.CATR", "B.DATR", "B.HINT", "ERCOV", "ESAVE", "XB", "C.BSTART.FP", "BSTART.SYS")) {
            assertTrue(written.stream().anyMatch(f -> f.mnemonic().equals(mnemonic)), mnemonic);
        }
    }

    @Test
    void someProgramsStartFromRandomSharedState() {
        List<GeneratedProgram> programs = programs(8, 400);
        long withShared =
                programs.stream().filter(p -> !p.initial().shared().isEmpty()).count();
        assertTrue(withShared > 50 && withShared < 200, withShared + " of 400 programs start with Shared state");
        for (GeneratedProgram p : programs) {
            long charged = p.initial().shared().values().stream()
                    .mapToLong(o -> o.descriptor().capacityBytes())
                    .sum();
            assertTrue(charged <= CATALOG.profile().sharedPoolBytes(), "initial state fits the pool: " + charged);
        }
    }

    /**
     * A TSTORE block is written to commit (one source B.IOS, then BSTOP or C.BSTOP), mostly naming a register of
     * the initial state when there is one, so commits that read a Shared source and consume its binding are
     * compared.
     */
    @Test
    void someTstoreBlocksAreWrittenToCommitAMostlyInitialSource() {
        ProgramForms forms = ProgramForms.of(CATALOG);
        Form binder = forms.sharedBinder().form();
        Field id = binder.field(SharedBinderWords.SHARED_TILE_ID).orElseThrow();
        Field sizeCode = binder.field(CATALOG.profile().sizeCodeField()).orElseThrow();
        int committed = 0;
        int withInitial = 0;
        int fromInitial = 0;
        for (GeneratedProgram program : programs(3, 1000)) {
            List<Form> sources = program.sources();
            for (int i = 0; i + 2 < sources.size(); i++) {
                boolean stop = sources.get(i + 2) == forms.stop() || sources.get(i + 2) == forms.compactStop();
                if (sources.get(i) == forms.tileStore() && sources.get(i + 1) == binder && stop) {
                    long source =
                            Integer.toUnsignedLong(program.words().get(i + 1).bits());
                    if (sizeCode.extract(source) != CATALOG.profile().sourceSizeCode()) {
                        continue;
                    }
                    committed++;
                    if (!program.initial().shared().isEmpty()) {
                        withInitial++;
                        fromInitial += program.initial().shared().containsKey((int) id.extract(source)) ? 1 : 0;
                    }
                }
            }
        }
        assertTrue(committed > 50, committed + " TSTORE blocks of one source written to commit in 1000 programs");
        assertTrue(
                fromInitial > withInitial / 2,
                fromInitial + " of " + withInitial
                        + " such blocks with initial Shared state read one of its registers");
    }

    /**
     * B.ASSEMBLE words follow the seed's line of the spec (semantics §5) mostly and break it sometimes: INIT and
     * INIT_LAST name a parent size, MIDDLE and LAST carry 0; and some programs open a generation in one TLOAD block
     * (INIT of a parent larger than its binder) and write its next range in a later one, so MIDDLE and LAST words
     * meet an open generation.
     */
    @Test
    void assembleWordsMostlyFollowTheParentSizeRuleAndSomeContinueAGeneration() {
        Form assemble = ProgramForms.of(CATALOG).rangeModifier().form();
        Field init = assemble.field("INIT").orElseThrow();
        Field size = assemble.field(ApplyBundleAssemble.SIZE_FIELD).orElseThrow();
        int[] opening = new int[2];
        int[] continuing = new int[2];
        int continued = 0;
        for (GeneratedProgram program : programs(7, 2000)) {
            boolean opened = false;
            for (int i = 0; i < program.words().size(); i++) {
                long word = Integer.toUnsignedLong(program.words().get(i).bits());
                if (program.sources().get(i) != assemble || (word & assemble.mask()) != assemble.match()) {
                    continue;
                }
                boolean sized = CATALOG.profile()
                        .capacityBytes((int) size.extract(word))
                        .isPresent();
                if (init.extract(word) == 1) {
                    opening[sized ? 0 : 1]++;
                    opened |= sized;
                } else {
                    continuing[size.extract(word) == 0 ? 0 : 1]++;
                    continued += opened ? 1 : 0;
                }
            }
        }
        assertTrue(
                opening[0] > 3 * opening[1] && opening[1] > 0,
                "INIT words sized/not: " + opening[0] + "/" + opening[1]);
        assertTrue(
                continuing[0] > 2 * continuing[1] && continuing[1] > 0,
                "MIDDLE and LAST words with 0/other: " + continuing[0] + "/" + continuing[1]);
        assertTrue(continued > 20, continued + " MIDDLE or LAST words after an INIT in the same program");
    }
}
