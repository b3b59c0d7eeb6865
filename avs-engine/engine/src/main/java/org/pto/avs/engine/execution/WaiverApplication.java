package org.pto.avs.engine.execution;

import java.time.LocalDate;
import java.util.Optional;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.Constants;
import org.pto.avs.results.WaiverUse;
import org.pto.avs.results.waivers.Waiver;
import org.pto.avs.results.waivers.WaiverFile;

/**
 * Applies {@code avs.waivers} to a judged case (spec, waivers: "A waived failure is waived; a waived case that passes
 * is reported as an unexpected pass and fails a strict run; an expired waiver fails").
 * <ul>
 * <li>In force, on a fail, crash or timeout: waived. An error (a harness fault is not the device's) and not
 * supported (no failure to accept) keep their status.</li>
 * <li>In force, on a pass: an unexpected pass, a pass that says to remove the waiver, or a fail when
 * {@code avs.waivers.strict} is true.</li>
 * <li>Expired: the case fails whatever its own outcome, so a stale waiver is renewed or removed. A status that
 * already fails the run (fail, error, crash, timeout) is kept, with the expiry in front of its message.</li>
 * <li>Of a file bound to other devices ({@code device:} lines): not applied; the case keeps its status, and its
 * message says whom the waiver is for.</li>
 * </ul>
 */
final class WaiverApplication {

    private WaiverApplication() {}

    static CaseReport apply(CaseReport report, WaiverFile waivers, boolean strict, LocalDate today) {
        Optional<Waiver> found = waivers.find(report.avsCase().id());
        if (found.isEmpty()) {
            return report;
        }
        Waiver waiver = found.get();
        if (!waivers.waivesFor(report.device())) {
            String note = "the waiver at " + waiver.origin() + " is for " + String.join(", ", waivers.devices())
                    + ", not for '" + report.device() + "': it waives nothing here";
            return new CaseReport(
                    report.avsCase(),
                    report.device(),
                    report.status(),
                    report.message().isBlank() ? note : report.message() + "\n" + note,
                    report.vectors(),
                    null,
                    report.random(),
                    report.evidence(),
                    report.retried());
        }
        if (!waiver.activeOn(today)) {
            return expired(report, waiver);
        }
        return switch (report.status()) {
            case PASS -> unexpectedPass(report, waiver, strict);
            case FAIL, CRASH, TIMEOUT ->
                with(
                        report,
                        CaseStatus.WAIVED,
                        "waived until " + waiver.expires() + " by "
                                + waiver.origin() + " (" + waiver.link() + "): " + waiver.reason() + "; was "
                                + report.status().text() + ":\n" + report.message(),
                        WaiverUse.APPLIED,
                        waiver);
            default -> report;
        };
    }

    private static CaseReport unexpectedPass(CaseReport report, Waiver waiver, boolean strict) {
        String message =
                "unexpected pass: " + report.avsCase().id() + " passes although the waiver at " + waiver.origin()
                        + " waives it until " + waiver.expires() + " (" + waiver.link() + "); remove the waiver";
        return strict
                ? with(
                        report,
                        CaseStatus.FAIL,
                        message + " (" + Constants.WAIVERS_STRICT + "=true fails an unexpected " + "pass)",
                        WaiverUse.UNEXPECTED_PASS,
                        waiver)
                : with(report, CaseStatus.PASS, message, WaiverUse.UNEXPECTED_PASS, waiver);
    }

    private static CaseReport expired(CaseReport report, Waiver waiver) {
        CaseStatus status = switch (report.status()) {
            case PASS, NOT_SUPPORTED, WAIVED, FAIL -> CaseStatus.FAIL;
            case ERROR, CRASH, TIMEOUT -> report.status();
        };
        String was = report.avsCase().id() + " was " + report.status().text()
                + (report.message().isBlank() ? "" : ":\n" + report.message());
        return with(
                report,
                status,
                "the waiver at " + waiver.origin() + " expired on " + waiver.expires() + " (" + waiver.link()
                        + "); renew or remove it. " + was,
                WaiverUse.EXPIRED,
                waiver);
    }

    private static CaseReport with(CaseReport report, CaseStatus status, String message, WaiverUse use, Waiver waiver) {
        return new CaseReport(
                report.avsCase(),
                report.device(),
                status,
                message,
                report.vectors(),
                new WaiverNote(waiver, use),
                report.random(),
                report.evidence(),
                report.retried());
    }
}
