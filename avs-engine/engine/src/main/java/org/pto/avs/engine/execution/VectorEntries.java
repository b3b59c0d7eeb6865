package org.pto.avs.engine.execution;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.platform.engine.EngineExecutionListener;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.reporting.ReportEntry;
import org.pto.avs.engine.settings.ReportVectors;
import org.pto.avs.results.ReportKeys;

/**
 * Publishes a case's vector entries as its vectors are judged, so that neither the engine nor a listener holds a
 * case's vector texts until the case ends: what the engine keeps of a published vector is its name and status. Once
 * an attempt at the case has ended (in time or not), a vector it judges late, as an abandoned run may, is not
 * published. A case run a second time ({@link Retry}) publishes the {@link ReportKeys#RETRIED} entry first, and only
 * the second attempt's entries are kept for the journal.
 */
final class VectorEntries implements AutoCloseable {

    private final EngineExecutionListener listener;
    private final TestDescriptor test;
    private final ReportVectors which;
    /** The entries published, for the journal; null when no journal keeps them. */
    private final List<ReportEntry> kept;

    /** The attempt whose results are published; an earlier attempt's are not. */
    private int attempt;

    private boolean closed;

    VectorEntries(EngineExecutionListener listener, TestDescriptor test, ReportVectors which, boolean keep) {
        this.listener = listener;
        this.test = test;
        this.which = which;
        this.kept = keep ? new ArrayList<>() : null;
    }

    /** Where the current attempt at case {@code caseId} hands its vector results; once it has ended, nowhere. */
    synchronized Consumer<VectorResult> attempt(String caseId) {
        int current = attempt;
        return result -> publish(caseId, result, current);
    }

    /** Publishes {@code result}'s entry when {@code avs.report.vectors} wants it and its attempt has not ended. */
    private synchronized void publish(String caseId, VectorResult result, int from) {
        if (!closed && from == attempt && which.full(result.status())) {
            ReportEntry entry =
                    ReportEntry.from(CaseReport.vectorValues(caseId, ReportBuilder.vector(result), result.vector()));
            listener.reportingEntryPublished(test, entry);
            if (kept != null) {
                kept.add(entry);
            }
        }
    }

    /** The current attempt has ended (its time ran out): what it judges from now on is not published. */
    synchronized void endAttempt() {
        attempt++;
    }

    /**
     * Case {@code caseId} runs again, because of {@code why}: the earlier attempt's entries are forgotten by the
     * journal and, through the {@link ReportKeys#RETRIED} entry published now, by the reports.
     */
    synchronized void retry(String caseId, String why) {
        attempt++;
        if (kept != null) {
            kept.clear();
        }
        Map<String, String> values = new LinkedHashMap<>();
        values.put(ReportKeys.ID, caseId);
        values.put(ReportKeys.RETRIED, why);
        listener.reportingEntryPublished(test, ReportEntry.from(values));
    }

    /** The entries published so far, for the journal (empty when none is kept). */
    synchronized List<ReportEntry> kept() {
        return kept == null ? List.of() : List.copyOf(kept);
    }

    @Override
    public synchronized void close() {
        closed = true;
    }
}
