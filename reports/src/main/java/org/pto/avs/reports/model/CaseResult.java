package org.pto.avs.reports.model;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.apiguardian.api.API;
import org.pto.avs.results.AdvisoryFinding;
import org.pto.avs.results.AdvisoryFindings;
import org.pto.avs.results.AdvisoryVector;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.LeftOutStep;
import org.pto.avs.results.Retried;
import org.pto.avs.results.UpstreamTest;
import org.pto.avs.results.VectorOutcome;
import org.pto.avs.results.VectorStatus;
import org.pto.avs.results.values.Difference;

/**
 * One AVS point as it ran: what the case is (from its file) and what happened (from the engine).
 *
 * @param mnemonic     the instruction under test ({@code B.IOS})
 * @param covers       the contract clauses the case covers ({@code legality[3]})
 * @param source       the case file as the engine names it, for messages
 * @param device       the device identity the case ran on, as text
 * @param observationDigest SHA-256 over the actual observations of every vector, empty when none was reported
 * @param waiver       the waiver that applied, if any
 * @param randomSeed   for a property case, the seed its programs were made from ({@code avs.random.seed}), else empty
 * @param randomTries  for a property case, how many programs it compared ({@code avs.random.tries}), else empty
 * @param partial      the steps of its AVS point the case leaves out, from its case file; empty for a whole point
 * @param advisory     the vectors its case file marks advisory, with why; empty when every vector is mandated
 * @param upstream     the spec's own AVS test the case comes from, when its case file names it
 * @param retried      why the case ran a second time, whose result this is ({@link Retried}); empty when it ran once
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public record CaseResult(
        String avsId,
        String summary,
        String surface,
        String mnemonic,
        String kind,
        String severity,
        List<String> requirements,
        List<String> covers,
        List<String> tags,
        String passCondition,
        CaseStatus status,
        String message,
        String device,
        List<VectorResult> vectors,
        String source,
        Instant start,
        Instant stop,
        String observationDigest,
        Optional<AppliedWaiver> waiver,
        String randomSeed,
        String randomTries,
        List<LeftOutStep> partial,
        List<AdvisoryVector> advisory,
        Optional<UpstreamTest> upstream,
        String retried) {

    public CaseResult {
        Objects.requireNonNull(avsId, "avsId");
        Objects.requireNonNull(status, "status");
        summary = orEmpty(summary);
        surface = orEmpty(surface);
        mnemonic = orEmpty(mnemonic);
        kind = orEmpty(kind);
        severity = severity == null || severity.isBlank() ? "normal" : severity;
        requirements = List.copyOf(requirements);
        covers = List.copyOf(covers);
        tags = List.copyOf(tags);
        passCondition = orEmpty(passCondition);
        message = orEmpty(message);
        device = orEmpty(device);
        vectors = List.copyOf(vectors);
        source = orEmpty(source);
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(stop, "stop");
        observationDigest = orEmpty(observationDigest);
        waiver = waiver == null ? Optional.empty() : waiver;
        randomSeed = orEmpty(randomSeed);
        randomTries = orEmpty(randomTries);
        partial = List.copyOf(partial);
        advisory = List.copyOf(advisory);
        upstream = upstream == null ? Optional.empty() : upstream;
        retried = orEmpty(retried);
    }

    /** A case without advisory vectors that names no upstream test. */
    public CaseResult(
            String avsId,
            String summary,
            String surface,
            String mnemonic,
            String kind,
            String severity,
            List<String> requirements,
            List<String> covers,
            List<String> tags,
            String passCondition,
            CaseStatus status,
            String message,
            String device,
            List<VectorResult> vectors,
            String source,
            Instant start,
            Instant stop,
            String observationDigest,
            Optional<AppliedWaiver> waiver,
            String randomSeed,
            String randomTries,
            List<LeftOutStep> partial) {
        this(
                avsId,
                summary,
                surface,
                mnemonic,
                kind,
                severity,
                requirements,
                covers,
                tags,
                passCondition,
                status,
                message,
                device,
                vectors,
                source,
                start,
                stop,
                observationDigest,
                waiver,
                randomSeed,
                randomTries,
                partial,
                List.of(),
                Optional.empty(),
                "");
    }

    /** A case that covers its whole point. */
    public CaseResult(
            String avsId,
            String summary,
            String surface,
            String mnemonic,
            String kind,
            String severity,
            List<String> requirements,
            List<String> covers,
            List<String> tags,
            String passCondition,
            CaseStatus status,
            String message,
            String device,
            List<VectorResult> vectors,
            String source,
            Instant start,
            Instant stop,
            String observationDigest,
            Optional<AppliedWaiver> waiver,
            String randomSeed,
            String randomTries) {
        this(
                avsId,
                summary,
                surface,
                mnemonic,
                kind,
                severity,
                requirements,
                covers,
                tags,
                passCondition,
                status,
                message,
                device,
                vectors,
                source,
                start,
                stop,
                observationDigest,
                waiver,
                randomSeed,
                randomTries,
                List.of());
    }

    /** A case that is not a property case and covers its whole point. */
    public CaseResult(
            String avsId,
            String summary,
            String surface,
            String mnemonic,
            String kind,
            String severity,
            List<String> requirements,
            List<String> covers,
            List<String> tags,
            String passCondition,
            CaseStatus status,
            String message,
            String device,
            List<VectorResult> vectors,
            String source,
            Instant start,
            Instant stop,
            String observationDigest,
            Optional<AppliedWaiver> waiver) {
        this(
                avsId,
                summary,
                surface,
                mnemonic,
                kind,
                severity,
                requirements,
                covers,
                tags,
                passCondition,
                status,
                message,
                device,
                vectors,
                source,
                start,
                stop,
                observationDigest,
                waiver,
                "",
                "");
    }

    /** This case with its vectors {@link VectorResult#withoutObservations() without their observation texts}. */
    public CaseResult withoutObservations() {
        return new CaseResult(
                avsId,
                summary,
                surface,
                mnemonic,
                kind,
                severity,
                requirements,
                covers,
                tags,
                passCondition,
                status,
                message,
                device,
                vectors.stream().map(VectorResult::withoutObservations).toList(),
                source,
                start,
                stop,
                observationDigest,
                waiver,
                randomSeed,
                randomTries,
                partial,
                advisory,
                upstream,
                retried);
    }

    /** Whether the case ran a second time because its device missed a time limit ({@link Retried}). */
    public boolean isRetried() {
        return !retried.isEmpty();
    }

    /** Whether the case covers only part of its AVS point: every report counts and marks it as partial. */
    public boolean isPartial() {
        return !partial.isEmpty();
    }

    /**
     * The advisory findings: each advisory vector whose comparison differed, with the why of its case file and its
     * differences. They never decide the case's status; every report counts and lists them apart.
     */
    public List<AdvisoryFinding> advisoryFindings() {
        return AdvisoryFindings.of(
                advisory,
                vectors.stream()
                        .map(v -> new VectorStatus(v.name(), v.status()))
                        .toList(),
                name -> vectors.stream()
                        .filter(v -> v.name().equals(name))
                        .flatMap(v -> v.differences().stream())
                        .map(d -> new Difference(d.path(), d.step(), d.expected(), d.actual()))
                        .toList());
    }

    /** Whether an advisory vector of the case differed. */
    public boolean hasAdvisoryFindings() {
        return vectors.stream().anyMatch(v -> v.status() == VectorOutcome.ADVISORY);
    }

    /** Every differing field of every vector that decides the case (not of its advisory findings), in order. */
    public List<FieldDifference> differences() {
        return vectors.stream()
                .filter(v -> v.status() != VectorOutcome.ADVISORY)
                .flatMap(v -> v.differences().stream())
                .toList();
    }

    private static String orEmpty(String text) {
        return text == null ? "" : text;
    }
}
