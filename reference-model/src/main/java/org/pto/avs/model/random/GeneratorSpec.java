package org.pto.avs.model.random;

import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import org.apiguardian.api.API;

/**
 * The {@code generator} of a property case ({@code "kind": "property"}): how many programs to make from which seed,
 * how long they may be, and how often each kind of edge the generator knows is taken. The same spec makes the same
 * programs on every run.
 *
 * @param seed      the seed every program derives from (0 or more)
 * @param programs  how many programs to make and compare
 * @param maxLength the most steps a program has
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record GeneratorSpec(long seed, int programs, int maxLength, Bias bias) {

    public GeneratorSpec {
        if (seed < 0) {
            throw new IllegalArgumentException("a seed is 0 or more, got " + seed);
        }
        if (programs < 1 || programs > MAX_PROGRAMS || maxLength < 1) {
            throw new IllegalArgumentException("programs are 1.." + MAX_PROGRAMS + " and max_length 1 or more");
        }
        Objects.requireNonNull(bias, "bias");
    }

    /** The most programs a spec makes (the case format's bound on {@code programs}). */
    public static final int MAX_PROGRAMS = 1_000_000;

    /** The same generator from another seed ({@code avs.random.seed}). */
    public GeneratorSpec withSeed(long value) {
        return new GeneratorSpec(value, programs, maxLength, bias);
    }

    /** The same generator making another number of programs ({@code avs.random.tries}). */
    public GeneratorSpec withPrograms(int count) {
        return new GeneratorSpec(seed, count, maxLength, bias);
    }

    /**
     * How often the generator takes each edge, each a probability in 0..1, by {@link Knob}; a case file names the ones
     * it changes and every other keeps its default. A knob is declared once, as a constant of {@link Knob}: the
     * default bias, the case file's keys and the writing of a case follow from it.
     */
    public record Bias(Map<Knob, Double> probabilities) {

        /** An edge the generator takes with a probability, its key in a case file's {@code bias} and its default. */
        public enum Knob {
            /** A field takes 0, its maximum, or a boundary of its catalog constraint. */
            EDGE_VALUES("edge_values", 0.3),
            /** A word has one of its form's fixed (mask) bits flipped. */
            FLIPPED_FIXED_BITS("flipped_fixed_bits", 0.05),
            /** A B.IOS names a SharedTileID used earlier in the program. */
            DUPLICATE_IDS("duplicate_ids", 0.25),
            /** A header command takes a PEMode other than its block's. */
            MIXED_MASKS("mixed_masks", 0.15),
            /**
             * A block header is a run of five B.IOS of one mask (a B.IOT of it sometimes among them, one sometimes
             * repeating an earlier register of the run, the fifth sometimes of PEMode 000 or of another mask).
             */
            FIFTH_BINDING("fifth_binding", 0.1),
            /** Header commands come before the first BSTART. */
            OUTSIDE_BLOCK("outside_block", 0.1),
            /** An ADDI enters the block body, and a header command may follow it. */
            BODY_ENTRY("body_entry", 0.25),
            /** The block ends with BSTOP, C.BSTOP or the next BSTART. */
            COMMIT("commit", 0.4),
            /** The program starts from random Shared descriptors. */
            INITIAL_SHARED("initial_shared", 0.25),
            /** A TLOAD block is written to commit: LB0..LB2, one destination, its B.ASSEMBLE, a stop. */
            TILE_LOAD("tile_load", 0.5),
            /** A TSTORE block is written to commit: one source, often a register of the initial state, and a stop. */
            TILE_STORE("tile_store", 0.5);

            private final String key;
            private final double byDefault;

            Knob(String key, double byDefault) {
                this.key = key;
                this.byDefault = byDefault;
            }

            /** Its key in a case file's {@code bias}. */
            public String key() {
                return key;
            }

            /** Its probability in a case file that does not name it. */
            public double byDefault() {
                return byDefault;
            }

            /** The knob of a case file's key. */
            public static Knob ofKey(String key) {
                for (Knob knob : values()) {
                    if (knob.key.equals(key)) {
                        return knob;
                    }
                }
                throw new IllegalArgumentException("no bias is named " + key);
            }
        }

        /** What a case file that names no bias gets: every knob at its default. */
        public static final Bias DEFAULT = of(Map.of());

        /** Every knob has its probability, in 0..1. */
        public Bias {
            EnumMap<Knob, Double> each = new EnumMap<>(Knob.class);
            for (Knob knob : Knob.values()) {
                Double p = probabilities.get(knob);
                if (p == null) {
                    throw new IllegalArgumentException("no probability for the bias " + knob.key);
                }
                if (!(p >= 0 && p <= 1)) {
                    throw new IllegalArgumentException("a bias is a probability in 0..1, got " + p);
                }
                each.put(knob, p);
            }
            probabilities = Collections.unmodifiableMap(each);
        }

        /** The probability of {@code knob}. */
        public double get(Knob knob) {
            return probabilities.get(knob);
        }

        /** The same bias with {@code knob} at {@code probability}. */
        public Bias with(Knob knob, double probability) {
            EnumMap<Knob, Double> changed = new EnumMap<>(probabilities);
            changed.put(knob, probability);
            return new Bias(changed);
        }

        /** Each probability by its key in a case file's {@code bias}, in the order of {@link Knob}. */
        public Map<String, Double> byKey() {
            Map<String, Double> keys = new LinkedHashMap<>();
            probabilities.forEach((knob, p) -> keys.put(knob.key, p));
            return keys;
        }

        /** The bias a case file states by key ({@link Knob#key()}); every key it leaves out keeps its default. */
        public static Bias of(Map<String, Double> stated) {
            EnumMap<Knob, Double> each = new EnumMap<>(Knob.class);
            for (Knob knob : Knob.values()) {
                each.put(knob, knob.byDefault);
            }
            stated.forEach((key, p) -> each.put(Knob.ofKey(key), p));
            return new Bias(each);
        }

        // The knobs the generator reads, by name.

        public double edgeValues() {
            return get(Knob.EDGE_VALUES);
        }

        public double flippedFixedBits() {
            return get(Knob.FLIPPED_FIXED_BITS);
        }

        public double duplicateIds() {
            return get(Knob.DUPLICATE_IDS);
        }

        public double mixedMasks() {
            return get(Knob.MIXED_MASKS);
        }

        public double fifthBinding() {
            return get(Knob.FIFTH_BINDING);
        }

        public double outsideBlock() {
            return get(Knob.OUTSIDE_BLOCK);
        }

        public double bodyEntry() {
            return get(Knob.BODY_ENTRY);
        }

        public double commit() {
            return get(Knob.COMMIT);
        }

        public double initialShared() {
            return get(Knob.INITIAL_SHARED);
        }

        public double tileLoad() {
            return get(Knob.TILE_LOAD);
        }

        public double tileStore() {
            return get(Knob.TILE_STORE);
        }
    }
}
