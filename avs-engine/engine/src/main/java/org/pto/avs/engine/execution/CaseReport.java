package org.pto.avs.engine.execution;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apiguardian.api.API;
import org.junit.platform.engine.reporting.ReportEntry;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.engine.cases.Vector;
import org.pto.avs.engine.settings.ReportVectors;
import org.pto.avs.results.AdvisoryFinding;
import org.pto.avs.results.AdvisoryFindings;
import org.pto.avs.results.CaseFacts;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.ReportKeys;
import org.pto.avs.results.VectorStatus;
import org.pto.avs.results.values.Difference;
import org.pto.avs.results.values.ProgramStep;

/**
 * The result of one case on one device, published as JUnit report entries (keys and order: {@link ReportKeys}) so
 * that listeners build reports, journals and bundles without the engine knowing about them.
 *
 * @param waiver the waiver that named this case, or null
 * @param random what the random run of a property case did, or null
 * @param evidence what the device answered for every vector ({@link EvidenceJson}), or null when not recorded
 * @param retried  why the case ran a second time (its first attempt's failure, shortened: {@link Retry}), whose
 *                 result this is; null when it ran once
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record CaseReport(
        AvsCase avsCase,
        String device,
        CaseStatus status,
        String message,
        List<VectorReport> vectors,
        WaiverNote waiver,
        RandomRun random,
        String evidence,
        String retried) {

    public CaseReport {
        vectors = List.copyOf(vectors);
    }

    public CaseReport(
            AvsCase avsCase,
            String device,
            CaseStatus status,
            String message,
            List<VectorReport> vectors,
            WaiverNote waiver,
            RandomRun random,
            String evidence) {
        this(avsCase, device, status, message, vectors, waiver, random, evidence, null);
    }

    public CaseReport(
            AvsCase avsCase,
            String device,
            CaseStatus status,
            String message,
            List<VectorReport> vectors,
            WaiverNote waiver,
            RandomRun random) {
        this(avsCase, device, status, message, vectors, waiver, random, null);
    }

    /** This report with the evidence of what the device answered ({@link EvidenceJson}). */
    CaseReport withEvidence(String text) {
        return new CaseReport(avsCase, device, status, message, vectors, waiver, random, text, retried);
    }

    /** This report of a case that ran a second time, because of {@code why}; null: it ran once. */
    CaseReport withRetried(String why) {
        return new CaseReport(avsCase, device, status, message, vectors, waiver, random, evidence, why);
    }

    /** A report no waiver names. */
    public CaseReport(AvsCase avsCase, String device, CaseStatus status, String message, List<VectorReport> vectors) {
        this(avsCase, device, status, message, vectors, null, null);
    }

    /** The report of a case that is not a random run, or that ended before its run finished. */
    public CaseReport(
            AvsCase avsCase,
            String device,
            CaseStatus status,
            String message,
            List<VectorReport> vectors,
            WaiverNote waiver) {
        this(avsCase, device, status, message, vectors, waiver, null);
    }

    /** Every entry in full. */
    public List<ReportEntry> entries() {
        return entries(ReportVectors.ALL);
    }

    /** The entries, each vector's in full or left out as {@code which} says; the case entry always in full. */
    public List<ReportEntry> entries(ReportVectors which) {
        List<ReportEntry> entries = new ArrayList<>();
        for (VectorReport vector : vectors) {
            if (!vector.published() && which.full(vector.status())) {
                entries.add(ReportEntry.from(vectorValues(avsCase.id(), vector, vectorOf(vector.name()))));
            }
        }
        Map<String, String> values = new LinkedHashMap<>();
        values.put(ReportKeys.ID, avsCase.id());
        values.put(ReportKeys.STATUS, status.text());
        put(values, ReportKeys.DEVICE, device);
        put(values, ReportKeys.MESSAGE, message);
        values.put(ReportKeys.CASE, facts().json());
        put(
                values,
                ReportKeys.VECTORS,
                VectorStatus.join(vectors.stream()
                        .map(v -> new VectorStatus(v.name(), v.status()))
                        .toList()));
        if (waiver != null) {
            values.put(ReportKeys.WAIVER, waiver.use().text());
            values.put(ReportKeys.WAIVER_REASON, waiver.waiver().reason());
            values.put(ReportKeys.WAIVER_EXPIRES, waiver.waiver().expires().toString());
            values.put(ReportKeys.WAIVER_LINK, waiver.waiver().link().toString());
            values.put(ReportKeys.WAIVER_ORIGIN, waiver.waiver().origin());
        }
        put(values, ReportKeys.RETRIED, retried);
        putRandom(values);
        put(values, ReportKeys.EVIDENCE, evidence);
        entries.add(ReportEntry.from(values));
        return entries;
    }

    /**
     * The values of {@code vector}'s entry ({@link ReportKeys}), its description and advisory mark from
     * {@code written}, the vector as its case file has it (null for the engine's own vectors: a property case's).
     */
    static Map<String, String> vectorValues(String caseId, VectorReport vector, Vector written) {
        Map<String, String> values = new LinkedHashMap<>();
        values.put(ReportKeys.ID, caseId);
        values.put(ReportKeys.VECTOR, vector.name());
        values.put(ReportKeys.VECTOR_STATUS, vector.status().text());
        if (!vector.program().isEmpty()) {
            values.put(ReportKeys.PROGRAM, ProgramStep.encode(vector.program()));
        }
        put(values, ReportKeys.EXPECTED, vector.expected());
        put(values, ReportKeys.ACTUAL, vector.actual());
        if (!vector.differences().isEmpty()) {
            values.put(ReportKeys.DIFF, Difference.encode(vector.differences()));
        }
        put(values, ReportKeys.NOTE, vector.note());
        if (written != null) {
            put(values, ReportKeys.VECTOR_DESCRIPTION, written.description());
            put(values, ReportKeys.VECTOR_ADVISORY, written.advisory());
        }
        return values;
    }

    /** The case's vector {@code name}, or null (a property case's "programs" is the engine's own). */
    private Vector vectorOf(String name) {
        return avsCase.vectors().stream()
                .filter(v -> v.name().equals(name))
                .findFirst()
                .orElse(null);
    }

    /**
     * The advisory vectors whose comparison differed, by their status, each with the why of its case file; their
     * differences are in the vectors' own entries.
     */
    public List<AdvisoryFinding> advisory() {
        return AdvisoryFindings.of(
                avsCase.advisory(),
                vectors.stream()
                        .map(v -> new VectorStatus(v.name(), v.status()))
                        .toList(),
                name -> List.of());
    }

    /** What the case file says about the case, for {@link ReportKeys#CASE}. */
    CaseFacts facts() {
        return facts(avsCase);
    }

    /** What the file of {@code avsCase} says about it, as {@link ReportKeys#CASE} publishes it. */
    static CaseFacts facts(AvsCase avsCase) {
        return new CaseFacts(
                avsCase.kind().text(),
                avsCase.severity().text(),
                avsCase.surface(),
                avsCase.instruction(),
                avsCase.requirements(),
                avsCase.origin() + ":" + avsCase.location().line(),
                avsCase.summary(),
                avsCase.passCondition(),
                avsCase.covers(),
                avsCase.tags(),
                avsCase.partial(),
                avsCase.advisory(),
                avsCase.upstream());
    }

    /** The seed of a property case always (it is known before the run); what the run did when it finished. */
    private void putRandom(Map<String, String> values) {
        if (random != null) {
            values.put(ReportKeys.RANDOM_SEED, Long.toString(random.seed()));
            values.put(ReportKeys.RANDOM_PROGRAMS, Integer.toString(random.programs()));
            values.put(ReportKeys.RANDOM_TRIES, Integer.toString(random.tries()));
            values.put(ReportKeys.RANDOM_JUDGED, Integer.toString(random.judged()));
            values.put(ReportKeys.RANDOM_SKIPPED, Integer.toString(random.skipped()));
            values.put(ReportKeys.RANDOM_CAMPAIGN, random.campaign());
            if (random.sharded()) {
                values.put(ReportKeys.RANDOM_FIRST, Integer.toString(random.first()));
                values.put(ReportKeys.RANDOM_COUNT, Integer.toString(random.count()));
            }
            random.shrunkSteps()
                    .ifPresent(steps -> values.put(ReportKeys.RANDOM_SHRUNK_STEPS, Integer.toString(steps)));
            put(values, ReportKeys.RANDOM_COUNTEREXAMPLE, random.counterexample());
        } else if (avsCase.isProperty()) {
            values.put(ReportKeys.RANDOM_SEED, Long.toString(avsCase.generator().seed()));
        }
    }

    /** Report entry values must not be blank. */
    private static void put(Map<String, String> values, String key, String value) {
        if (value != null && !value.isBlank()) {
            values.put(key, value);
        }
    }
}
