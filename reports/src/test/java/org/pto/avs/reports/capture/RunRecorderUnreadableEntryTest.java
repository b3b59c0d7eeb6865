package org.pto.avs.reports.capture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.junit.platform.launcher.TestIdentifier;
import org.pto.avs.reports.model.CaseResult;
import org.pto.avs.results.Constants;
import org.pto.avs.results.ReportKeys;
import org.pto.avs.results.values.Difference;

/**
 * A case whose report entries do not decode is neither a result nor lost: the recorder keeps it as an error of the
 * run naming the case and the key, whether the reader or the bounded store of vectors met the bad value.
 */
class RunRecorderUnreadableEntryTest {

    private static final String ID = "PTO-AVS-BLOCK-B-IOS-STREAM-001";
    private static final String MALFORMED = "bindings[0]: expected <absent>, actual {S0, 0, 1111}";

    private static TestIdentifier avsCase() {
        UniqueId id = UniqueId.forEngine(Constants.ENGINE_ID).append(RunRecorder.CASE_SEGMENT, ID);
        return TestIdentifier.from(new AbstractTestDescriptor(id, ID) {
            @Override
            public Type getType() {
                return Type.TEST;
            }
        });
    }

    private static ReportEntry vector(String name, String diff) {
        return ReportEntry.from(Map.of(
                ReportKeys.ID, ID, ReportKeys.VECTOR, name, ReportKeys.VECTOR_STATUS, "fail", ReportKeys.DIFF, diff));
    }

    private static ReportEntry caseEntry(String vectors) {
        return ReportEntry.from(Map.of(ReportKeys.ID, ID, ReportKeys.STATUS, "fail", ReportKeys.VECTORS, vectors));
    }

    private static void assertKeptAsAnError(RunRecorder recorder, Optional<CaseResult> finished) {
        assertTrue(finished.isEmpty(), "no result is read past a value that does not decode");
        assertEquals(List.of(), recorder.cases());
        assertEquals(1, recorder.problems().size());
        RunProblem problem = recorder.problems().get(0);
        assertEquals(ID, problem.name());
        assertEquals("error", problem.status());
        assertTrue(
                problem.message().startsWith("case " + ID + ": report entry " + ReportKeys.DIFF + " "),
                problem.message());
        assertTrue(recorder.sawAvsTests(), "the reports of the run are written, and show the problem");
    }

    @Test
    void aMalformedDiffMakesTheCaseAnErrorOfTheRun() {
        RunRecorder recorder = new RunRecorder(Clock.systemUTC());
        recorder.started(avsCase());
        recorder.published(avsCase(), vector("v", MALFORMED));
        recorder.published(avsCase(), caseEntry("v fail"));

        assertKeptAsAnError(recorder, recorder.finished(avsCase(), TestExecutionResult.successful()));
    }

    @Test
    void aMalformedDiffOfAVectorKeptWithoutItsDetailsMakesTheCaseAnErrorOfTheRun() {
        RunRecorder recorder = new RunRecorder(Clock.systemUTC());
        String diff = Difference.encode(List.of(new Difference("gm.out", -1, "0", "1")));
        StringBuilder vectors = new StringBuilder();
        // Both shares full: the last vector keeps only its name, status and first differences.
        int full = 2 * CaseEntries.DETAILED_VECTORS;
        for (int i = 0; i < full; i++) {
            recorder.published(avsCase(), vector("v" + i, diff));
            vectors.append("v").append(i).append(" fail,");
        }
        recorder.published(avsCase(), vector("last", MALFORMED));
        recorder.published(avsCase(), caseEntry(vectors + "last fail"));

        assertKeptAsAnError(recorder, recorder.finished(avsCase(), TestExecutionResult.successful()));
    }
}
