package org.pto.avs.reports.summary;

import org.pto.avs.engine.api.CaseStatus;

/** An AVS point covering a clause, with the status it had in this run. */
public record CoveringPoint(String avsId, CaseStatus status) {
}
