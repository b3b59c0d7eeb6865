package org.pto.avs.results;

import org.apiguardian.api.API;
import org.pto.avs.results.values.Difference;
import org.pto.avs.results.values.ObservationValues;
import org.pto.avs.results.values.ProgramStep;

/**
 * The keys of the JUnit report entries the engine publishes for each case, so that a
 * {@code TestExecutionListener} (reports, journals, bundles, the kill matrix) can read a result without knowing the
 * engine.
 *
 * <p>Entries, in order: one per vector published in full, as soon as the vector is judged (a case ended by its time
 * bound keeps those of the vectors judged in time, and its case entry then has no {@value #VECTORS}), with {@value #ID},
 * {@value #VECTOR}, {@value #VECTOR_STATUS},
 * {@value #PROGRAM} (its steps: {@link ProgramStep#encode}), {@value #EXPECTED}, {@value #ACTUAL} (the expected and
 * observed state, each outcome of a step stated once: in the program where it holds it; read them with
 * {@link ObservationValues}) and,
 * when there are any, {@value #DIFF} (its differences: {@link Difference#encode}), {@value #NOTE},
 * {@value #VECTOR_DESCRIPTION} and, for a vector its case file marks advisory, {@value #VECTOR_ADVISORY} (why it is
 * advisory: {@link AdvisoryVector}); then one for the case with {@value #ID}, {@value #STATUS}
 * ({@link CaseStatus#text()}), {@value #DEVICE}, {@value #MESSAGE}, {@value #CASE} (what the case file says, one
 * compact JSON object: {@link CaseFacts}) and {@value #VECTORS} (every vector's name and status in order:
 * {@link VectorStatus}; absent when the case has no vector). When a waiver of {@code avs.waivers} names the case,
 * the case entry also has {@value #WAIVER} ({@link WaiverUse#text()}), {@value #WAIVER_EXPIRES},
 * {@value #WAIVER_LINK}, {@value #WAIVER_REASON} and {@value #WAIVER_ORIGIN} (the waiver file and line). The case entry
 * of a property case has {@value #RANDOM_SEED} and, when its run finished, {@value #RANDOM_PROGRAMS} (the
 * campaign's programs), {@value #RANDOM_TRIES}, {@value #RANDOM_JUDGED}, {@value #RANDOM_SKIPPED}, {@value #RANDOM_CAMPAIGN}, in a sharded run
 * {@value #RANDOM_FIRST} and {@value #RANDOM_COUNT} (the part's programs: indices first..first+count-1), and, when
 * a program differed, {@value #RANDOM_SHRUNK_STEPS} and, when its file was written, {@value #RANDOM_COUNTEREXAMPLE}.
 * When
 * {@link Constants#REPORT_EVIDENCE} is on, the case entry also has {@value #EVIDENCE}: what the device answered for
 * every vector (read by {@link CaseJudge}), whatever {@code avs.report.vectors} says. A case whose device missed a
 * time limit runs a second time ({@link Retried}): before the second attempt's vector entries it publishes one entry
 * with {@value #ID} and {@value #RETRIED} (why: the first attempt's failure), after which a reader forgets the vector
 * entries before it, and its case entry, the second attempt's, has {@value #RETRIED} too. Under {@code avs.report.vectors=failed} a
 * passing vector publishes no entry of its own: {@value #VECTORS} alone names it. Before any case, the engine's own
 * test gets one entry, {@value #RUN}: the random id of the run.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class ReportKeys {

    public static final String ID = "avs.id";
    public static final String STATUS = "avs.status";
    public static final String DEVICE = "avs.device";
    public static final String MESSAGE = "avs.message";
    public static final String CASE = "avs.case";
    public static final String VECTORS = "avs.vectors";
    public static final String EVIDENCE = "avs.evidence";
    /** Why the case ran a second time: its first attempt's failure, shortened ({@link Retried}). */
    public static final String RETRIED = "avs.retried";
    /** The random id of an engine run, published once on the engine's own test before any case. */
    public static final String RUN = "avs.run";
    /**
     * Prefix of the settings the device decided for itself ({@code avs.device.applied.sandbox=off} where
     * {@code avs.device.sandbox=auto} asked), published once on the engine's own test when the device opens, and in
     * one entry on each case that runs on it (so a journal, and a merge of journals, keeps how each case ran).
     */
    public static final String DEVICE_APPLIED_PREFIX = "avs.device.applied.";

    public static final String VECTOR = "avs.vector";
    public static final String VECTOR_STATUS = "avs.vector.status";
    public static final String PROGRAM = "avs.vector.program";
    public static final String EXPECTED = "avs.vector.expected";
    public static final String ACTUAL = "avs.vector.actual";
    public static final String DIFF = "avs.vector.diff";
    public static final String NOTE = "avs.vector.note";
    public static final String VECTOR_DESCRIPTION = "avs.vector.description";
    /** Why the vector is advisory, on the entry of a vector its case file marks so ({@link AdvisoryVector}). */
    public static final String VECTOR_ADVISORY = "avs.vector.advisory";

    public static final String WAIVER = "avs.waiver";
    public static final String WAIVER_REASON = "avs.waiver.reason";
    public static final String WAIVER_EXPIRES = "avs.waiver.expires";
    public static final String WAIVER_LINK = "avs.waiver.link";
    public static final String WAIVER_ORIGIN = "avs.waiver.origin";
    public static final String RANDOM_SEED = "avs.random.seed";
    public static final String RANDOM_PROGRAMS = "avs.random.programs";
    public static final String RANDOM_TRIES = "avs.random.tries";
    public static final String RANDOM_SHRUNK_STEPS = "avs.random.shrunk-steps";
    /** Where the random run wrote its counterexample case file (on the machine that ran it). */
    public static final String RANDOM_COUNTEREXAMPLE = "avs.random.counterexample";
    /**
     * The settings that shaped the campaign besides its seed and size: the forms written, the probe's programs and
     * the fewest judged programs for a pass ({@code forms=every probe=100 min-judged=100}).
     */
    public static final String RANDOM_CAMPAIGN = "avs.random.campaign";

    public static final String RANDOM_JUDGED = "avs.random.judged";
    public static final String RANDOM_SKIPPED = "avs.random.skipped";
    public static final String RANDOM_FIRST = "avs.random.first";
    public static final String RANDOM_COUNT = "avs.random.count";

    private ReportKeys() {}
}
