package org.pto.avs.engine.property;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Predicate;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.engine.cases.GeneratorSpec;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Field;
import org.pto.avs.isa.Form;
import org.pto.avs.isa.Profile;

/**
 * Makes the programs of a property case from its seed: program {@code i} depends only on the seed and {@code i}, so
 * the same seed makes the same programs on every run and any one program can be made again alone.
 *
 * <p>A program may start from random Shared descriptors and with header commands outside any block; then it opens
 * blocks with a BSTART and fills their headers with B.IOS, B.IOT, B.DIM and B.ASSEMBLE words, may enter the body
 * with an ADDI (and try one more header command there), and may commit with BSTOP, C.BSTOP or the next BSTART. A
 * TLOAD block is sometimes written to commit, so publication, capacities and the pool are compared too, and a
 * TSTORE block, so a commit that reads a Shared source and consumes its binding is compared; a TLOAD block's
 * B.ASSEMBLE sometimes opens a generation that a later TLOAD block continues with MIDDLE or LAST.
 * Each word's fields are drawn from its catalog form ({@link FieldValues}), biased by the case's knobs.
 */
public final class ProgramGenerator {

    /** The B.IOS field that names the Shared register (the seed's operand name). */
    static final String SHARED_TILE_ID = "SharedTileID";

    /** Header commands in a block whose header is not a five-binding run: 0 to this many. */
    static final int MAX_HEADER_COMMANDS = 5;

    /** How often a TSTORE block written to commit reads a register of the initial state, when there is one. */
    static final double INITIAL_SOURCE = 0.7;

    /** B.ASSEMBLE's size field: the parent's SizeCode on INIT and INIT_LAST, 0 on MIDDLE and LAST (semantics §5). */
    static final String PARENT_SIZE_CODE = "ParentSizeCode";

    /** How often a random INIT or INIT_LAST names a parent size (else the field keeps its drawn value). */
    static final double SIZED_OPENING = 0.85;

    /** How often a random MIDDLE or LAST keeps its drawn size field (mostly a size, which the spec refuses), not 0. */
    static final double SIZED_CONTINUATION = 0.2;

    /** Mixed into a program's seed for the stream of B.ASSEMBLE's size decisions. */
    static final long SIZE_STREAM = 0x5A55E3B1E5L;

    /**
     * How often a multi-PE TLOAD destination that is not the largest opens a generation of twice its size (INIT, its
     * writer at cell 0) instead of completing a parent of its own size (INIT_LAST).
     */
    static final double SPLIT_PARENT = 0.3;

    /** How often a TLOAD block after such an INIT writes the generation's next range (MIDDLE or LAST). */
    static final double CONTINUE_GENERATION = 0.6;

