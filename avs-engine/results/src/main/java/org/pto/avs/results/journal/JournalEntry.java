package org.pto.avs.results.journal;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.apiguardian.api.API;
import org.pto.avs.results.CaseStatus;

/**
 * One finished case as the journal keeps it: enough to report it again exactly as it was first reported, so that
 * the summary and the certification bundle of a resumed run equal those of a run that was never interrupted.
 *
 * @param avsId   the AVS id
 * @param origin  the case file it was read from; a journaled case whose file moved is run again
 * @param caseSha256 the SHA-256 of that file's text when the case ran; a journaled case whose file changed since
 *                is run again (empty in a journal of before: such a case runs again too)
 * @param status  the case status
 * @param message the message of the JUnit result (the failure or abort message; the pass summary)
 * @param entries the report entries the case published, in order, each as its key-value pairs
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public record JournalEntry(
        String avsId,
        String origin,
        String caseSha256,
        CaseStatus status,
        String message,
        List<Map<String, String>> entries) {

    public JournalEntry {
        Objects.requireNonNull(avsId, "avsId");
        Objects.requireNonNull(origin, "origin");
        caseSha256 = caseSha256 == null ? "" : caseSha256;
        Objects.requireNonNull(status, "status");
        message = message == null ? "" : message;
        // Key order is kept: the entries are published again as they were.
        entries = entries.stream()
                .map(e -> Collections.unmodifiableMap(new LinkedHashMap<>(e)))
                .toList();
    }
}
