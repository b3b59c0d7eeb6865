package org.pto.avs.engine.execution;

import java.util.List;
import java.util.function.Supplier;
import org.pto.avs.device.Observation;
import org.pto.avs.results.Constants;
import org.pto.avs.results.values.Difference;
import org.pto.avs.results.values.ObservationValues;
import org.pto.avs.results.values.ProgramStep;

/**
 * The one place a verdict becomes what reports read: each vector's report in full, for its entry, and the case's
 * report, with the evidence of what the device answered when the run keeps it ({@value Constants#REPORT_EVIDENCE}).
 */
final class ReportBuilder {

    private final Supplier<String> device;
    private final boolean evidence;

    /**
     * @param device   the device as reports name it, asked when the case has ended
     * @param evidence whether cases of vectors keep their evidence
     */
    ReportBuilder(Supplier<String> device, boolean evidence) {
        this.device = device;
        this.evidence = evidence;
    }

    /**
     * The vector's report in full: its program with the outcomes the device gave, what was expected and observed,
     * each outcome stated once (in the program when it can hold them: {@link ObservationValues}).
     */
    static VectorReport vector(VectorResult result) {
        Observation observation = result.observation();
        List<Difference> differences =
                result.verdict() == null ? List.of() : result.verdict().differences();
        List<ProgramStep> program = ProgramSteps.of(
                result.vector().program(),
                observation == null ? List.of() : observation.steps(),
                result.vector().decodeOnly());
        return new VectorReport(
                result.vector().name(),
                result.status(),
                program,
                ObservationJson.expected(result.vector()),
                observation == null
                        ? ""
                        : ObservationJson.observed(
                                observation,
                                result.plan().observables(),
                                result.vector().expect().records(),
                                !programHolds(program, observation)),
                differences,
                result.note());
    }

    private static boolean programHolds(List<ProgramStep> program, Observation observation) {
        return ObservationValues.programHolds(
                program, observation.steps().stream().map(Object::toString).toList());
    }

    /** The case's report; its vectors by name and status only, their entries being out already. */
    CaseReport caseReport(CaseVerdict verdict) {
        if (verdict instanceof CaseVerdict.Retried retried) {
            return caseReport(retried.second()).withRetried(retried.why());
        }
        if (verdict instanceof CaseVerdict.Random random) {
            return random.report();
        }
        CaseVerdict.Vectors vectors = (CaseVerdict.Vectors) verdict;
        CaseReport report = new CaseReport(
                vectors.avsCase(),
                device.get(),
                vectors.status(),
                vectors.message(),
                vectors.vectors().stream()
                        .map(v -> VectorReport.published(v.vector().name(), v.status()))
                        .toList());
        if (!evidence || vectors.avsCase().isProperty()) {
            return report;
        }
        List<EvidenceJson.VectorEvidence> answered = vectors.vectors().stream()
                .filter(VectorResult::attempted)
                .map(v -> new EvidenceJson.VectorEvidence(v.vector().name(), v.status(), v.observation()))
                .toList();
        // A case that ended before any vector (the device could not be opened, its time ran out) has its status.
        return report.withEvidence(EvidenceJson.write(
                vectors.declared(),
                answered,
                answered.isEmpty() ? vectors.status().text() : null));
    }
}
