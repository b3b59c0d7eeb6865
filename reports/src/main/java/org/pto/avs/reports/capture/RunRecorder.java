package org.pto.avs.reports.capture;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;
import org.apiguardian.api.API;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.launcher.TestIdentifier;
import org.pto.avs.reports.model.CaseResult;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.Constants;
import org.pto.avs.results.ReportKeys;
import org.pto.avs.results.UniqueIds;

/**
 * Follows one test plan's execution and turns each finished {@code pto-avs} case into a {@link CaseResult}. Tests
 * of other engines are ignored; {@code pto-avs} tests that are not cases (an invalid case file, a selection that
 * matched nothing) are kept as run problems, and so is a case whose report entries do not decode. Safe for listeners called from several threads.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class RunRecorder {

    /** The segment type of a case in a {@code pto-avs} unique id: {@code [case:PTO-AVS-...]}. */
    public static final String CASE_SEGMENT = UniqueIds.CASE;

    private final Clock clock;
    private final Map<String, CaseEntries> entries = new ConcurrentHashMap<>();
    private final Map<String, Instant> starts = new ConcurrentHashMap<>();
    private final List<CaseResult> cases = new ArrayList<>();
    private final List<RunProblem> problems = new ArrayList<>();
    /** Every case's evidence, for the one reader that writes it out (a bundle); null when not kept. */
    private final Map<String, String> evidence;

    private final Set<String> runIds = Collections.synchronizedSet(new TreeSet<>());
    /** The settings the device decided, as published on the engine's own test when it opened. */
    private final Map<String, String> applied = Collections.synchronizedMap(new TreeMap<>());
    /** The settings the device decided, as each case published them (from a journal, as the case first ran). */
    private final Map<String, SortedMap<String, String>> appliedByCase = new ConcurrentHashMap<>();
    /** Each distinct set of {@link #appliedByCase} once: the cases of a run share a few. */
    private final Map<SortedMap<String, String>, SortedMap<String, String>> distinctApplied = new ConcurrentHashMap<>();

    private volatile Instant start;

    /**
     * A recorder that keeps nothing of a finished case but its result: what a test run's listener uses, so its memory
     * does not grow with the evidence of every case of the run.
     */
    public RunRecorder(Clock clock) {
        this(clock, false);
    }

    private RunRecorder(Clock clock, boolean keepsEvidence) {
        this.clock = clock;
        this.start = clock.instant();
        this.evidence = keepsEvidence ? new ConcurrentSkipListMap<>() : null;
    }

    /** A recorder that also keeps every case's evidence until the run ends, for a certification bundle. */
    public static RunRecorder keepingEvidence(Clock clock) {
        return new RunRecorder(clock, true);
    }

    public void planStarted() {
        start = clock.instant();
    }

    public Instant start() {
        return start;
    }

    public Instant now() {
        return clock.instant();
    }

    public void started(TestIdentifier test) {
        if (isAvsTest(test) && test.isTest()) {
            starts.put(test.getUniqueId(), clock.instant());
        }
    }

    public void published(TestIdentifier test, ReportEntry entry) {
        if (isAvsTest(test)) {
            entries.computeIfAbsent(test.getUniqueId(), id -> new CaseEntries()).add(entry);
            Map<String, String> values = entry.getKeyValuePairs();
            String run = values.get(ReportKeys.RUN);
            if (run != null) {
                runIds.add(run);
            }
            appliedSettings(test, values);
            String found = values.get(ReportKeys.EVIDENCE);
            if (evidence != null && found != null && values.containsKey(ReportKeys.ID)) {
                evidence.put(values.get(ReportKeys.ID), found);
            }
        }
    }

    /**
     * The evidence each case published ({@link ReportKeys#EVIDENCE}), by AVS id, sorted. Only a recorder made by
     * {@link #keepingEvidence} has it: asking another is a programming error, never an empty answer that a bundle
     * could be written from.
     */
    public SortedMap<String, String> evidence() {
        if (evidence == null) {
            throw new IllegalStateException(
                    "this recorder keeps no evidence: make it with RunRecorder.keepingEvidence");
        }
        return new TreeMap<>(evidence);
    }

    /** Keeps the settings the device decided that {@code values} name, by setting name, of the case or of the run. */
    private void appliedSettings(TestIdentifier test, Map<String, String> values) {
        SortedMap<String, String> said = new TreeMap<>();
        values.forEach((key, value) -> {
            if (key.startsWith(ReportKeys.DEVICE_APPLIED_PREFIX)) {
                said.put(
                        Constants.DEVICE_SETTINGS_PREFIX + key.substring(ReportKeys.DEVICE_APPLIED_PREFIX.length()),
                        value);
            }
        });
        if (said.isEmpty()) {
            return;
        }
        Optional<String> avsId = test.isTest() ? avsId(test) : Optional.empty();
        if (avsId.isPresent()) {
            appliedByCase.merge(avsId.get(), distinct(said), (before, now) -> {
                SortedMap<String, String> both = new TreeMap<>(before);
                both.putAll(now);
                return distinct(both);
            });
        } else {
            applied.putAll(said);
        }
    }

    private SortedMap<String, String> distinct(SortedMap<String, String> settings) {
        return distinctApplied.computeIfAbsent(Collections.unmodifiableSortedMap(settings), s -> s);
    }

    /**
     * The device settings as the device applied them, by setting name ({@code avs.device.sandbox} to {@code bwrap}
     * or {@code off}), where the device decided what its settings left open; sorted, empty when it decided nothing.
     * Once cases ran, only what every case says alike: a setting one case ran without, or with another value (parts
     * of a merged run that ran apart), is no setting of the whole run.
     */
    public SortedMap<String, String> appliedDeviceSettings() {
        Collection<SortedMap<String, String>> byCase =
                appliedDeviceSettingsByCase().values();
        if (byCase.isEmpty()) {
            synchronized (applied) {
                return new TreeMap<>(applied);
            }
        }
        SortedMap<String, String> common = null;
        for (SortedMap<String, String> settings : byCase) {
            if (common == null) {
                common = new TreeMap<>(settings);
            } else {
                common.entrySet().retainAll(settings.entrySet());
            }
        }
        return common;
    }

    /**
     * The device settings as the device applied them for each case of {@link #cases()}, by AVS id, sorted; an empty
     * map for a case that published none (an in-process device, a journal of before).
     */
    public SortedMap<String, SortedMap<String, String>> appliedDeviceSettingsByCase() {
        SortedMap<String, SortedMap<String, String>> byCase = new TreeMap<>();
        cases().forEach(c ->
                byCase.put(c.avsId(), appliedByCase.getOrDefault(c.avsId(), Collections.emptySortedMap())));
        return byCase;
    }

    /** The ids of the engine runs whose results this recorder saw (several when results were merged), sorted. */
    public SortedSet<String> runIds() {
        synchronized (runIds) {
            return new TreeSet<>(runIds);
        }
    }

    /**
     * Records a finished test; returns the case result when it was a {@code pto-avs} case. {@link #cases()} keeps it
     * without its vectors' observation texts.
     */
    public Optional<CaseResult> finished(TestIdentifier test, TestExecutionResult result) {
        if (!isAvsTest(test)) {
            return Optional.empty();
        }
        if (!test.isTest()) {
            // A run that fails before its first case (a device that cannot start, a bad setting) fails the engine
            // itself: kept as a problem, so the reports of this run say so instead of keeping the previous run's.
            if (result.getStatus() != TestExecutionResult.Status.SUCCESSFUL) {
                synchronized (problems) {
                    problems.add(new RunProblem(
                            test.getDisplayName(),
                            result.getStatus().name().toLowerCase(Locale.ROOT),
                            result.getThrowable()
                                    .map(t -> t.getMessage() != null ? t.getMessage() : t.toString())
                                    .orElse("")));
                }
            }
            return Optional.empty();
        }
        Instant stop = clock.instant();
        // What the case published is let go once it is read: a run keeps nothing of a case's size.
        Instant started = starts.remove(test.getUniqueId());
        Instant begun = started == null ? stop : started;
        CaseEntries removed = entries.remove(test.getUniqueId());
        CaseEntries published = removed == null ? new CaseEntries() : removed;
        Optional<String> avsId = avsId(test);
        if (avsId.isEmpty()) {
            synchronized (problems) {
                problems.add(new RunProblem(
                        test.getDisplayName(),
                        result.getStatus().name().toLowerCase(Locale.ROOT),
                        result.getThrowable().map(Throwable::getMessage).orElse("")));
            }
            return Optional.empty();
        }
        CaseResult caseResult;
        try {
            caseResult = CaseResultReader.read(avsId.get(), test, published, result, begun, stop);
        } catch (UnreadableEntryException e) {
            // What the case showed cannot be told: an error of the run, never a result read past the bad value.
            synchronized (problems) {
                problems.add(new RunProblem(
                        avsId.get(), CaseStatus.ERROR.text(), "case " + avsId.get() + ": " + e.getMessage()));
            }
            return Optional.empty();
        }
        synchronized (cases) {
            // The end of the run (summary, bundle) reads no observation text; only the returned result has them.
            cases.add(caseResult.withoutObservations());
        }
        return Optional.of(caseResult);
    }

    /** A case that the engine skipped (for example a disabled one) is recorded as a problem, never as a result. */
    public void skipped(TestIdentifier test, String reason) {
        if (isAvsTest(test) && test.isTest()) {
            synchronized (problems) {
                problems.add(new RunProblem(test.getDisplayName(), RunProblem.SKIPPED, reason == null ? "" : reason));
            }
        }
    }

    public List<CaseResult> cases() {
        synchronized (cases) {
            return List.copyOf(cases);
        }
    }

    public List<RunProblem> problems() {
        synchronized (problems) {
            return List.copyOf(problems);
        }
    }

    /**
     * True once a {@code pto-avs} test finished or was skipped, so a run of other engines (or a {@code pto-avs} run
     * that found no case file at all) writes no AVS reports.
     */
    public boolean sawAvsTests() {
        return !cases().isEmpty() || !problems().isEmpty();
    }

    /**
     * True when {@code plan} holds the {@code pto-avs} engine, directly or inside a suite. Searched breadth first, so
     * it stops at the engine's root (at most two levels down) without walking a large plan's cases.
     */
    public static boolean plansAvsTests(org.junit.platform.launcher.TestPlan plan) {
        ArrayDeque<TestIdentifier> queue = new ArrayDeque<>(plan.getRoots());
        while (!queue.isEmpty()) {
            TestIdentifier next = queue.poll();
            if (isAvsTest(next)) {
                return true;
            }
            queue.addAll(plan.getChildren(next));
        }
        return false;
    }

    /** A test of the {@code pto-avs} engine, run directly or inside a suite ({@code [engine:junit-platform-suite]/...}). */
    static boolean isAvsTest(TestIdentifier test) {
        return test.getUniqueIdObject().getSegments().stream()
                .anyMatch(s -> s.getType().equals("engine") && s.getValue().equals(Constants.ENGINE_ID));
    }

    /** The AVS id from the last unique id segment {@code [case:<id>]}. */
    static Optional<String> avsId(TestIdentifier test) {
        List<UniqueId.Segment> segments = test.getUniqueIdObject().getSegments();
        UniqueId.Segment last = segments.get(segments.size() - 1);
        return CASE_SEGMENT.equals(last.getType()) ? Optional.of(last.getValue()) : Optional.empty();
    }
}
