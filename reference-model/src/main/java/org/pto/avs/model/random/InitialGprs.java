package org.pto.avs.model.random;

import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.apiguardian.api.API;

/**
 * Random values for one to three of R1..R23, for words that read GPRs (B.DIM's sum, B.IOR's GM base and row stride):
 * mostly a GM base or a small row stride inside the window a random campaign compares, sometimes a value at the edge
 * of a 16-bit loop bound, sometimes a value past 32 bits, which a range modifier's offset keeps, sometimes a value
 * so close to 2^64 that the offset wraps.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class InitialGprs {

    /** The registers a program may preset (R0 reads zero). */
    static final int FIRST = 1;

    static final int LAST = 23;

    /** Bases are multiples of a 64-byte row below this, so rows read from them stay in the compared GM window. */
    static final int BASES = 3072;

    static final int ROW_BYTES = 64;

    /** Values at the edge of a loop bound: its largest value, one past it, and their neighbours. */
    static final long[] EDGES = {0xFFFE, 0xFFFF, 0x10000, 0x10001, 0x1FFFF};

    /** How close to 2^64 a register at the top edge lies: a range modifier's GPR + uimm11 then mostly wraps. */
    static final int TOP_EDGE = 16;

    /** A value past 32 bits: 2^32 plus a small row's bytes, so a carrier's offset shows its bit 32. */
    static final long ABOVE_32_BITS = 1L << 32;

    private final SplittableRandom random;

    public InitialGprs(SplittableRandom random) {
        this.random = random;
    }

    /** The preset registers by number. */
    public Map<Integer, Long> values() {
        Map<Integer, Long> gprs = new TreeMap<>();
        int count = 1 + random.nextInt(3);
        for (int i = 0; i < count; i++) {
            gprs.put(FIRST + random.nextInt(LAST - FIRST + 1), value());
        }
        return gprs;
    }

    private long value() {
        double kind = random.nextDouble();
        if (kind < 0.4) {
            return (long) random.nextInt(BASES / ROW_BYTES) * ROW_BYTES;
        }
        if (kind < 0.65) {
            return random.nextInt(ROW_BYTES + 1);
        }
        if (kind < 0.72) {
            return EDGES[random.nextInt(EDGES.length)];
        }
        if (kind < 0.8) {
            return ABOVE_32_BITS + random.nextInt(ROW_BYTES + 1);
        }
        return -1L - random.nextInt(TOP_EDGE);
    }
}
