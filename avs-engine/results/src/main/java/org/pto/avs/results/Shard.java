package org.pto.avs.results;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apiguardian.api.API;

/**
 * One of {@code count} disjoint parts of a run ({@code avs.shard=index/count}, 1-based). Which cases a part runs is
 * the {@link ShardPlan} of the run's cases: balanced by cost, the same on every machine and every run of the same
 * cases.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public record Shard(int index, int count) {

    /** The whole run: one part holding every case. */
    public static final Shard ALL = new Shard(1, 1);

    private static final Pattern TEXT = Pattern.compile("\\s*(\\d{1,6})\\s*/\\s*(\\d{1,6})\\s*");

    public Shard {
        if (count < 1 || index < 1 || index > count) {
            throw new IllegalArgumentException("shard " + index + "/" + count + ": the part must be 1.." + count);
        }
    }

    /** {@code 2/4}; a malformed value is an {@link IllegalArgumentException} whose message says why. */
    public static Shard parse(String text) {
        Matcher m = TEXT.matcher(text);
        if (!m.matches()) {
            throw new IllegalArgumentException("avs.shard=" + text + " is not <part>/<parts> (for example 2/4)");
        }
        int index = Integer.parseInt(m.group(1));
        int count = Integer.parseInt(m.group(2));
        if (count < 1 || index < 1 || index > count) {
            throw new IllegalArgumentException("avs.shard=" + text.strip() + ": the part must be 1.." + count
                    + " and there must be at least one part");
        }
        return new Shard(index, count);
    }

    /** Whether tests that are not cases (invalid files, empty selections) run here: in part 1 only, so once. */
    public boolean holdsProblems() {
        return index == 1;
    }

    @Override
    public String toString() {
        return index + "/" + count;
    }
}
