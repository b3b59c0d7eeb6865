package org.pto.avs.reports.summary;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.reports.capture.RunProblem;
import org.pto.avs.reports.model.RunResult;

/** What the end-of-run summary shows: every case, the problems that are not cases, and the clause coverage. */
@API(status = API.Status.INTERNAL, since = "0.1")
public record ConformanceSummary(RunResult run, List<RunProblem> problems, CoverageMatrix coverage) {

    public ConformanceSummary {
        problems = List.copyOf(problems);
    }
}
