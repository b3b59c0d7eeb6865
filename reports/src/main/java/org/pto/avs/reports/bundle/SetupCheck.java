package org.pto.avs.reports.bundle;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import org.apiguardian.api.API;
import org.pto.avs.isa.Catalog;
import org.pto.avs.reports.capture.RunProblem;
import org.pto.avs.reports.capture.RunRecorder;
import org.pto.avs.reports.model.CaseResult;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.RunVerdict;

/**
 * Whether a run judged its device at all, and whether it can be a certification. The engine fails its root when the
 * device is unknown or does not start, and then no case runs: the recorder keeps that as a run problem.
 * {@link #causes(RunRecorder)} says why a run judged nothing (a problem of the run, no case, every case an
 * {@code error}); {@link #causes(RunRecorder, Catalog)} adds what a certification must have: a result for every
 * mandated AVS id, and no run problem at all.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class SetupCheck {

    /** How many missing ids a message lists before it says how many more there are. */
    private static final int LISTED = 5;

    /**
     * Why {@code run} did not judge its device; empty when it did. An unmet {@code avs.require} is no cause: it is
     * the device's verdict, not the setup's.
     */
    public List<String> causes(RunRecorder run) {
        return ranCauses(run, p -> !p.message().startsWith(RunVerdict.REQUIREMENT_NOT_MET));
    }

    /** Why {@code run} is no certification of {@code catalog}; empty when it is one. */
    List<String> causes(RunRecorder run, Catalog catalog) {
        List<String> causes = ranCauses(run, p -> true);
        List<CaseResult> cases = run.cases();
        Set<String> missing = new TreeSet<>();
        catalog.instructions().forEach(instruction -> missing.addAll(instruction.tests()));
        cases.forEach(c -> missing.remove(c.avsId()));
        if (!missing.isEmpty() && !cases.isEmpty()) {
            List<String> listed = missing.stream().limit(LISTED).toList();
            causes.add(missing.size() + " AVS ids the catalog mandates have no result: " + String.join(", ", listed)
                    + (missing.size() > LISTED ? " and " + (missing.size() - LISTED) + " more" : "")
                    + " (a bundle needs every case: no avs.id or avs.shard; merge the journals of a sharded run)");
        }
        return causes;
    }

    private static List<String> ranCauses(RunRecorder run, Predicate<RunProblem> counted) {
        List<String> causes = new ArrayList<>();
        for (RunProblem problem : run.problems()) {
            if (counted.test(problem)) {
                causes.add(problem.name() + " (" + problem.status() + "): " + problem.message());
            }
        }
        List<CaseResult> cases = run.cases();
        if (cases.isEmpty() && causes.isEmpty()) {
            causes.add("no AVS case was discovered on the classpath");
        }
        if (!cases.isEmpty() && cases.stream().allMatch(c -> c.status() == CaseStatus.ERROR)) {
            Set<String> messages = new LinkedHashSet<>();
            cases.forEach(c -> messages.add(c.message()));
            causes.add("every case is error: " + String.join("; ", messages));
        }
        return causes;
    }
}
