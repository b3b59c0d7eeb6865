package org.pto.avs.engine.execution;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import org.pto.avs.device.Device;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.Observation;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.engine.cases.Vector;
import org.pto.avs.engine.compare.DeviceReports;
import org.pto.avs.engine.compare.ObservationPlan;
import org.pto.avs.engine.compare.VectorComparison;
import org.pto.avs.engine.compare.VectorVerdict;
import org.pto.avs.engine.pipeline.RunWindow;
import org.pto.avs.engine.pipeline.VectorRuns;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.VectorOutcome;

/**
 * Runs one case's vectors on the session's device and judges them. A vector the device cannot observe is not
 * run; a device failure ends the case with crash, timeout or error; otherwise the case fails if any compared field
 * differs, is not supported if some vector could not be judged, and passes only if every vector compared something;
 * an advisory vector decides none of this ({@link CaseJudgement}). A property case goes to the {@link PropertyCases}. The device is the one the case leased, handed in with it; its
 * runs go through the device's {@link RunWindow}, which may have sent them, and the next cases' runs, ahead. What it
 * returns is a {@link CaseVerdict}, rendered by the {@link ReportBuilder}; each vector's result goes out as it is
 * judged.
 */
final class CaseRunner {

    private final DeviceSession session;
    private final VectorComparison comparison;
    private final PropertyCases properties;
    private final boolean keepsObservations;

    /** @param keepsObservations whether the verdict keeps what the device answered (the run keeps evidence) */
    CaseRunner(
            DeviceSession session, VectorComparison comparison, PropertyCases properties, boolean keepsObservations) {
        this.session = session;
        this.comparison = comparison;
        this.properties = properties;
        this.keepsObservations = keepsObservations;
    }

    /**
     * Runs {@code avsCase}, at {@code position} in the run's plan (empty when the plan does not hold it), handing
     * each vector's result to {@code judged} as it is judged.
     */
    CaseVerdict run(AvsCase avsCase, OptionalInt position, DeviceSession.Lease lease, Consumer<VectorResult> judged) {
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
            return ended(avsCase, new Judged(judged), DeviceReports.NOTHING, fault.status(), fault.message());
        }
        try {
            return avsCase.isProperty()
                    ? new CaseVerdict.Random(properties.run(avsCase, device, session.describe(), lease::discard))
                    : runVectors(avsCase, device, window, lease, new Judged(judged));
        } finally {
            if (window.finish()) {
                // A run of this case sent ahead and not judged may still be running, or broke the instance.
                lease.discard(window);
            }
        }
    }

    /** The results so far: each handed on as it comes, and kept for the verdict. */
    private final class Judged {
        private final Consumer<VectorResult> next;
        private final List<VectorResult> results = new ArrayList<>();

        Judged(Consumer<VectorResult> next) {
            this.next = next;
        }

        void add(VectorResult result) {
            next.accept(result);
            results.add(keepsObservations ? result : result.withoutObservation());
        }
    }

    private CaseVerdict runVectors(
            AvsCase avsCase, Device device, RunWindow window, DeviceSession.Lease lease, Judged judged) {
        DeviceReports observable = DeviceReports.of(device);
        List<VectorVerdict> verdicts = new ArrayList<>();
        for (int i = 0; i < avsCase.vectors().size(); i++) {
            Vector vector = avsCase.vectors().get(i);
            ObservationPlan plan = ObservationPlan.of(vector);
            List<String> missing = observable.missing(plan);
            if (!missing.isEmpty()) {
                VectorVerdict verdict = VectorVerdict.notSupported(
                        vector.name(), "the device cannot observe " + String.join(", ", missing));
                verdicts.add(verdict);
                judged.add(VectorResult.notSupported(vector, plan, verdict));
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
                judged.add(VectorResult.failed(vector, plan, VectorOutcome.of(fault.status())));
                return ended(
                        avsCase,
                        judged,
                        observable,
                        fault.status(),
                        "vector " + vector.name() + ": " + fault.message());
            }
            VectorVerdict verdict = comparison.compare(vector, observation);
            verdicts.add(verdict);
            judged.add(VectorResult.judged(vector, plan, verdict, observation));
        }
        CaseJudgement.Outcome outcome = CaseJudgement.of(avsCase, verdicts, session.describe());
        return new CaseVerdict.Vectors(avsCase, outcome.status(), outcome.message(), judged.results, observable);
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

    /** A case ended early by the device: the vectors after the last one judged did not run. */
    private static CaseVerdict ended(
            AvsCase avsCase, Judged judged, DeviceReports declared, CaseStatus status, String why) {
        for (Vector vector : avsCase.vectors()
                .subList(judged.results.size(), avsCase.vectors().size())) {
            judged.add(VectorResult.notRun(vector));
        }
        return new CaseVerdict.Vectors(avsCase, status, avsCase.id() + " " + why, judged.results, declared);
    }
}
