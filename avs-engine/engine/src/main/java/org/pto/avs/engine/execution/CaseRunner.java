package org.pto.avs.engine.execution;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.stream.Collectors;
import org.pto.avs.device.Device;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.Observable;
import org.pto.avs.device.Observation;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.engine.cases.Vector;
import org.pto.avs.engine.compare.ObservationPlan;
import org.pto.avs.engine.compare.VectorComparison;
import org.pto.avs.engine.compare.VectorVerdict;
import org.pto.avs.engine.pipeline.RunWindow;
import org.pto.avs.engine.pipeline.VectorRuns;
import org.pto.avs.engine.settings.ReportVectors;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.VectorOutcome;
import org.pto.avs.results.values.Difference;

/**
 * Runs one case's vectors on the session's device and judges them. A vector the device cannot observe is not
 * run; a device failure ends the case with crash, timeout or error; otherwise the case fails if any compared field
 * differs, is not supported if some vector could not be judged, and passes only if every vector compared something.
 * A property case goes to the {@link PropertyCases}. The device is the one the case leased, handed in with it; its
 * runs go through the device's {@link RunWindow}, which may have sent them, and the next cases' runs, ahead.
 */
final class CaseRunner {

    private final DeviceSession session;
    private final VectorComparison comparison;
    private final PropertyCases properties;
    private final ReportVectors reportVectors;
    private final boolean recordEvidence;

    CaseRunner(
            DeviceSession session,
            VectorComparison comparison,
            PropertyCases properties,
            ReportVectors reportVectors,
            boolean recordEvidence) {
        this.session = session;
        this.comparison = comparison;
        this.properties = properties;
        this.reportVectors = reportVectors;
        this.recordEvidence = recordEvidence;
    }

    /**
     * Runs {@code avsCase}, at {@code position} in the run's plan (empty when the plan does not hold it), publishing
     * each vector's entry through {@code published} as it is judged.
     */
    CaseReport run(AvsCase avsCase, OptionalInt position, DeviceSession.Lease lease, VectorEntries published) {
        EvidenceLog evidence = new EvidenceLog(recordEvidence && !avsCase.isProperty());
        CaseReport report = run(avsCase, position, lease, evidence, published);
        if (!evidence.kept) {
            return report;
        }
        // A case that ended before any vector (the device could not be opened) has its status as evidence.
        return report.withEvidence(EvidenceJson.write(
                evidence.declared,
                evidence.vectors,
                evidence.vectors.isEmpty() ? report.status().text() : null));
    }

    /** A case that ended as a whole (past its time bound, the harness failed): its status is its evidence. */
    CaseReport endedWhole(CaseReport report) {
        return recordEvidence && !report.avsCase().isProperty()
                ? report.withEvidence(
                        EvidenceJson.write(Set.of(), List.of(), report.status().text()))
                : report;
    }

    /** What the device declared and answered, as the run goes; kept only when the evidence is published. */
    private static final class EvidenceLog {
        private final boolean kept;
        private Set<Observable> declared = Set.of();
        private final List<EvidenceJson.VectorEvidence> vectors = new ArrayList<>();

        EvidenceLog(boolean kept) {
            this.kept = kept;
        }

        void add(String name, VectorOutcome status, Observation observation) {
            if (kept) {
                vectors.add(new EvidenceJson.VectorEvidence(name, status, observation));
            }
        }
    }

    private CaseReport run(
            AvsCase avsCase,
            OptionalInt position,
            DeviceSession.Lease lease,
            EvidenceLog evidence,
            VectorEntries published) {
        Device device;
        RunWindow window;
        try {
            window = lease.window();
            if (window.begin(position, avsCase)) {
                // Runs sent ahead for cases that did not run are unanswered: this case must not be charged for them.
                lease.discard(window);
                window = lease.window();
                window.begin(position, avsCase);
            }
            device = lease.device();
        } catch (DeviceException | RuntimeException e) {
            DeviceFault fault = DeviceFault.opening(e);
            return ended(avsCase, List.of(), 0, fault.status(), fault.message(), published);
        }
        try {
            return avsCase.isProperty()
                    ? properties.run(avsCase, device, session.describe(), lease::discard)
                    : runVectors(avsCase, device, window, lease, evidence, published);
        } finally {
            if (window.finish()) {
                // A run of this case sent ahead and not judged may still be running, or broke the instance.
                lease.discard(window);
            }
        }
    }