    private final GeneratorSpec spec;
    private final Profile profile;
    private final ProgramForms forms;
    private final Map<Form, FormWriter> writers = new HashMap<>();
    /** The forms a program may hold: all of them, or those a partial device executes. */
    private final Predicate<Form> writable;
    private final List<Form> blockStarts;

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
        if (blockStarts.isEmpty() || !writable.test(forms.sharedBinder())) {
            throw new IllegalArgumentException("the programs need a BSTART form and " + forms.sharedBinder()
                    .mnemonic() + " to test it; the device executes " + (blockStarts.isEmpty() ? "no BSTART form"
                    : "no " + forms.sharedBinder().mnemonic()));
        }
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
        return new Builder(new SplittableRandom(seed), new SplittableRandom(seed ^ SIZE_STREAM)).build(index, seed);
    }

    /** SplitMix64's finalizer over seed and index: neighbouring indices get unrelated seeds. */
    static long programSeed(long seed, int index) {
        long z = seed + 0x9E3779B97F4A7C15L * (index + 1L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** The choices of one program. */
    private final class Builder {

        private final SplittableRandom random;
        /**
         * B.ASSEMBLE's size decisions (which parent size a word names, whether a TLOAD block opens a generation) draw
         * from their own stream, so a rule of that one field changes no other word of a program.
         */
        private final SplittableRandom sizes;
        private final GeneratorSpec.Bias bias = spec.bias();
        private final List<ProgramWord> words = new ArrayList<>();
        private final List<Form> sources = new ArrayList<>();
        /** Shared ids named so far (the initial registers' too), for duplicates. */
        private final List<Long> usedIds = new ArrayList<>();
        /** The registers of the initial state, for TSTORE sources. */
        private final List<Long> initialIds = new ArrayList<>();
        private int length;
        /** The SizeCode of the last word when it was a B.IOS destination, else -1: a B.ASSEMBLE may follow it. */
        private long lastDestination = -1;
        /** The generation a TLOAD block's INIT opened, which a later TLOAD block may continue; else null. */
        private OpenGeneration openGeneration;

        Builder(SplittableRandom random, SplittableRandom sizes) {
            this.random = random;
            this.sizes = sizes;
        }

        GeneratedProgram build(int index, long seed) {
            length = 1 + random.nextInt(spec.maxLength());
            MachineState initial = MachineState.RESET;
            if (chance(bias.initialShared())) {
                initial = new InitialShared(profile, random).state();
                initial.shared().keySet().forEach(id -> usedIds.add((long) id));
                initialIds.addAll(usedIds);
            }
            if (chance(bias.outsideBlock())) {
                int commands = 1 + random.nextInt(2);
                for (int i = 0; i < commands && room(); i++) {
                    headerCommand(blockPeMode());
                }
            }
            while (room()) {
                block();
                if (!chance(bias.commit())) {
                    break;
                }
                if (random.nextBoolean() && room()) {
                    add(random.nextBoolean() ? forms.stop() : forms.compactStop(), Map.of());
                }
            }
            return new GeneratedProgram(index, seed, initial, words, sources);
        }

        /** A BSTART and its header; maybe the body entry and a header command after it. */
        private void block() {
            Form start = blockStarts.get(random.nextInt(blockStarts.size()));
            add(start, Map.of());
            if (start == forms.tileLoad() && openGeneration != null && chance(CONTINUE_GENERATION)) {
                continueGeneration();
                return;
            }
            if (start == forms.tileLoad() && chance(bias.tileLoad())) {
                tileLoad();
                return;
            }
            if (start == forms.tileStore() && chance(bias.tileStore())) {
                tileStore();
                return;
            }
            long peMode = blockPeMode();
            if (chance(bias.fifthBinding())) {
                // One binding more than the stream holds, all legal and of one mask: the fifth reaches the limit.
                length = Math.max(length, Math.min(spec.maxLength(), words.size() + profile.streamSlots() + 1));
                long participating = nonZeroPeMode();
                FieldValues sizeCodes = writers.get(forms.sharedBinder()).field(profile.sizeCodeField());
                for (int i = 0; i <= profile.streamSlots() && room(); i++) {
                    long id = freshId();
                    // The fifth is sometimes a PEMode-000 no-op, which comes before the stream limit (spec 2.3).
                    boolean noOp = i == profile.streamSlots() && chance(bias.edgeValues());
                    add(forms.sharedBinder(), Map.of(SHARED_TILE_ID, id, profile.sizeCodeField(),
                            sizeCodes.admittedValue(random), profile.peModeField(), noOp ? zeroPeMode()
                                    : participating));
                    usedIds.add(id);
                }
            } else {
                int commands = random.nextInt(MAX_HEADER_COMMANDS + 1);
                for (int i = 0; i < commands && room(); i++) {
                    headerCommand(peMode);
                }
            }
            if (room() && chance(bias.bodyEntry())) {
                add(forms.bodyEntry(), Map.of());
                if (room() && random.nextBoolean()) {
                    headerCommand(peMode);
                }
            }
        }

        /**
         * A TLOAD block written to commit (semantics §4 step 3): LB0..LB2 a small shape (valid columns up to
         * columns), one destination B.IOS, the B.ASSEMBLE that completes it when several PEs take part (or opens a
         * generation of twice its size), and a BSTOP or C.BSTOP. The shape may not fit the SizeCode; the commit then
         * faults before publication.
         */
        private void tileLoad() {
            length = Math.max(length, Math.min(spec.maxLength(), words.size() + forms.dimensions().size() + 3));
            long columns = 1 + random.nextInt(8);
            long[] shape = {1 + random.nextInt((int) columns), 1 + random.nextInt(4), columns};
            for (int i = 0; i < forms.dimensions().size() && room(); i++) {
                add(forms.dimensions().get(i), Map.of("RegSrc", 0L, "uimm17", shape[Math.min(i, shape.length - 1)]));
            }
            long peMode = nonZeroPeMode();
            long id = -1;
            if (room()) {
                id = freshId();
                sharedBinding(id, peMode);
            }
            long destination = lastDestination;
            if (destination > 0 && profile.peMask((int) peMode).count() > 1 && room() && chance(0.8)) {
                if (writable.test(forms.assemble()) && profile.capacityBytes((int) destination + 1).isPresent()
                        && sizes.nextDouble() < SPLIT_PARENT) {
                    openHalfOfTwiceTheSize(id, destination, peMode);
                } else {
                    assembleWholeParent(destination);
                }
            }
            if (room()) {
                add(random.nextBoolean() ? forms.stop() : forms.compactStop(), Map.of());
            }
        }

        /**
         * INIT of a parent twice the destination's size (ParentSizeCode one more than its SizeCode), its writer range
         * at cell 0 (semantics §5: the writer range is the binder's SizeCode, the parent INIT's ParentSizeCode).
         * When the block commits, the generation is open and a later TLOAD block may write its other half.
         */
        private void openHalfOfTwiceTheSize(long id, long sizeCode, long peMode) {
            add(forms.assemble(), Map.of("INIT", 1L, "LAST", 0L, "uimm11", 0L, "RegSrc", 0L,
                    PARENT_SIZE_CODE, sizeCode + 1));
            long cells = profile.capacityBytes((int) sizeCode).getAsInt() / profile.assembleCellBytes();
            openGeneration = new OpenGeneration(id, sizeCode, sizeCode + 1, peMode, cells);
        }

        /**
         * A TLOAD block that writes the other half of the open generation: the same register, SizeCode and PEMode,
         * then B.ASSEMBLE LAST (sometimes MIDDLE) at the next cell, mostly with ParentSizeCode 0 as the spec asks,
         * sometimes naming the parent again (Fault_BundleControl); then as many of LB0..LB2 and a stop as fit.
         */
        private void continueGeneration() {
            OpenGeneration generation = openGeneration;
            openGeneration = null;
            length = Math.max(length, Math.min(spec.maxLength(), words.size() + forms.dimensions().size() + 3));
            if (room()) {
                add(forms.sharedBinder(), Map.of(SHARED_TILE_ID, generation.id(), profile.sizeCodeField(),
                        generation.writerSizeCode(), profile.peModeField(), generation.peMode()));
            }
            if (room()) {
                add(forms.assemble(), Map.of("INIT", 0L, "LAST", chance(0.8) ? 1L : 0L, "uimm11",
                        generation.nextCell(), "RegSrc", 0L, PARENT_SIZE_CODE,
                        chance(SIZED_CONTINUATION) ? generation.parentSizeCode() : 0L));
            }
            long columns = 1 + random.nextInt(8);
            long[] shape = {1 + random.nextInt((int) columns), 1 + random.nextInt(4), columns};
            for (int i = 0; i < forms.dimensions().size() && room(); i++) {
                add(forms.dimensions().get(i), Map.of("RegSrc", 0L, "uimm17", shape[Math.min(i, shape.length - 1)]));
            }
            if (room()) {
                add(random.nextBoolean() ? forms.stop() : forms.compactStop(), Map.of());
            }
        }

        /**
         * A TSTORE block written to commit (semantics §4 step 3): one source B.IOS, naming a register of the
         * initial state when there is one (mostly), and a BSTOP or C.BSTOP. The parent may be unpublished or
         * absent; the commit then waits or stores nothing.
         */
        private void tileStore() {
            length = Math.max(length, Math.min(spec.maxLength(), words.size() + 2));
            if (room()) {
                long id = !initialIds.isEmpty() && chance(INITIAL_SOURCE)
                        ? initialIds.get(random.nextInt(initialIds.size())) : freshId();
                add(forms.sharedBinder(), Map.of(SHARED_TILE_ID, id, profile.sizeCodeField(),
                        (long) profile.sourceSizeCode(), profile.peModeField(), nonZeroPeMode()));
                usedIds.add(id);
            }
            if (room()) {
                add(random.nextBoolean() ? forms.stop() : forms.compactStop(), Map.of());
            }
        }

        private void headerCommand(long peMode) {
            if (lastDestination > 0 && random.nextDouble() < 0.6) {
                assembleWholeParent(lastDestination);
                return;
            }
            double kind = random.nextDouble();
            if (kind < 0.55) {
                sharedBinding(chance(bias.duplicateIds()) && !usedIds.isEmpty()
                        ? usedIds.get(random.nextInt(usedIds.size())) : freshId(), peMode);
            } else if (kind < 0.65) {
                add(forms.localBinder(), Map.of(profile.peModeField(), headerPeMode(peMode)));
            } else if (kind < 0.85) {
                add(forms.dimensions().get(random.nextInt(forms.dimensions().size())), Map.of());
            } else {
                assembleWord();
            }
        }

        /**
         * A B.ASSEMBLE with every field drawn, then its size field set by the step (semantics §5): INIT and
         * INIT_LAST mostly name a parent size, MIDDLE and LAST mostly carry 0; otherwise the drawn value stays (0,
         * a size or a reserved code).
         */
        private void assembleWord() {
            Form assemble = forms.assemble();
            if (!writable.test(assemble)) {
                return;
            }
            ProgramWord drawn = writers.get(assemble).write(Map.of(), random, bias.edgeValues(),
                    bias.flippedFixedBits());
            long bits = Integer.toUnsignedLong(drawn.bits());
            Field size = assemble.field(PARENT_SIZE_CODE).orElseThrow();
            long value;
            if (assemble.field("INIT").orElseThrow().extract(bits) == 1) {
                value = sizes.nextDouble() < SIZED_OPENING ? destinationSizeCode() : size.extract(bits);
            } else {
                value = sizes.nextDouble() < SIZED_CONTINUATION ? size.extract(bits) : 0L;
            }
            append(assemble, new ProgramWord((int) size.insert(bits, value), drawn.lengthBits()));
        }

        /** A SizeCode the profile gives a capacity: a Shared destination's size. */
        private long destinationSizeCode() {
            FieldValues sizeCodes = writers.get(forms.sharedBinder()).field(profile.sizeCodeField());
            long code;
            do {
                code = sizeCodes.admittedValue(sizes);
            } while (profile.capacityBytes((int) code).isEmpty());
            return code;
        }

        /** A B.IOS naming {@code id} with the block's PEMode (or, with the mixed-mask bias, another). */
        private void sharedBinding(long id, long peMode) {
            FormWriter writer = writers.get(forms.sharedBinder());
            long sizeCode = writer.field(profile.sizeCodeField()).pick(random, bias.edgeValues());
            add(forms.sharedBinder(), Map.of(SHARED_TILE_ID, id, profile.sizeCodeField(), sizeCode,
                    profile.peModeField(), headerPeMode(peMode)));
            usedIds.add(id);
            lastDestination = profile.capacityBytes((int) sizeCode).isPresent() ? sizeCode : -1;
        }

        /**
         * The B.ASSEMBLE that completes a destination in one generation (semantics §5: INIT_LAST, offset 0, the
         * writer covering the whole parent), so multi-PE destinations can publish.
         */
        private void assembleWholeParent(long sizeCode) {
            add(forms.assemble(), Map.of("INIT", 1L, "LAST", 1L, "uimm11", 0L, "RegSrc", 0L,
                    PARENT_SIZE_CODE, sizeCode));
        }

        private long headerPeMode(long blockPeMode) {
            return chance(bias.mixedMasks()) ? peModes().pick(random, bias.edgeValues()) : blockPeMode;
        }

        private long blockPeMode() {
            return peModes().pick(random, bias.edgeValues());
        }

        private long nonZeroPeMode() {
            long code;
            do {
                code = peModes().admittedValue(random);
            } while (profile.peMask((int) code).isEmpty());
            return code;
        }

        private long zeroPeMode() {
            return profile.peMode(org.pto.avs.device.PeMask.NONE).orElseThrow();
        }

        private FieldValues peModes() {
            return writers.get(forms.sharedBinder()).field(profile.peModeField());
        }

        /** An id not named yet in this program, or an edge id (S0, S63) with the edge bias. */
        private long freshId() {
            FieldValues ids = writers.get(forms.sharedBinder()).field(SHARED_TILE_ID);
            for (int attempt = 0; attempt < 16; attempt++) {
                long id = ids.pick(random, bias.edgeValues());
                if (!usedIds.contains(id)) {
                    return id;
                }
            }
            return ids.admittedValue(random);
        }

        private void add(Form form, Map<String, Long> chosen) {
            if (!writable.test(form)) {
                return;
            }
            append(form, writers.get(form).write(chosen, random, bias.edgeValues(), bias.flippedFixedBits()));
        }

        private void append(Form form, ProgramWord word) {
            words.add(word);
            sources.add(form);
            if (form != forms.sharedBinder()) {
                lastDestination = -1;
            }
        }

        private boolean room() {
            return words.size() < length;
        }

        private boolean chance(double probability) {
            return random.nextDouble() < probability;
        }
    }

    /** A generation a TLOAD block's INIT opened: its register, SizeCodes, PEMode and the cell after its first range. */
    private record OpenGeneration(long id, long writerSizeCode, long parentSizeCode, long peMode, long nextCell) {
    }
}
