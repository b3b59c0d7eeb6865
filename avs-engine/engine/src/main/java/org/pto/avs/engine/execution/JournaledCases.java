package org.pto.avs.engine.execution;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.junit.platform.engine.EngineExecutionListener;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.reporting.ReportEntry;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.engine.settings.JournalSettings;
import org.pto.avs.engine.settings.ReportVectors;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.ReportKeys;
import org.pto.avs.results.VectorStatus;
import org.pto.avs.results.journal.JournalEntry;
import org.pto.avs.results.journal.JournalException;
import org.pto.avs.results.journal.JournalHeader;
import org.pto.avs.results.journal.ResultJournal;

/**
 * The run's side of {@code avs.journal}: records each judged case, and under {@code avs.resume} reports a journaled
 * case again exactly as it was reported (status, message, report entries), so listeners (the summary, the bundle)
 * cannot tell it from a case that ran now, save for the extra entry {@value #RESUMED} naming the journal. A case
 * a waiver touched, then or now, runs again: a waiver is applied on the day of the run, from the run's waiver file.
 */
final class JournaledCases implements AutoCloseable {

    /** The report entry key of a case reported from the journal; its value is the journal file. */
    static final String RESUMED = "avs.resumed";

    static final JournaledCases NONE = new JournaledCases(null, JournalSettings.Resume.NO, id -> false, "");

    private final ResultJournal journal;
    private final JournalSettings.Resume resume;
    /** Whether the run's waiver file names the case of an id. */
    private final Predicate<String> waivedNow;
    /** What this run's random settings make of a campaign besides its seed and size ({@link ReportKeys#RANDOM_CAMPAIGN}). */
    private final String campaign;

    private JournaledCases(
            ResultJournal journal, JournalSettings.Resume resume, Predicate<String> waivedNow, String campaign) {
        this.journal = journal;
        this.resume = resume;
        this.waivedNow = waivedNow;
        this.campaign = campaign;
    }

    /**
     * @param waivedNow whether the run's waiver file names the case of an id
     * @param campaign  what this run's random settings make of a campaign ({@link ReportKeys#RANDOM_CAMPAIGN})
     */
    static JournaledCases open(
            JournalSettings settings, JournalHeader header, Predicate<String> waivedNow, String campaign)
            throws JournalException {
        if (settings.file().isEmpty()) {
            return NONE;
        }
        return new JournaledCases(
                ResultJournal.open(settings.file().get(), header, settings.resume() != JournalSettings.Resume.NO),
                settings.resume(),
                waivedNow,
                campaign);
    }

    /** A resumed journal holds the results of one device: {@code identity} must be it. */
    void refuseAnotherDevice(String identity) throws JournalException {
        if (journal != null && resume != JournalSettings.Resume.NO) {
            journal.refuseAnotherDevice(identity);
        }
    }

    List<String> warnings() {
        return journal == null ? List.of() : journal.warnings();
    }

    /**
     * Whether the case has to run on the device (it is neither journaled nor left out by {@code avs.resume=only});
     * {@code avsCase} is read only for a journaled property case, whose campaign it decides.
     */
    boolean mustRun(String id, String origin, String caseSha256, Supplier<AvsCase> avsCase) {
        return resume != JournalSettings.Resume.ONLY
                && journaled(id, origin, caseSha256, avsCase).isEmpty();
    }

    /** The case's journaled entry when it may be reported again as it was: the same the plan and the run see. */
    private Optional<JournalEntry> journaled(String id, String origin, String caseSha256, Supplier<AvsCase> avsCase) {
        return journal == null || resume == JournalSettings.Resume.NO
                ? Optional.empty()
                : journal.finished(id, origin, caseSha256)
                        .filter(entry -> !waived(entry) && !waivedNow.test(id) && sameCampaign(entry, avsCase));
    }

