package org.pto.avs.reports.merge;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pto.avs.reports.model.CaseResult;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.journal.JournalContents;
import org.pto.avs.results.journal.JournalEntry;

/**
 * What a part's journal must say before {@code shard} seals it: the status of every case as the run reported it while
 * it ran, held in the harness's memory, and nothing more. A journal changed on the disk while the part ran, by a device
 * with the harness's rights (unsandboxed), would otherwise be sealed and signed with the rest.
 */
final class JournalAsReported {

    private JournalAsReported() {}

    /** Each way the journal on the disk differs from {@code reported}, one line each; empty when it says the same. */
    static List<String> differences(Path journal, List<CaseResult> reported) throws IOException {
        JournalContents contents = JournalContents.read(journal);
        List<String> found = new ArrayList<>(contents.foreignLines());
        Map<String, CaseStatus> journaled = new LinkedHashMap<>();
        for (JournalEntry entry : contents.entries()) {
            // A resumed run may have run a case again (its file changed): its last line is its result.
            journaled.put(entry.avsId(), entry.status());
        }
        for (CaseResult result : reported) {
            CaseStatus written = journaled.remove(result.avsId());
            if (written == null) {
                found.add(result.avsId() + ": the run reported "
                        + result.status().text() + ", and the journal holds no line for it");
            } else if (written != result.status()) {
                found.add(result.avsId() + ": the run reported "
                        + result.status().text() + ", and the journal says " + written.text());
            }
        }
        journaled.keySet().forEach(id -> found.add(id + ": the journal holds a result the run did not report"));
        return found;
    }
}
