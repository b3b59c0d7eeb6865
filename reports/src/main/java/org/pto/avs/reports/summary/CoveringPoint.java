package org.pto.avs.reports.summary;

import org.apiguardian.api.API;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.LeftOutStep;

/**
 * An AVS point covering a clause, with the status it had in this run.
 *
 * @param partial whether its case covers the point only in part ({@code "partial"} in its case file)
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record CoveringPoint(String avsId, CaseStatus status, boolean partial) {

    /** {@code pass}, or {@code pass, partial} for a point its case covers only in part. */
    public String describe() {
        return status.text() + (partial ? ", " + LeftOutStep.PARTIAL : "");
    }

    /**
     * Whether the device's behaviour was compared: a pass or a fail. A point that was not supported, waived, or
     * ended by a crash, a timeout or an error says nothing of the clause on this device.
     */
    public boolean judged() {
        return status == CaseStatus.PASS || status == CaseStatus.FAIL;
    }
}
