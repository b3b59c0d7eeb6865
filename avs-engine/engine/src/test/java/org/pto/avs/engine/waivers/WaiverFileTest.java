package org.pto.avs.engine.waivers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.results.waivers.Waiver;
import org.pto.avs.results.waivers.WaiverFile;
import org.pto.avs.results.waivers.WaiverProblem;

class WaiverFileTest {

    /** A fixed run day, so the dates below stay inside the bound on expiries whenever the test runs. */
    private static final LocalDate RUN_DAY = LocalDate.of(2026, 6, 1);

    @Test
    void readsIdExpiryLinkAndReasonSkippingCommentsAndBlankLines() {
        WaiverFile file = WaiverFile.parse(
                "waivers.txt",
                List.of(
                        "# AVS id | expires | link | reason",
                        "",
                        "PTO-AVS-BLOCK-B-IOS-PLACEMENT-001 | 2027-03-31 | https://errata.example/E-12 | Erratum E-12 | rev B"),
                RUN_DAY,
                WaiverFile.DEFAULT_MAX_DAYS);

        assertEquals(List.of(), file.problems());
        Waiver waiver = file.find("PTO-AVS-BLOCK-B-IOS-PLACEMENT-001").orElseThrow();
        assertEquals(LocalDate.of(2027, 3, 31), waiver.expires());
        assertEquals(URI.create("https://errata.example/E-12"), waiver.link());
        assertEquals("Erratum E-12 | rev B", waiver.reason(), "the reason may hold the separator");
        assertEquals("waivers.txt:3", waiver.origin());
    }

    @Test
    void aWaiverAppliesUpToAndIncludingItsExpiryDay() {
        Waiver waiver = new Waiver("X", LocalDate.of(2027, 3, 31), URI.create("https://e.example/1"), "r", "f:1");

        assertTrue(waiver.activeOn(LocalDate.of(2027, 3, 31)));
        assertFalse(waiver.activeOn(LocalDate.of(2027, 4, 1)));
    }

    @Test
    void eachBadLineIsAProblemNamingFileLineAndFieldAndWaivesNothing() {
        WaiverFile file = WaiverFile.parse(
                "w.txt",
                List.of(
                        "PTO-AVS-A-001 | 2027-13-01 | https://e.example/1 | bad month",
                        "PTO-AVS-A-002 | 2027-01-01 | three fields, no link",
                        "PTO-AVS-A-003 | 2027-01-01 | https://e.example/3 |   ",
                        "PTO AVS | 2027-01-01 | https://e.example/4 | spaces in the id",
                        "PTO-AVS-A-005 | 2027-01-01 | Erratum E-5 | a link that is not one",
                        "PTO-AVS-A-006 | 2027-01-01 | errata/E-6 | a relative link",
                        "PTO-AVS-A-007 | 2027-01-01 | https://e.example/7 | first",
                        "PTO-AVS-A-007 | 2027-02-01 | https://e.example/7 | second"),
                RUN_DAY,
                WaiverFile.DEFAULT_MAX_DAYS);

        assertEquals(
                List.of(
                        "w.txt:1: expires: '2027-13-01' is not a date (YYYY-MM-DD)",
                        "w.txt:2: reason: missing; a waiver is 'AVS id | expires | link | reason', got: "
                                + "PTO-AVS-A-002 | 2027-01-01 | three fields, no link",
                        "w.txt:3: reason: a waiver states why the point is waived",
                        "w.txt:4: id: 'PTO AVS' is not an AVS id",
                        "w.txt:5: link: 'Erratum E-5' is not an absolute link (https://... to the erratum or ticket)",
                        "w.txt:6: link: 'errata/E-6' is not an absolute link (https://... to the erratum or ticket)",
                        "w.txt:8: id: PTO-AVS-A-007 is already waived at w.txt:7; this line is ignored"),
                file.problems().stream().map(WaiverProblem::describe).toList());
        assertEquals(
                List.of(2, 3, 4, 5, 6, 8),
                file.problems().stream().skip(1).map(WaiverProblem::line).toList());
        assertEquals(
                List.of("PTO-AVS-A-007"),
                file.waivers().stream().map(Waiver::id).toList());
        assertEquals("first", file.waivers().get(0).reason());
    }

    @Test
    void aMissingFileIsAProblemAndWaivesNothing(@TempDir Path dir) throws Exception {
        WaiverFile missing = WaiverFile.read(dir.resolve("none.txt"));
        assertEquals(
                List.of(dir.resolve("none.txt") + ": no such waiver file; no case is waived"),
                missing.problems().stream().map(WaiverProblem::describe).toList());
        assertTrue(missing.waivers().isEmpty());

        Path file =
                Files.writeString(dir.resolve("w.txt"), "PTO-AVS-A-001 | 2026-12-01 | https://e.example/1 | known\n");
        assertEquals(
                "known",
                WaiverFile.read(file, RUN_DAY, WaiverFile.DEFAULT_MAX_DAYS)
                        .find("PTO-AVS-A-001")
                        .orElseThrow()
                        .reason());
    }
}
