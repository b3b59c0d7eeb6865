package org.pto.avs.model.generator;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Predicate;
import org.apiguardian.api.API;
import org.pto.avs.device.MachineState;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Form;
import org.pto.avs.isa.Profile;
import org.pto.avs.model.random.FormWriter;
import org.pto.avs.model.random.GeneratedProgram;
import org.pto.avs.model.random.GeneratorSpec;
import org.pto.avs.model.random.InitialGm;
import org.pto.avs.model.random.InitialGprs;
import org.pto.avs.model.random.InitialShared;
import org.pto.avs.model.random.ProgramDraft;

/**
 * Makes the programs of a property case from its seed: program {@code i} depends only on the seed and {@code i}, so
 * the same seed makes the same programs on every run and any one program can be made again alone.
 *
 * <p>A program may start from random Shared descriptors, random GM bytes and preset GPRs, and with header commands
 * outside any block; then it opens blocks with a BSTART, each of one kind: a random header ({@link HeaderBlock}), a TLOAD block written to commit
 * ({@link TileLoadBlock}) or a TSTORE block written to commit ({@link TileStoreBlock}), or with B.HINT TRACE
 * ({@link TraceBlock}); a block may be committed with BSTOP, C.BSTOP or the next block start. Each instruction writes its own words (its package's {@code *Words}),
 * every field drawn from its catalog form and biased by the case's knobs.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class ProgramGenerator {

    /** How often a program presets some GPRs, which B.DIM adds and B.IOR names as a GM base and row stride. */
    static final double INITIAL_GPRS = 0.5;

    /** How often a program starts with random bytes in GM, so that where TLOAD reads and TSTORE writes shows. */
    static final double INITIAL_GM = 0.5;

    /**
     * How often a block is one B.HINT TRACE opens rather than one a BSTART opens, while no generation a TLOAD block
     * opened waits for its next range.
     */
    static final double TRACE_BLOCK = 0.07;

    /** Mixed into a program's seed for the stream of B.ASSEMBLE's size decisions. */
    static final long SIZE_STREAM = 0x5A55E3B1E5L;

    private final GeneratorSpec spec;
    private final Profile profile;
    private final ProgramForms forms;
    /**
     * Keyed by the catalog's own forms, which every program's words are written from: a form's record hash walks all
     * its fields and constraints, and a program looks up a writer for each word.
     */
    private final Map<Form, FormWriter> writers = new IdentityHashMap<>();
    /** The forms a program may hold: all of them, or those a partial device executes. */
    private final Predicate<Form> writable;

    private final List<Form> blockStarts;
    private final HeaderCommands headerCommands;
    private final HeaderBlock headerBlock;
    private final TileLoadBlock tileLoadBlock;
    private final TileStoreBlock tileStoreBlock;
    private final TraceBlock traceBlock;

    public ProgramGenerator(Catalog catalog, GeneratorSpec spec) {
        this(catalog, spec, form -> true);
    }

    /**
     * A generator that writes only the forms {@code writable} admits (random testing on a partial device): a word of
     * another form is left out where the program would have it, so a block may lack its B.DIM or B.ASSEMBLE words.
     * A flipped fixed bit may still make a word of another form.
     *
     * @throws IllegalArgumentException when it admits no BSTART or no B.IOS form, without which no program tests B.IOS
     */
    public ProgramGenerator(Catalog catalog, GeneratorSpec spec, Predicate<Form> writable) {
        this.spec = spec;
        this.writable = writable;
        this.profile = catalog.profile();
        this.forms = ProgramForms.of(catalog);
        for (Form form : catalog.forms()) {
            writers.put(form, new FormWriter(form));
        }
        this.blockStarts = forms.blockStarts().stream().filter(writable).toList();
        Form sharedBinder = forms.sharedBinder().form();
        if (blockStarts.isEmpty() || !writable.test(sharedBinder)) {
            throw new IllegalArgumentException("the programs need a BSTART form and " + sharedBinder.mnemonic()
                    + " to test it; the device executes "
                    + (blockStarts.isEmpty() ? "no BSTART form" : "no " + sharedBinder.mnemonic()));
        }
        this.headerCommands = new HeaderCommands(forms);
        this.headerBlock = new HeaderBlock(forms, headerCommands);
        this.tileLoadBlock = new TileLoadBlock(forms);
        this.tileStoreBlock = new TileStoreBlock(forms);
        this.traceBlock = new TraceBlock(forms, headerCommands);
    }

    /** The forms this generator may write, in the catalog's order. */
    public List<Form> writtenForms() {
        return forms.all().stream().filter(writable).toList();
    }

    /** Every form the generator knows how to write. */
    public static List<Form> knownForms(Catalog catalog) {
        return ProgramForms.of(catalog).all();
    }

    public GeneratorSpec spec() {
        return spec;
    }

    /** Program {@code index} of the run. */
    public GeneratedProgram program(int index) {
        long seed = programSeed(spec.seed(), index);
        ProgramDraft draft = new ProgramDraft(
                new SplittableRandom(seed),
                new SplittableRandom(seed ^ SIZE_STREAM),
                spec,
                profile,
                writers::get,
                writable,
                writers.get(forms.sharedBinder().form()).field(profile.peModeField()));
        MachineState initial = MachineState.RESET;
        if (draft.chance(spec.bias().initialShared())) {
            initial = new InitialShared(profile, draft.random()).state();
            initial.shared().keySet().forEach(id -> draft.usedIds().add((long) id));
            draft.initialIds().addAll(draft.usedIds());
        }
        if (draft.chance(INITIAL_GM)) {
            initial = MachineState.of(initial.shared(), new InitialGm(draft.random()).segments(), initial.gprs());
        }
        if (draft.chance(INITIAL_GPRS)) {
            Map<Integer, Long> gprs = new InitialGprs(draft.random()).values();
            initial = MachineState.of(initial.shared(), initial.gm(), gprs);
            draft.presetRegisters().addAll(gprs.keySet());
        }
        if (draft.chance(spec.bias().outsideBlock())) {
            int commands = 1 + draft.random().nextInt(2);
            for (int i = 0; i < commands && draft.room(); i++) {
                headerCommands.any(draft, draft.blockPeMode());
            }
        }
        while (draft.room()) {
            block(draft);
            if (!draft.chance(spec.bias().commit())) {
                break;
            }
            if (draft.random().nextBoolean() && draft.room()) {
                forms.commit(draft);
            }
        }
        return draft.program(index, seed, initial);
    }

    /** SplitMix64's finalizer over seed and index: neighbouring indices get unrelated seeds. */
    static long programSeed(long seed, int index) {
        long z = seed + 0x9E3779B97F4A7C15L * (index + 1L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** A block B.HINT TRACE opens, or a BSTART and a block of the kind it and the bias choose. */
    private void block(ProgramDraft draft) {
        if (draft.openGeneration() == null && draft.chance(TRACE_BLOCK)) {
            traceBlock.write(draft);
            return;
        }
        Form start = blockStarts.get(draft.random().nextInt(blockStarts.size()));
        draft.add(start, Map.of());
        if (start == forms.tileLoad() && tileLoadBlock.continues(draft)) {
            tileLoadBlock.continueGeneration(draft);
        } else if (start == forms.tileLoad() && draft.chance(spec.bias().tileLoad())) {
            tileLoadBlock.write(draft);
        } else if (start == forms.tileStore() && draft.chance(spec.bias().tileStore())) {
            tileStoreBlock.write(draft);
        } else {
            headerBlock.write(draft);
        }
    }
}
