package org.pto.avs.engine.waivers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WaiverFileTest {

    @Test
    void readsIdExpiryAndReasonSkippingCommentsAndBlankLines() {
        WaiverFile file = WaiverFile.parse("waivers.txt", List.of(
                "# AVS id | expires | reason",
                "",
                "PTO-AVS-BLOCK-B-IOS-PLACEMENT-001 | 2027-03-31 | Erratum E-12 | fixed in rev B"));

        assertEquals(List.of(), file.problems());
        Waiver waiver = file.find("PTO-AVS-BLOCK-B-IOS-PLACEMENT-001").orElseThrow();
        assertEquals(LocalDate.of(2027, 3, 31), waiver.expires());
        assertEquals("Erratum E-12 | fixed in rev B", waiver.reason());
        assertEquals("waivers.txt:3", waiver.origin());
    }

    @Test
    void aWaiverAppliesUpToAndIncludingItsExpiryDay() {
        Waiver waiver = new Waiver("X", LocalDate.of(2027, 3, 31), "r", "f:1");

        assertTrue(waiver.activeOn(LocalDate.of(2027, 3, 31)));
        assertFalse(waiver.activeOn(LocalDate.of(2027, 4, 1)));
    }

    @Test
    void eachBadLineIsAProblemNamingFileLineAndFieldAndWaivesNothing() {
        WaiverFile file = WaiverFile.parse("w.txt", List.of(
                "PTO-AVS-A-001 | 2027-13-01 | bad month",
                "PTO-AVS-A-002 | 2027-01-01",
                "PTO-AVS-A-003 | 2027-01-01 |   ",
                "PTO AVS | 2027-01-01 | spaces in the id",
                "PTO-AVS-A-004 | 2027-01-01 | first",
                "PTO-AVS-A-004 | 2028-01-01 | second"));

        assertEquals(List.of(
                "w.txt:1: expires: '2027-13-01' is not a date (YYYY-MM-DD)",
                "w.txt:2: a waiver is 'AVS id | expires | reason', got: PTO-AVS-A-002 | 2027-01-01",
                "w.txt:3: reason: a waiver states why the point is waived",
                "w.txt:4: id: 'PTO AVS' is not an AVS id",
                "w.txt:6: id: PTO-AVS-A-004 is already waived at w.txt:5; this line is ignored"), file.problems());
        assertEquals(List.of("PTO-AVS-A-004"), file.waivers().stream().map(Waiver::id).toList());
        assertEquals("first", file.waivers().get(0).reason());
    }

    @Test
    void aMissingFileIsAProblemAndWaivesNothing(@TempDir Path dir) throws Exception {
        WaiverFile missing = WaiverFile.read(dir.resolve("none.txt"));
        assertEquals(List.of(dir.resolve("none.txt") + ": no such waiver file; no case is waived"), missing.problems());
        assertTrue(missing.waivers().isEmpty());

        Path file = Files.writeString(dir.resolve("w.txt"), "PTO-AVS-A-001 | 2030-01-01 | known\n");
        assertEquals("known", WaiverFile.read(file).find("PTO-AVS-A-001").orElseThrow().reason());
    }
}
