package org.pto.avs.engine.execution;

import java.util.ArrayList;
import java.util.List;
import org.junit.platform.engine.EngineExecutionListener;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.reporting.ReportEntry;
import org.pto.avs.engine.settings.ReportVectors;

/**
 * Publishes a case's vector entries as its vectors are judged, so that neither the engine nor a listener holds a
 * case's vector texts until the case ends: what the engine keeps of a published vector is its name and status. Once
 * the case has ended (in time or not), a vector judged late by an abandoned run is not published.
 */
final class VectorEntries implements AutoCloseable {

    private final EngineExecutionListener listener;
    private final TestDescriptor test;
    private final ReportVectors which;
    /** The entries published, for the journal; null when no journal keeps them. */
    private final List<ReportEntry> kept;

    private boolean closed;

    VectorEntries(EngineExecutionListener listener, TestDescriptor test, ReportVectors which, boolean keep) {
        this.listener = listener;
        this.test = test;
        this.which = which;
        this.kept = keep ? new ArrayList<>() : null;
    }

    /** Publishes {@code result}'s entry when {@code avs.report.vectors} wants it and the case has not ended. */
    synchronized void publish(String caseId, VectorResult result) {
        if (!closed && which.full(result.status())) {
            ReportEntry entry =
                    ReportEntry.from(CaseReport.vectorValues(caseId, ReportBuilder.vector(result), result.vector()));
            listener.reportingEntryPublished(test, entry);
            if (kept != null) {
                kept.add(entry);
            }
        }
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
