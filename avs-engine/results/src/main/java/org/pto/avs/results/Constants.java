package org.pto.avs.results;

import java.util.ServiceLoader;
import org.apiguardian.api.API;
import org.pto.avs.results.journal.ResultJournal;
import org.pto.avs.results.waivers.WaiverFile;

/**
 * Every configuration parameter the {@code pto-avs} engine reads. Each can be given as a JUnit configuration
 * parameter ({@code --config key=value} on the Console Launcher, {@code junit-platform.properties},
 * {@code @ConfigurationParameter} on a suite) or as a system property ({@code mvn test -Davs.id=...}), which the
 * JUnit Platform falls back to.
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class Constants {

    /** The engine id; unique ids start with {@code [engine:pto-avs]}. */
    public static final String ENGINE_ID = "pto-avs";

    /**
     * Runs only the cases whose AVS id matches: an id, a glob with {@code *} and {@code ?}, or a comma-separated
     * list of these; case-insensitive. Applies on top of the selectors, so
     * {@code mvn test -Davs.id=PTO-AVS-BLOCK-B-IOS-STREAM-001} runs that one case. A value that matches none of the
     * selected cases fails the run with a test named {@code selection} naming the closest known id, a problem of the
     * run that no summary counts against the device; a run of a selection says it is partial in its verdict.
     */
    public static final String ID = "avs.id";

    /**
     * The device to run on, by {@link org.pto.avs.device.DeviceProvider#name() provider name}; default
     * {@value #DEFAULT_DEVICE}. Providers are found with {@link ServiceLoader}; an unknown name fails the
     * run with the list of available devices.
     */
    public static final String DEVICE = "avs.device";

    /** The device used when {@value #DEVICE} is not set: the bundled in-process reference model. */
    public static final String DEFAULT_DEVICE = "reference";

    /**
     * Prefix of the settings handed to the device provider with the prefix removed, as
     * {@link org.pto.avs.device.DeviceSettings}: {@code avs.device.command=...} reaches the provider as
     * {@code command}.
     */
    public static final String DEVICE_SETTINGS_PREFIX = "avs.device.";

    /**
     * How many runs the engine keeps in flight on one device instance, read by the device itself (the process and
     * socket adapters, default 16; {@link org.pto.avs.device.Device#pipelineDepth()} for a Java adapter, default 1).
     * With one instance the engine sends the runs of the case it judges and of the cases after it ahead of their
     * answers, never past a property case; with several, each instance pipelines the vectors of its own case. Cases
     * are judged, reported and journaled in order, with the results of one run at a time; a run sent ahead and not
     * judged (its case ended early) replaces the instance when it has not answered, so no later case is charged for
     * it. {@code 1}: one run at a time.
     */
    public static final String DEVICE_PIPELINE = "avs.device.pipeline";

    /**
     * Whether a summary (each AVS id, kind and status, then totals) is printed to standard output at the end of the
     * run: {@code true} (default) or {@code false}. When a {@link SummaryPrinter} is registered (pto-avs-reports
     * registers one), it prints the summary and the engine does not, so a run prints one table; {@code false} turns
     * both off.
     */
    public static final String SUMMARY = "avs.summary";

    /**
     * What a run must show of its device for the run to pass, beyond "no case is non-conforming" (which always fails a
     * case, and so the build): {@code none} (default) or {@code conformance}, which fails the run unless its
     * {@link RunVerdict} is {@code conforms}, so a device that leaves cases {@code not supported} (or a run whose
     * selection matched nothing) cannot keep a CI build green. The run fails at its end, on the engine's own test
     * ({@code PTO AVS}), with the verdict and the counts; every case keeps its own status. A run of a selection
     * ({@value #ID}) is held to the cases it selected. Any other value fails the run before its first case.
     */
    public static final String REQUIRE = "avs.require";

    /**
     * The fewest judged cases a run must have to pass: a whole number from 0 (default: no minimum). A case is judged
     * when the device ran it and the harness compared it, whatever the outcome: every status but
     * {@code not-supported} and {@code error}. A run with fewer fails at its end, on the engine's own test, with the
     * count; with {@value #REQUIRE}{@code =none} this is how a build accepts a partial device, but no less of it
     * than it already does. Any other value fails the run before its first case.
     */
    public static final String REQUIRE_MIN_JUDGED = "avs.require.min-judged";

    /**
     * The live progress line that pto-avs-reports prints on standard error: {@code auto} (default: runs of more than
     * 50 cases), {@code on} or {@code off}. The engine checks the value, so a bad one fails the run before any case
     * like any other setting, whether or not the reports listen.
     */
    public static final String PROGRESS = "avs.progress";

    /**
     * A waiver file, relative to the working directory: one waiver a line, {@code AVS id | expires | link | reason}
     * (see {@link WaiverFile}). While a waiver is in force (up to and including its
     * expiry day) a case it names that fails, crashes or times out is reported {@code waived} (JUnit: aborted); one
     * that passes is an unexpected pass, reported so the waiver is removed, and failed when {@value #WAIVERS_STRICT}
     * is true. After its expiry day a waiver fails the case it names, whatever the case's own outcome, with the file
     * line and the expiry in the message. A line that cannot be read waives nothing and fails the run with a test
     * named {@code waivers} naming file, line and field; so does a file that does not exist, one that starts with a
     * byte-order mark, an id with a character that is not ASCII or that no case has (the closest id is named), a
     * link that is not {@code https} or {@code http}, and an expiry later than {@value #WAIVERS_MAX_DAYS} allows.
     */
    public static final String WAIVERS = "avs.waivers";

    /**
     * How many days after the run day a waiver may expire, {@code 365} by default: a waiver past the bound is a
     * problem of the {@code waivers} test and waives nothing (it is not clamped), so a waiver is reviewed at least
     * that often. A value that is not a whole number of days from 0 up is a problem too, and the default applies.
     */
    public static final String WAIVERS_MAX_DAYS = "avs.waivers.max-days";

    /**
     * Whether an unexpected pass (a case that passes while a waiver in force names it) fails the case, with a
     * message saying the waiver must be removed: {@code true} or {@code false} (default). Certification runs set it;
     * any other value is a problem reported by the {@code waivers} test and the run is strict.
     */
    public static final String WAIVERS_STRICT = "avs.waivers.strict";

    /**
     * Whether a case's AVS id must be listed in the {@code tests} of its instruction's catalog record:
     * {@code true} (default) or {@code false}. A certification run keeps the check; {@code false} is for corpora
     * that are not the catalog's AVS points, such as generated benchmark or regression corpora, whose ids the
     * catalog cannot list. Every other check of a case file still applies.
     */
    public static final String CHECK_CATALOG_IDS = "avs.catalog.check-ids";

    /**
     * Whether discovery keeps the cases it read for the run: {@code true} (default) keeps each one while memory
     * allows (under memory pressure the collector drops cases, and a dropped case is read again just before it
     * runs); {@code false} keeps none, so every case is read again just before it runs and the heap a run needs
     * does not grow with the corpus. Either way, a case file that changed after discovery fails its case as an
     * error rather than running other content than was discovered.
     */
    public static final String KEEP_CASES = "avs.discovery.keep-cases";

    /**
     * Where the case schema validator's valid verdicts are kept between runs, by the SHA-256 of a case file's text and
     * the schema's version, so that an unchanged file is not validated again: a folder; {@code none} keeps none. By
     * default {@value #DEFAULT_SCHEMA_CACHE} when the working directory has a {@code target} folder, none otherwise.
     * Safe to delete; a file with errors is validated on every run, for its messages.
     */
    public static final String SCHEMA_CACHE = "avs.discovery.schema-cache";

    /** The folder of {@value #SCHEMA_CACHE} when it is not set (and {@code target} exists). */
    public static final String DEFAULT_SCHEMA_CACHE = "target/pto-avs/schema-cache";

    /**
     * The results journal: a file to which every finished case is appended as one JSON line, forced to the disk at
     * once, so that a run killed at any moment leaves every result it had (an incomplete last line is ignored, with a
     * warning, when the journal is read). Without {@value #RESUME} an earlier journal at that path is started afresh;
     * a file there that is not a journal is never overwritten. See {@link ResultJournal}.
     */
    public static final String JOURNAL = "avs.journal";

    /**
     * {@code true}: resume the run recorded in {@value #JOURNAL}. Each case the journal holds is reported again as
     * journaled (its status, message and report entries, plus an entry {@code avs.resumed} naming the journal) and not
     * run; the others run and are appended. The summary and the certification bundle of a resumed run equal those of
     * an uninterrupted one. {@code only}: report the journaled cases and run nothing (a case the journal lacks is an
     * error), which is how shard journals are merged. A journal written for another {@code avs.device} or
     * {@code avs.shard} is refused, and so is one of an earlier journal format (written by an earlier PTO AVS, whose
     * report entries this one does not publish). A case journaled under {@code avs.report.vectors=failed} and resumed
     * under {@code all} is reported as journaled: its passing vectors without their details. Default {@code false}.
     */
    public static final String RESUME = "avs.resume";

    /**
     * Runs one of several disjoint parts of the selected cases: {@code <part>/<parts>}, 1-based ({@code 2/4}). The
     * parts are balanced by cost ({@link ShardPlan}: the steps of a case's vectors, the most
     * costly case first, each to the least loaded part): every machine that selects the same cases computes the same
     * parts, so the parts never overlap and together hold every case. Tests that are not cases (an invalid case file, a
     * selection that matched nothing) are in part 1 only, so each problem is reported once. Give each part its own
     * {@value #JOURNAL}; the reports' {@code MergeCommand} joins the parts' journals into one summary and one
     * certification bundle. A malformed value fails discovery. Default: the whole run ({@code 1/1}).
     * {@code auto}: the part comes from the scheduler that started the process ({@link ShardSetting}:
     * {@code AVS_SHARD=i/n}, a Kubernetes Indexed Job's {@code JOB_COMPLETION_INDEX} with {@value #SHARD_COUNT},
     * or GitLab's {@code CI_NODE_INDEX} and {@code CI_NODE_TOTAL}); none of them set fails discovery naming them.
     * A property case runs in every part, each making its own disjoint range of the case's programs, so the parts
     * together make the programs of the whole campaign.
     */
    public static final String SHARD = "avs.shard";

    /**
     * The number of parts under {@code avs.shard=auto} in a Kubernetes Indexed Job, whose pods learn their
     * {@code JOB_COMPLETION_INDEX} but not the Job's {@code completions}: set it to {@code completions}.
     */
    public static final String SHARD_COUNT = "avs.shard.count";

    /**
     * The seed every property case ({@code "kind": "property"}) generates its programs from, instead of the seed
     * its file states: a whole number of 0 or more, decimal or {@code 0x...}. The seed in use is in each property
     * case's message ({@code PTO-AVS-PROP-... [seed=1234]: ...}) and in its report entry {@value #RANDOM_SEED}; the same seed
     * makes the same programs, so a failure seen once is reproduced by passing its seed here. A value that is not a
     * seed makes every property case an invalid case.
     */
    public static final String RANDOM_SEED = "avs.random.seed";

    /**
     * How many programs every property case generates and compares, instead of its file's {@code programs}:
     * {@code 1..1000000}. The report entry of the same name says how many a run tried: all of them when every
     * program matched, else up to and including the first that differed. Under {@value #SHARD} this is the whole
     * campaign's number, of which each part makes its own range. A value out of range makes every property case an
     * invalid case.
     */
    public static final String RANDOM_TRIES = "avs.random.tries";

    /**
     * The folder a property case writes its counterexample into when the device differs from the reference model:
     * {@code <folder>/<device>/<property id>-S<seed>-P<program>.json}, an ordinary case file (format v1) that
     * replays the shrunk program; relative paths are relative to the working directory. Default
     * {@value #DEFAULT_RANDOM_OUTPUT}.
     */
    public static final String RANDOM_OUTPUT = "avs.random.output";

    /** Where counterexamples go when {@value #RANDOM_OUTPUT} is not set. */
    public static final String DEFAULT_RANDOM_OUTPUT = "target/pto-avs/counterexamples";

    /**
     * The forms a device executes, for random testing on a partial device: a comma list of mnemonics (for example
     * {@code B.IOS,B.IOT,BSTART.TEPL,BSTOP,C.BSTOP,ADDI}); every property case then writes only words of these
     * forms. A mnemonic the generator does not write fails the property case with the known ones. Default: every
     * form the generator writes.
     */
    public static final String RANDOM_FORMS = "avs.random.forms";

    /**
     * How many programs a property case runs first as a probe (0..10000; 0: no probe): a form whose words the device
     * answered {@code unsupported} in the probe, where the reference model executes them, and never executed, is
     * left out of the programs judged afterwards, and the case's message names it. The probe's programs are not
     * judged. Default {@value #DEFAULT_RANDOM_PROBE}.
     */
    public static final String RANDOM_PROBE = "avs.random.probe";

    /** The probe's programs when {@value #RANDOM_PROBE} is not set. */
    public static final int DEFAULT_RANDOM_PROBE = 100;

    /**
     * The fewest programs a property case must judge to pass: a program is skipped when the device answers
     * {@code unsupported} where the reference executes, or when its first word lies outside the modeled subset.
     * The case passes when every judged program matches and at least this many were judged, or, when the run has
     * fewer programs whose first word the reference models, every one of those; otherwise it is not supported, with the judged and skipped counts. Default
     * {@value #DEFAULT_RANDOM_MIN_JUDGED}.
     */
    public static final String RANDOM_MIN_JUDGED = "avs.random.min-judged";

    /** The fewest judged programs when {@value #RANDOM_MIN_JUDGED} is not set. */
    public static final int DEFAULT_RANDOM_MIN_JUDGED = 100;

    /**
     * How many instances of the device to open, {@code 1..256}; default 1. Cases run side by side, one per instance:
     * each case leases an instance for its whole run, so an instance serves one case at a time, and the results
     * (statuses and report entries) are those of a run on one instance. Each instance is opened with the same
     * {@code avs.device.*} settings (a process device starts one child per instance; a socket device opens one
     * connection per instance).
     */
    public static final String DEVICE_INSTANCES = "avs.device.instances";

    /**
     * The bound on one case's time: {@code 500ms}, {@code 30s}, {@code 10m}, a number of milliseconds, or {@code 0}
     * for none; default 10 minutes. A case past it is reported {@code timeout} and its device instance is closed and
     * replaced, even when the device is in-process and ignores interruption. A device's own per-request timeout
     * ({@code avs.device.timeout} for the process and socket devices) is usually the tighter bound.
     */
    public static final String CASE_TIMEOUT = "avs.limits.case-timeout";

    /**
     * What every time limit a case is held to is multiplied by: {@value #CASE_TIMEOUT} and each device setting named
     * {@code timeout} or {@code ...-timeout} ({@code avs.device.timeout}, {@code avs.device.startup-timeout},
     * {@code avs.device.connect-timeout}), set or defaulted. A number from 0.1 to 100 ({@code 2}, {@code 2.5});
     * default 1. For a busy machine: a case that missed a limit runs once more anyway, with twice the limits, before
     * its result counts.
     */
    public static final String TIMEOUT_FACTOR = "avs.timeout-factor";

    /**
     * Which vectors publish their evidence in the report entries: {@code all} (default) or {@code failed}. With
     * {@code failed} a vector that passed publishes no entry of its own (no program, expected or actual observation,
     * description): its name and status are in the case entry's {@code avs.vectors}, as every vector's are. Vectors
     * that did not pass, and every case entry, are published in full. Listeners such as the Surefire-style XML report
     * keep every entry until the run ends and format every key of it, so on large corpora they then hold and write
     * the evidence of the failures only. The reports count such a vector as passed and say its details were not
     * recorded. Any other value fails the run before its first case.
     */
    public static final String REPORT_VECTORS = "avs.report.vectors";

    /**
     * Whether each case entry carries {@code avs.evidence}: what the device declared and answered for every vector,
     * whatever {@value #REPORT_VECTORS} says, so that a verifier can judge the case again without the device.
     * {@code true} or {@code false} (default); on whenever {@value #JOURNAL} is set, so that merged and resumed runs
     * keep their evidence. A certification bundle turns it on. Any other value fails the run before its first case.
     */
    public static final String REPORT_EVIDENCE = "avs.report.evidence";

    private Constants() {}
}
