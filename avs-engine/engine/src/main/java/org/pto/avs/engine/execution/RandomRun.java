package org.pto.avs.engine.execution;

import java.util.OptionalInt;

/**
 * What the random run of a property case did, for its report entries.
 *
 * @param seed        the seed the programs were made from (the case file's or {@code avs.random.seed})
 * @param programs    how many programs the run could make (the case file's or {@code avs.random.tries})
 * @param tries       how many it made and compared: all of them when every one matched, else up to and including
 *                    the first that differed
 * @param shrunkSteps the steps of the counterexample written, when a program differed
 */
public record RandomRun(long seed, int programs, int tries, OptionalInt shrunkSteps) {

    public RandomRun {
        java.util.Objects.requireNonNull(shrunkSteps, "shrunkSteps");
    }
}
