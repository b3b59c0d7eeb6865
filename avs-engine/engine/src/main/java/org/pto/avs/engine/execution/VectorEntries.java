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

    /** Publishes {@code vector}'s entry when {@code avs.report.vectors} wants it; returns what the case keeps of it. */
    synchronized VectorReport publish(String caseId, VectorReport vector, String description) {
        if (!closed && which.full(vector.status())) {
            ReportEntry entry = ReportEntry.from(CaseReport.vectorValues(caseId, vector, description));
            listener.reportingEntryPublished(test, entry);
            if (kept != null) {
                kept.add(entry);
            }
        }
        return vector.withoutTexts();
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