    private CaseReport runVectors(
            AvsCase avsCase,
            Device device,
            RunWindow window,
            DeviceSession.Lease lease,
            EvidenceLog evidence,
            VectorEntries published) {
        Set<Observable> observable = device.observables();
        evidence.declared = observable;
        List<VectorReport> reports = new ArrayList<>();
        List<VectorVerdict> verdicts = new ArrayList<>();
        for (int i = 0; i < avsCase.vectors().size(); i++) {
            Vector vector = avsCase.vectors().get(i);
            ObservationPlan plan = ObservationPlan.of(vector);
            Set<Observable> missing = EnumSet.noneOf(Observable.class);
            missing.addAll(plan.observables());
            missing.removeAll(observable);
            if (!missing.isEmpty()) {
                VectorVerdict verdict =
                        VectorVerdict.notSupported(vector.name(), "the device cannot observe " + names(missing));
                verdicts.add(verdict);
                evidence.add(vector.name(), VectorOutcome.NOT_SUPPORTED, null);
                reports.add(published.publish(
                        avsCase.id(),
                        report(vector, verdict, null, plan, VectorOutcome.NOT_SUPPORTED),
                        vector.description()));
                continue;
            }
            Observation observation;
            try {
                observation = answerOf(window.answer(i, VectorRuns.request(vector, plan)));
            } catch (DeviceException | RuntimeException e) {
                DeviceFault fault = DeviceFault.of(e);
                if (fault.breaksDevice()) {
                    lease.discard();
                }
                reports.add(published.publish(
                        avsCase.id(),
                        report(vector, null, null, plan, VectorOutcome.of(fault.status())),
                        vector.description()));
                evidence.add(vector.name(), VectorOutcome.of(fault.status()), null);
                return ended(
                        avsCase,
                        reports,
                        i + 1,
                        fault.status(),
                        "vector " + vector.name() + ": " + fault.message(),
                        published);
            }
            VectorVerdict verdict = comparison.compare(vector, observation);
            verdicts.add(verdict);
            VectorOutcome status = CaseJudgement.vectorStatus(verdict);
            reports.add(published.publish(
                    avsCase.id(), report(vector, verdict, observation, plan, status), vector.description()));
            evidence.add(vector.name(), status, observation);
        }
        CaseJudgement.Outcome outcome = CaseJudgement.of(avsCase, verdicts, session.describe());
        return new CaseReport(avsCase, session.describe(), outcome.status(), outcome.message(), reports);
    }

    /** The observation a run answered, or the failure {@link Device#run} would have thrown. */
    private static Observation answerOf(CompletableFuture<Observation> answer) throws DeviceException {
        try {
            return answer.get();
        } catch (InterruptedException e) {
            // The case's deadline gave up on it: what is reported is its timeout, not this.
            Thread.currentThread().interrupt();
            throw new DeviceException(DeviceException.Kind.TIMEOUT, "interrupted waiting for the device's answer", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof DeviceException device) {
                throw device;
            }
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (cause instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException("the device adapter failed with " + cause, cause);
        }
    }

    /** A case ended early by the device: the vectors after the failing one are reported as not run. */
    private CaseReport ended(
            AvsCase avsCase,
            List<VectorReport> reports,
            int next,
            CaseStatus status,
            String why,
            VectorEntries published) {
        List<VectorReport> all = new ArrayList<>(reports);
        for (Vector vector : avsCase.vectors().subList(next, avsCase.vectors().size())) {
            all.add(published.publish(
                    avsCase.id(),
                    new VectorReport(
                            vector.name(),
                            VectorOutcome.NOT_RUN,
                            ProgramSteps.of(vector.program(), List.of()),
                            ObservationJson.expected(vector),
                            "",
                            List.of(),
                            "an earlier vector ended the case"),
                    vector.description()));
        }
        return new CaseReport(avsCase, session.describe(), status, avsCase.id() + " " + why, all);
    }

    private VectorReport report(
            Vector vector, VectorVerdict verdict, Observation observation, ObservationPlan plan, VectorOutcome status) {
        List<Difference> differences = verdict == null ? List.of() : verdict.differences();
        String note = verdict == null || verdict.notSupported() == null ? "" : verdict.notSupported();
        if (!reportVectors.full(status)) {
            // No entry of its own (avs.vectors has its status): the texts are not written only to be dropped.
            return new VectorReport(vector.name(), status, List.of(), "", "", differences, note);
        }
        return new VectorReport(
                vector.name(),
                status,
                ProgramSteps.of(vector.program(), observation == null ? List.of() : observation.steps()),
                ObservationJson.expected(vector),
                observation == null ? "" : ObservationJson.observed(observation, plan.observables()),
                differences,
                note);
    }

    private static String names(Set<Observable> observables) {
        return observables.stream().map(o -> o.name().toLowerCase(Locale.ROOT)).collect(Collectors.joining(", "));
    }
}
