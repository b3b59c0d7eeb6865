package org.pto.avs.engine.descriptor;

import java.lang.ref.SoftReference;
import java.util.Objects;
import org.apiguardian.api.API;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.results.ShardPlan;

/**
 * A discovered case as its test holds it: the few facts the test tree and the run's bookkeeping need, always at
 * hand, and the case itself (programs, expectations, initial states) behind a soft reference. A corpus of a
 * hundred thousand vectors then runs in a small heap: under memory pressure the collector drops cases already
 * read, and a case that is gone is read again from its file just before it runs. With room to spare nothing is
 * read twice.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class CaseHandle {

    /** Reads the case again from its file; fails with the reason when the file no longer holds that case. */
    @FunctionalInterface
    public interface Reread {
        AvsCase read();
    }

    /** The file of a discovered case no longer holds the case that was discovered. */
    public static final class CaseFileChangedException extends RuntimeException {
        public CaseFileChangedException(String message) {
            super(message);
        }
    }

    private final String id;
    private final String origin;
    private final String sha256;
    private final int cost;
    private final Reread reread;
    /** Set for a case that cannot be read again (a property case configured at discovery); then never dropped. */
    private final AvsCase pinned;

    private volatile SoftReference<AvsCase> cached;

    private CaseHandle(AvsCase avsCase, Reread reread, boolean pin, String sha256) {
        this.id = avsCase.id();
        this.origin = avsCase.origin();
        this.sha256 = sha256;
        this.cost = ShardPlan.costOf(avsCase.vectors().stream()
                .map(vector -> vector.program().size())
                .toList());
        this.reread = reread;
        this.pinned = pin ? avsCase : null;
        this.cached = new SoftReference<>(avsCase);
    }

    /** A case that may be dropped under memory pressure and read again with {@code reread}. */
    public static CaseHandle rereadable(AvsCase avsCase, Reread reread, String sha256) {
        return new CaseHandle(avsCase, Objects.requireNonNull(reread, "reread"), false, sha256);
    }

    /** A case held for the whole run. */
    public static CaseHandle pinned(AvsCase avsCase, String sha256) {
        return new CaseHandle(avsCase, null, true, sha256);
    }

    public String id() {
        return id;
    }

    public String origin() {
        return origin;
    }

    /** What running it costs, to balance the parts of a sharded run ({@link ShardPlan#costOf}). */
    public int cost() {
        return cost;
    }

    /** The SHA-256 of the case file's text as it was discovered. */
    public String sha256() {
        return sha256;
    }

    /** The case, read again from its file when the collector dropped it. */
    public AvsCase get() {
        if (pinned != null) {
            return pinned;
        }
        AvsCase avsCase = cached.get();
        if (avsCase == null) {
            avsCase = reread.read();
            cached = new SoftReference<>(avsCase);
        }
        return avsCase;
    }

    /**
     * Drops the case as the collector would under memory pressure (a pinned case stays): a case that ran is not
     * needed again, and tests use it to run the path that reads a case again.
     */
    public void forget() {
        cached.clear();
    }
}
