package org.pto.avs.engine.execution;

import java.util.Objects;
import java.util.OptionalInt;
import org.apiguardian.api.API;

/**
 * What the random run of a property case did, for its report entries.
 *
 * @param seed        the seed the programs were made from (the case file's or {@code avs.random.seed})
 * @param programs    how many programs the whole campaign makes (the case file's or {@code avs.random.tries})
 * @param first       the first program index this run made: 0, or where its part begins in a sharded run
 * @param count       how many programs this run's part holds: {@code programs} unless the run is sharded
 * @param tries       how many it made and compared: all of its part when every one matched, else up to and
 *                    including the first that differed
 * @param judged      of the tries, the programs compared and judged
 * @param skipped     of the tries, the programs not judged (unsupported on the device, or outside the subset)
 * @param shrunkSteps the steps of the counterexample written, when a program differed
 * @param campaign    the settings that shaped the programs and the pass besides seed and size
 *                    ({@code PartialDeviceSettings#campaign})
 * @param counterexample where the counterexample case file was written, or empty
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record RandomRun(
        long seed,
        int programs,
        int first,
        int count,
        int tries,
        int judged,
        int skipped,
        OptionalInt shrunkSteps,
        String campaign,
        String counterexample) {

    public RandomRun {
        Objects.requireNonNull(shrunkSteps, "shrunkSteps");
        Objects.requireNonNull(campaign, "campaign");
        Objects.requireNonNull(counterexample, "counterexample");
    }

    /** A run that wrote no counterexample file. */
    public RandomRun(
            long seed,
            int programs,
            int first,
            int count,
            int tries,
            int judged,
            int skipped,
            OptionalInt shrunkSteps,
            String campaign) {
        this(seed, programs, first, count, tries, judged, skipped, shrunkSteps, campaign, "");
    }

    /** This run, having written its counterexample to {@code file}. */
    public RandomRun withCounterexample(String file) {
        return new RandomRun(seed, programs, first, count, tries, judged, skipped, shrunkSteps, campaign, file);
    }

    /** Whether this run made only a part of the campaign's programs. */
    public boolean sharded() {
        return count != programs;
    }
}
