package org.pto.avs.engine.limits;

import java.time.Duration;
import org.apiguardian.api.API;
import org.pto.avs.results.Constants;

/**
 * The bounds a run holds to, each with a clear error past it. Most are fixed and documented where they apply: a case
 * file is at most 64 MiB and nests at most 1000 deep (discovery), a payload is at most its capacity (256 KiB for
 * Shared, 16 MiB for a GM segment), a protocol message at most 64 MiB and a program at most 4096 words
 * (PROTOCOL.md). The one a run may change is the time of a case, {@value Constants#CASE_TIMEOUT}
 * (read by the run's settings).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class RunLimits {

    /** The default bound on one case's time. */
    public static final Duration DEFAULT_CASE_TIMEOUT = Duration.ofMinutes(10);

    private RunLimits() {}
}