    /**
     * Whether {@code entry} is of the random campaign {@code avsCase} asks for (its seed and number of programs, which
     * {@code avs.random.seed} and {@code avs.random.tries} may set, and the forms, probe and fewest judged programs
     * of {@code avs.random.forms}, {@code .probe} and {@code .min-judged}): a case of vectors always is. A finished
     * campaign journaled without those settings is run again.
     */
    private boolean sameCampaign(JournalEntry entry, Supplier<AvsCase> read) {
        Map<String, String> values = entry.entries().stream()
                .filter(e -> e.containsKey(ReportKeys.STATUS))
                .findFirst()
                .orElse(Map.of());
        // Every property case's entry names its seed; a case of vectors' never does, and is not read again here.
        if (!values.containsKey(ReportKeys.RANDOM_SEED)) {
            return true;
        }
        AvsCase avsCase = read.get();
        if (!avsCase.isProperty()) {
            return false;
        }
        String programs = values.get(ReportKeys.RANDOM_PROGRAMS);
        return Long.toString(avsCase.generator().seed()).equals(values.get(ReportKeys.RANDOM_SEED))
                && (programs == null
                        || (programs.equals(Integer.toString(avsCase.generator().programs()))
                                && campaign.equals(values.get(ReportKeys.RANDOM_CAMPAIGN))));
    }

    /** Whether a waiver made the journaled status (its case entry names the waiver's use). */
    private static boolean waived(JournalEntry entry) {
        return entry.entries().stream().anyMatch(values -> values.containsKey(ReportKeys.WAIVER));
    }

    /** Whether a journal records the cases that run (and so needs every entry a case published). */
    boolean isOpen() {
        return journal != null;
    }

    /**
     * The journaled report of the case, its entries published on {@code test} as {@code which} publishes entries
     * (a passing vector journaled in full publishes no entry under {@code failed}); under {@code avs.resume=only}
     * an error for a case the journal lacks. Empty when the case has to run. A case journaled under {@code failed}
     * has no entry for its passing vectors to publish under {@code all}: it is reported as it was journaled.
     */
    Optional<CaseReport> replay(
            AvsCase avsCase,
            String caseSha256,
            TestDescriptor test,
            EngineExecutionListener listener,
            String device,
            ReportVectors which) {
        Optional<JournalEntry> entry = journaled(avsCase.id(), avsCase.origin(), caseSha256, () -> avsCase);
        if (entry.isEmpty()) {
            if (resume != JournalSettings.Resume.ONLY) {
                return Optional.empty();
            }
            CaseReport missing = new CaseReport(
                    avsCase,
                    device,
                    CaseStatus.ERROR,
                    avsCase.id() + " is not in the"
                            + " journal " + journal.file() + ", or its case file changed since it was journaled,"
                            + " or a waiver names it, or it ran another random campaign (avs.resume=only runs no case)",
                    List.of());
            missing.entries().forEach(e -> listener.reportingEntryPublished(test, e));
            return Optional.of(missing);
        }
        JournalEntry journaled = entry.get();
        journaled.entries().stream()
                .filter(which::publishes)
                .forEach(values -> listener.reportingEntryPublished(test, ReportEntry.from(values)));
        listener.reportingEntryPublished(
                test, ReportEntry.from(RESUMED, journal.file().toString()));
        Map<String, String> caseEntry = journaled.entries().stream()
                .filter(values -> values.containsKey(ReportKeys.STATUS))
                .findFirst()
                .orElse(Map.of());
        // Each vector's name and status, as its case entry lists them: the summary counts the advisory findings.
        List<VectorReport> vectors =
                Optional.ofNullable(caseEntry.get(ReportKeys.VECTORS))
                        .map(VectorStatus::split)
                        .orElse(List.of())
                        .stream()
                        .map(v -> VectorReport.published(v.name(), v.status()))
                        .toList();
        return Optional.of(new CaseReport(avsCase, device, journaled.status(), journaled.message(), vectors)
                .withRetried(caseEntry.get(ReportKeys.RETRIED)));
    }

    /**
     * Appends a case that ran with the entries it published, so a resumed run publishes the same; a journal that
     * cannot be written is a warning, never a lost result.
     */
    Optional<String> record(CaseReport report, String caseSha256, List<ReportEntry> published) {
        if (journal == null) {
            return Optional.empty();
        }
        try {
            journal.append(new JournalEntry(
                    report.avsCase().id(),
                    report.avsCase().origin(),
                    caseSha256,
                    report.status(),
                    report.message(),
                    published.stream().map(ReportEntry::getKeyValuePairs).toList()));
            return Optional.empty();
        } catch (JournalException e) {
            return Optional.of(e.getMessage());
        }
    }

    @Override
    public void close() throws JournalException {
        if (journal != null) {
            journal.close();
        }
    }
}
