package org.pto.avs.model.random;

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
     * How often the generator takes each edge, each a probability in 0..1; a case file names the ones it changes.
     *
     * @param edgeValues       a field takes 0, its maximum, or a boundary of its catalog constraint
     * @param flippedFixedBits a word has one of its form's fixed (mask) bits flipped
     * @param duplicateIds     a B.IOS names a SharedTileID used earlier in the program
     * @param mixedMasks       a header command takes a PEMode other than its block's
     * @param fifthBinding     a block header is a run of five B.IOS of one mask (a B.IOT of it sometimes among them, one
     *                         sometimes repeating an earlier register of the run, the fifth sometimes of PEMode 000 or
     *                         of another mask)
     * @param outsideBlock     header commands come before the first BSTART
     * @param bodyEntry        an ADDI enters the block body, and a header command may follow it
     * @param commit           the block ends with BSTOP, C.BSTOP or the next BSTART
     * @param initialShared    the program starts from random Shared descriptors
     * @param tileLoad         a TLOAD block is written to commit: LB0..LB2, one destination, its B.ASSEMBLE, a stop
     * @param tileStore        a TSTORE block is written to commit: one source, often a register of the initial
     *                         state, and a stop
     */
    public record Bias(
            double edgeValues,
            double flippedFixedBits,
            double duplicateIds,
            double mixedMasks,
            double fifthBinding,
            double outsideBlock,
            double bodyEntry,
            double commit,
            double initialShared,
            double tileLoad,
            double tileStore) {

        /** What a case file that names no bias gets. */
        public static final Bias DEFAULT = new Bias(0.3, 0.05, 0.25, 0.15, 0.1, 0.1, 0.25, 0.4, 0.25, 0.5, 0.5);

        public Bias {
            for (double p : new double[] {
                edgeValues,
                flippedFixedBits,
                duplicateIds,
                mixedMasks,
                fifthBinding,
                outsideBlock,
                bodyEntry,
                commit,
                initialShared,
                tileLoad,
                tileStore
            }) {
                if (!(p >= 0 && p <= 1)) {
                    throw new IllegalArgumentException("a bias is a probability in 0..1, got " + p);
                }
            }
        }

        /** Each probability by its key in a case file's {@code bias}, in the README's order. */
        public Map<String, Double> byKey() {
            Map<String, Double> keys = new LinkedHashMap<>();
            keys.put("edge_values", edgeValues);
            keys.put("flipped_fixed_bits", flippedFixedBits);
            keys.put("duplicate_ids", duplicateIds);
            keys.put("mixed_masks", mixedMasks);
            keys.put("fifth_binding", fifthBinding);
            keys.put("outside_block", outsideBlock);
            keys.put("body_entry", bodyEntry);
            keys.put("commit", commit);
            keys.put("initial_shared", initialShared);
            keys.put("tile_load", tileLoad);
            keys.put("tile_store", tileStore);
            return keys;
        }

        /** The bias a case file states by key ({@link #byKey()}); every key it leaves out keeps its default. */
        public static Bias of(Map<String, Double> stated) {
            Map<String, Double> keys = DEFAULT.byKey();
            keys.putAll(stated);
            double[] p = keys.values().stream().mapToDouble(Double::doubleValue).toArray();
            return new Bias(p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7], p[8], p[9], p[10]);
        }
    }
}
