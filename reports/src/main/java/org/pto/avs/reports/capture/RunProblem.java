package org.pto.avs.reports.capture;

import org.apiguardian.api.API;

/**
 * A {@code pto-avs} test that is not an AVS point: an invalid case file, a selection that matched nothing, a
 * device that could not be opened; or a case whose report entries do not decode. Reports list these next to the
 * cases so nothing is lost.
 *
 * @param status the JUnit status in lower case ({@code failed}, {@code aborted}, {@code skipped}), or {@code error}
 *     for a case whose report entries do not decode
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record RunProblem(String name, String status, String message) {

    /** The status of a case the engine skipped. */
    public static final String SKIPPED = "skipped";

    /** A case the engine skipped (a disabled one), rather than a test that failed or was aborted. */
    public boolean skipped() {
        return SKIPPED.equals(status);
    }
}
