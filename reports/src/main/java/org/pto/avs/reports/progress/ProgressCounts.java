package org.pto.avs.reports.progress;

import org.apiguardian.api.API;

/**
 * How far a run is: {@code done} cases finished (in any status) of {@code total}, {@code failing} of them
 * non-conforming (JUnit: failed).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record ProgressCounts(int total, int done, int failing) {

    public ProgressCounts {
        if (total < 0 || done < 0 || failing < 0 || failing > done) {
            throw new IllegalArgumentException("counts out of range: " + total + ", " + done + ", " + failing);
        }
    }

    /** Cases not finished yet; never negative, even when a run finishes more tests than it planned. */
    public int remaining() {
        return Math.max(0, total - done);
    }

    /** Whole percent done, 0..100. */
    public int percent() {
        return total == 0 ? 100 : (int) Math.min(100, (long) done * 100 / total);
    }
}
