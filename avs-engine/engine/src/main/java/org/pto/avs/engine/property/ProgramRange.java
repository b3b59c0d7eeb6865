package org.pto.avs.engine.property;

import org.apiguardian.api.API;
import org.pto.avs.results.Shard;

/**
 * The programs of a property case that one part of a sharded run makes: indices {@code first} (inclusive) to
 * {@code end} (exclusive) of the case's seed. Part {@code i/n} of {@code P} programs holds
 * {@code [(i-1)P/n, iP/n)}, so the parts are disjoint, contiguous and together exactly the programs of the whole
 * campaign; since program {@code k} depends only on the seed and {@code k}, each part makes the very programs the
 * unsharded run would.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record ProgramRange(int first, int end) {

    public ProgramRange {
        if (first < 0 || end < first) {
            throw new IllegalArgumentException("programs " + first + ".." + end + " are no range");
        }
    }

    /** The range of {@code part} in a campaign of {@code programs}. */
    public static ProgramRange of(Shard part, int programs) {
        return new ProgramRange(
                bound(part.index() - 1, part.count(), programs), bound(part.index(), part.count(), programs));
    }

    private static int bound(int parts, int count, int programs) {
        return (int) ((long) parts * programs / count);
    }

    public int size() {
        return end - first;
    }

    /** {@code 100..199}: the first and the last index, as messages show them. */
    @Override
    public String toString() {
        return first + ".." + (end - 1);
    }
}
