package org.pto.avs.reports.summary;

import org.pto.avs.engine.api.CaseStatus;

/** An AVS point covering a clause, with the status it had in this run. */
public record CoveringPoint(String avsId, CaseStatus status) {

    /**
     * Whether the device's behaviour was compared: a pass or a fail. A point that was not supported, waived, or
     * ended by a crash, a timeout or an error says nothing of the clause on this device.
     */
    public boolean judged() {
        return status == CaseStatus.PASS || status == CaseStatus.FAIL;
    }
}
