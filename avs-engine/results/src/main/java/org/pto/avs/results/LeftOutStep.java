package org.pto.avs.results;

import java.util.Objects;
import org.apiguardian.api.API;

/**
 * A step of a public AVS point that its case leaves out, from the case file's {@code "partial"}: a case that has any
 * covers its point only in part, and every report counts it as partial, never as the whole point.
 *
 * @param step the spec point's step the case does not check, in words
 * @param why  why that step is out of the suite's reach
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public record LeftOutStep(String step, String why) {

    /** The word every report uses for a point with left-out steps: its count reads {@code partial: 1}. */
    public static final String PARTIAL = "partial";

    public LeftOutStep {
        Objects.requireNonNull(step, "step");
        Objects.requireNonNull(why, "why");
    }

    /** {@code <step> (<why>)}, as summaries list it. */
    public String describe() {
        return step + " (" + why + ")";
    }
}
