package org.pto.avs.reports.capture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Clock;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.junit.platform.launcher.TestIdentifier;
import org.pto.avs.results.Constants;
import org.pto.avs.results.ReportKeys;

/**
 * Only the bundle's recorder keeps every case's evidence until the run ends; a test run's recorder lets it go with
 * the case, and cannot be mistaken for one that has it.
 */
class RunRecorderEvidenceTest {

    private static final String ID = "PTO-AVS-BLOCK-B-IOS-STREAM-001";

    private static TestIdentifier avsCase() {
        UniqueId id = UniqueId.forEngine(Constants.ENGINE_ID).append(RunRecorder.CASE_SEGMENT, ID);
        return TestIdentifier.from(new AbstractTestDescriptor(id, ID) {
            @Override
            public Type getType() {
                return Type.TEST;
            }
        });
    }

    private static ReportEntry caseEntry() {
        return ReportEntry.from(Map.of(
                ReportKeys.ID,
                ID,
                ReportKeys.STATUS,
                "pass",
                ReportKeys.EVIDENCE,
                "{\"observables\":[],\"vectors\":[]}"));
    }

    @Test
    void theBundlesRecorderKeepsEachCasesEvidence() {
        RunRecorder bundle = RunRecorder.keepingEvidence(Clock.systemUTC());
        bundle.published(avsCase(), caseEntry());
        assertEquals(Map.of(ID, "{\"observables\":[],\"vectors\":[]}"), bundle.evidence());
    }

    @Test
    void aListenersRecorderKeepsNoEvidenceAndSaysSoWhenAsked() {
        RunRecorder listener = new RunRecorder(Clock.systemUTC());
        listener.published(avsCase(), caseEntry());
        IllegalStateException refused = assertThrows(IllegalStateException.class, listener::evidence);
        assertEquals("this recorder keeps no evidence: make it with RunRecorder.keepingEvidence", refused.getMessage());
    }
}
