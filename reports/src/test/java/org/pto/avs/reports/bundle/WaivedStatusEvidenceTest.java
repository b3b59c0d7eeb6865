package org.pto.avs.reports.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.WaiverUse;

/**
 * Verify accepts a waived status only where the run's waiver rules give it: a waiver waives the device's failures
 * (fail, crash, timeout), never a harness error, and an expired one keeps a status that already fails the run.
 */
class WaivedStatusEvidenceTest {

    @Test
    void anAppliedWaiverDoesNotMakeAnErrorWaived() {
        Optional<String> refused =
                BundleEvidence.disagreement(CaseStatus.WAIVED, CaseStatus.ERROR, Optional.of(WaiverUse.APPLIED));

        assertTrue(refused.isPresent(), "a harness error recorded as waived must be refused");
    }

    @Test
    void anAppliedWaiverMakesTheDevicesFailuresWaived() {
        for (CaseStatus judged : new CaseStatus[] {CaseStatus.FAIL, CaseStatus.CRASH, CaseStatus.TIMEOUT}) {
            assertEquals(
                    Optional.empty(),
                    BundleEvidence.disagreement(CaseStatus.WAIVED, judged, Optional.of(WaiverUse.APPLIED)),
                    judged.text());
        }
    }

    @Test
    void anExpiredWaiverKeepsACrashAndNeverPassesTheCase() {
        assertEquals(
                Optional.empty(),
                BundleEvidence.disagreement(CaseStatus.CRASH, CaseStatus.CRASH, Optional.of(WaiverUse.EXPIRED)));
        assertEquals(
                Optional.empty(),
                BundleEvidence.disagreement(CaseStatus.FAIL, CaseStatus.PASS, Optional.of(WaiverUse.EXPIRED)));
        assertTrue(BundleEvidence.disagreement(CaseStatus.PASS, CaseStatus.PASS, Optional.of(WaiverUse.EXPIRED))
                .isPresent());
        assertTrue(BundleEvidence.disagreement(CaseStatus.WAIVED, CaseStatus.CRASH, Optional.of(WaiverUse.EXPIRED))
                .isPresent());
    }
}
