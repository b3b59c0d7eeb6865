package org.pto.avs.engine.execution;

import java.time.LocalDate;
import java.util.Optional;
import org.pto.avs.engine.waivers.Waiver;
import org.pto.avs.engine.waivers.WaiverFile;

/**
 * Applies {@code avs.waivers} to a judged case. A waiver turns a fail, crash or timeout into waived; it never
 * touches an error (a harness fault is not the device's) or not supported (no failure to accept). An expired waiver
 * is ignored, and a waived case that passes stays a pass, both noted so reports can say so.
 */
final class WaiverApplication {

    private WaiverApplication() {
    }

    static CaseReport apply(CaseReport report, WaiverFile waivers, LocalDate today) {
        Optional<Waiver> found = waivers.find(report.avsCase().id());
        if (found.isEmpty()) {
            return report;
        }
        Waiver waiver = found.get();
        if (!waiver.activeOn(today)) {
            return with(report, report.status(), report.message(), new WaiverNote(waiver, WaiverNote.Use.EXPIRED));
        }
        return switch (report.status()) {
            case PASS -> with(report, CaseStatus.PASS, report.message() + "; the waiver at " + waiver.origin()
                    + " is no longer needed", new WaiverNote(waiver, WaiverNote.Use.UNNEEDED));
            case FAIL, CRASH, TIMEOUT -> with(report, CaseStatus.WAIVED, "waived until " + waiver.expires() + " ("
                    + waiver.reason() + "), was " + report.status().text() + ":\n" + report.message(),
                    new WaiverNote(waiver, WaiverNote.Use.APPLIED));
            default -> report;
        };
    }

    private static CaseReport with(CaseReport report, CaseStatus status, String message, WaiverNote note) {
        return new CaseReport(report.avsCase(), report.device(), status, message, report.vectors(), note);
    }
}
