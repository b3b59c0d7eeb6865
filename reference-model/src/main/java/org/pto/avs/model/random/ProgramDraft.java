package org.pto.avs.model.random;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.function.Predicate;
import org.apiguardian.api.API;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.PeMask;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.isa.Form;
import org.pto.avs.isa.Profile;

/**
 * One program being written from its seed: the words so far with the form each was written from, and what the
 * words so far imply for the next ones (the Shared ids named, the destination a B.ASSEMBLE may modify, a generation
 * left open). Block kinds and each instruction's random forms write into it; every random choice comes from its two
 * streams, in program order, so a program depends only on its seed.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class ProgramDraft {

    private final SplittableRandom random;
    private final SplittableRandom sizes;
    private final GeneratorSpec spec;
    private final Profile profile;
    private final Function<Form, FormWriter> writers;
    private final Predicate<Form> writable;
    private final FieldValues peModes;
    private final List<ProgramWord> words = new ArrayList<>();
    private final List<Form> sources = new ArrayList<>();
    private final List<Long> usedIds = new ArrayList<>();
    private final List<Long> initialIds = new ArrayList<>();
    private final List<Integer> presetRegisters = new ArrayList<>();
    private int length;
    private long lastDestination = -1;
    private OpenGeneration openGeneration;

    /**
     * @param random   the stream of every choice but the size decisions
     * @param sizes    B.ASSEMBLE's size decisions draw from their own stream, so a rule of that one field changes no
     *                 other word of a program
     * @param writers  the writer of each catalog form
     * @param writable the forms this program may hold; a word of another form is left out where it would be
     * @param peModes  the PEMode values a participating word may take
     */
    public ProgramDraft(
            SplittableRandom random,
            SplittableRandom sizes,
            GeneratorSpec spec,
            Profile profile,
            Function<Form, FormWriter> writers,
            Predicate<Form> writable,
            FieldValues peModes) {
        this.random = random;
        this.sizes = sizes;
        this.spec = spec;
        this.profile = profile;
        this.writers = writers;
        this.writable = writable;
        this.peModes = peModes;
        this.length = 1 + random.nextInt(spec.maxLength());
    }

    public SplittableRandom random() {
        return random;
    }

    public SplittableRandom sizes() {
        return sizes;
    }

    public GeneratorSpec.Bias bias() {
        return spec.bias();
    }

    public Profile profile() {
        return profile;
    }

    public boolean chance(double probability) {
        return random.nextDouble() < probability;
    }

    /** Room for another word: the program is shorter than its drawn length. */
    public boolean room() {
        return words.size() < length;
    }

    /** Makes room for {@code count} more words, as far as the maximum length allows (a block written to commit). */
    public void reserve(int count) {
        length = Math.max(length, Math.min(spec.maxLength(), words.size() + count));
    }

    public boolean writable(Form form) {
        return writable.test(form);
    }

    public FormWriter writer(Form form) {
        return writers.apply(form);
    }

    /** {@code field} of the last word written, read through the form it was written from; empty when it has none. */
    public Optional<Long> lastWordField(String field) {
        if (words.isEmpty()) {
            return Optional.empty();
        }
        int last = words.size() - 1;
        return sources.get(last)
                .field(field)
                .map(f -> f.extract(Integer.toUnsignedLong(words.get(last).bits())));
    }

    /** A word of {@code form} with the {@code chosen} field values and every other field drawn; none if unwritable. */
    public void add(Form form, Map<String, Long> chosen) {
        if (!writable(form)) {
            return;
        }
        append(form, writer(form).write(chosen, random, bias().edgeValues(), bias().flippedFixedBits()));
    }

    /**
     * A word of {@code form} whose field {@code field} takes a value its catalog constraint refuses, every other field
     * drawn; none if unwritable.
     */
    public void addRefused(Form form, String field) {
        if (!writable(form)) {
            return;
        }
        add(form, Map.of(field, writer(form).field(field).refusedValue(random)));
    }

    /** Appends {@code word}, written from {@code form}; the last word no longer binds a destination. */
    public void append(Form form, ProgramWord word) {
        words.add(word);
        sources.add(form);
        lastDestination = -1;
    }

    /** Shared ids named so far, the initial registers' too: what a duplicate names. */
    public List<Long> usedIds() {
        return usedIds;
    }

    /** The Shared registers of the initial state: what a TSTORE source mostly names. */
    public List<Long> initialIds() {
        return initialIds;
    }

    /** The GPRs the initial state presets: what a B.IOR mostly names. */
    public List<Integer> presetRegisters() {
        return presetRegisters;
    }

    /**
     * With probability {@code chance}, when the program presets any, one of its preset registers: what a word that
     * reads a GPR names so that the value shows.
     */
    public Optional<Long> presetRegister(double chance) {
        if (presetRegisters.isEmpty() || !chance(chance)) {
            return Optional.empty();
        }
        return Optional.of((long) presetRegisters.get(random.nextInt(presetRegisters.size())));
    }

    /** The SizeCode of the last word when it bound a destination, else -1: a B.ASSEMBLE may follow it. */
    public long lastDestination() {
        return lastDestination;
    }

    public void lastDestination(long sizeCode) {
        lastDestination = sizeCode;
    }

    /** The generation a TLOAD block's INIT opened, which a later TLOAD block may continue; else null. */
    public OpenGeneration openGeneration() {
        return openGeneration;
    }

    public void openGeneration(OpenGeneration generation) {
        openGeneration = generation;
    }

    /** A block's PEMode: any value of the field, edges included. */
    public long blockPeMode() {
        return peModes.pick(random, bias().edgeValues());
    }

    /** A header command's PEMode: its block's, or with the mixed-mask bias another. */
    public long headerPeMode(long blockPeMode) {
        return chance(bias().mixedMasks()) ? peModes.pick(random, bias().edgeValues()) : blockPeMode;
    }

    /** An admitted PEMode whose mask has at least one PE. */
    public long nonZeroPeMode() {
        long code;
        do {
            code = peModes.admittedValue(random);
        } while (profile.peMask((int) code).isEmpty());
        return code;
    }

    /** The PEMode of no PE (000): a strict no-op. */
    public long zeroPeMode() {
        return profile.peMode(PeMask.NONE).orElseThrow();
    }

    /** The program written. */
    public GeneratedProgram program(int index, long seed, MachineState initial) {
        return new GeneratedProgram(index, seed, initial, words, sources);
    }

    /**
     * A generation a TLOAD block's INIT opened: its register, SizeCodes, PEMode and the cell after its first range.
     */
    public record OpenGeneration(long id, long writerSizeCode, long parentSizeCode, long peMode, long nextCell) {}
}
