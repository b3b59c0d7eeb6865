package org.pto.avs.engine.waivers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.ConfigurationParameters;
import org.pto.avs.engine.settings.MapParameters;
import org.pto.avs.engine.settings.RunSettings;
import org.pto.avs.engine.settings.WaiverSettings;
import org.pto.avs.results.Constants;
import org.pto.avs.results.waivers.Waiver;
import org.pto.avs.results.waivers.WaiverFile;
import org.pto.avs.results.waivers.WaiverProblem;

/** The ways a hostile or careless waiver file could waive something it should not, or nothing without a word. */
class WaiverStrictnessTest {

    private static final LocalDate RUN_DAY = LocalDate.of(2026, 1, 15);
    private static final String ID = "PTO-AVS-BLOCK-B-IOS-PLACEMENT-001";

    private static WaiverFile parse(String... lines) {
        return WaiverFile.parse("w.txt", List.of(lines), RUN_DAY, WaiverFile.DEFAULT_MAX_DAYS);
    }

    private static List<String> problems(WaiverFile file) {
        return file.problems().stream().map(WaiverProblem::describe).toList();
    }

    @Test
    void aByteOrderMarkIsReportedAtLineOneAndItsLineWaivesNothing(@TempDir Path dir) throws Exception {
        Path path = dir.resolve("w.txt");
        Files.write(
                path,
                ("\uFEFF" + ID + " | 2026-06-30 | https://e.example/1 | marked\n"
                                + "PTO-AVS-A-002 | 2026-06-30 | https://e.example/2 | the next line still counts\n")
                        .getBytes(StandardCharsets.UTF_8));

        WaiverFile file = WaiverFile.read(path, RUN_DAY, WaiverFile.DEFAULT_MAX_DAYS);

        assertEquals(
                List.of(path + ":1: id: the file starts with a UTF-8 byte-order mark (U+FEFF at column 1); save "
                        + "it as UTF-8 without one; this line waives nothing"),
                problems(file));
        assertEquals(
                List.of("PTO-AVS-A-002"),
                file.waivers().stream().map(Waiver::id).toList());
    }

    @Test
    void deviceLinesBindTheFileAndAMalformedOneIsNamed() {
        WaiverFile file = parse(
                "device: Acme  acme-sim 4.2.1",
                "device: acme-sim",
                ID + " | 2026-06-30 | https://e.example/1 | x",
                "device: Acme acme-sim 4.2.2");

        assertEquals(List.of("Acme acme-sim 4.2.1", "Acme acme-sim 4.2.2"), file.devices());
        assertEquals(
                List.of("w.txt:2: device: 'acme-sim' is not a device identity: 'device: <vendor> <name>"
                        + " <version>', as the device says it in hello"),
                problems(file));
        assertTrue(file.waivesFor("Acme acme-sim 4.2.2"));
        assertTrue(!file.waivesFor("Acme acme-sim 4.2.3"), "another build is another device");
        assertTrue(
                parse(ID + " | 2026-06-30 | https://e.example/1 | x").waivesFor("anything at all"),
                "a file that names no device is bound to none");
    }

    @Test
    void aMarkedCommentLineIsStillReported() {
        WaiverFile file = parse("\uFEFF# AVS id | expires | link | reason");
        assertEquals(1, file.problems().size());
        assertEquals(1, file.problems().get(0).line());
    }

    @Test
    void aLookAlikeLetterInTheIdIsNamedWithItsCodePointAndColumn() {
        // Cyrillic A (U+0410) where the Latin A of AVS belongs, the id indented by two spaces.
        WaiverFile file = parse("  PTO-\u0410VS-BLOCK-B-IOS-PLACEMENT-001 | 2026-06-30 | https://e.example/1 | x");

        assertEquals(
                List.of("w.txt:1: id: 'PTO-\u0410VS-BLOCK-B-IOS-PLACEMENT-001' is not an AVS id: U+0410 at column"
                        + " 7 is not printable ASCII (an AVS id is ASCII letters, digits and '-')"),
                problems(file));
        assertTrue(file.waivers().isEmpty());
    }

    @Test
    void aLinkThatIsNotHttpsOrHttpIsRefused() {
        WaiverFile file = parse(
                ID + " | 2026-06-30 | javascript:alert(document.cookie) | click me",
                "PTO-AVS-A-002 | 2026-06-30 | data:text/html,<script>x</script> | data",
                "PTO-AVS-A-003 | 2026-06-30 | file:///etc/passwd | file",
                "PTO-AVS-A-004 | 2026-06-30 | http://errata.example/E-4 | plain http is a link too");

        assertEquals(
                List.of(
                        "w.txt:1: link: 'javascript:alert(document.cookie)' is not an https or http link to a host; scheme "
                                + "'javascript' is refused",
                        "w.txt:2: link: 'data:text/html,<script>x</script>' is not an absolute link (https://... to the "
                                + "erratum or ticket)",
                        "w.txt:3: link: 'file:///etc/passwd' is not an https or http link to a host; scheme 'file' is refused"),
                problems(file));
        assertEquals(
                List.of("PTO-AVS-A-004"),
                file.waivers().stream().map(Waiver::id).toList());
    }

    @Test
    void anExpiryPastTheBoundIsAnErrorNotClamped() {
        WaiverFile file = parse(ID + " | 9999-12-31 | https://e.example/1 | forever");

        assertEquals(
                List.of("w.txt:1: expires: '9999-12-31' is more than 365 days after the run day 2026-01-15 (at "
                        + "most 2027-01-15, avs.waivers.max-days); a waiver is reviewed before it is renewed"),
                problems(file));
        assertTrue(file.waivers().isEmpty());
    }

    @Test
    void anExpiryOnTheBoundOrInsideItIsAccepted() {
        WaiverFile file = parse(
                ID + " | 2027-01-15 | https://e.example/1 | the last day allowed",
                "PTO-AVS-A-002 | 2026-03-01 | https://e.example/2 | inside",
                "PTO-AVS-A-003 | 2027-01-16 | https://e.example/3 | one day too late");

        assertEquals(
                List.of(ID, "PTO-AVS-A-002"),
                file.waivers().stream().map(Waiver::id).toList());
        assertEquals(
                List.of(3), file.problems().stream().map(WaiverProblem::line).toList());
    }

    @Test
    void everyFieldAtFaultOnALineIsReported() {
        WaiverFile file = parse("PTO-\u0410VS-1 | 9999-12-31 | javascript:x |  ");
        assertEquals(
                List.of("id", "expires", "link", "reason"),
                file.problems().stream().map(WaiverProblem::field).toList());
    }

    @Test
    void theBoundIsASetting() {
        WaiverSettings ninety = waiverSettings(MapParameters.of(Map.of(Constants.WAIVERS_MAX_DAYS, "90")));
        assertEquals(90, ninety.maxDays());
        assertEquals(List.of(), ninety.problems());
        assertEquals(
                WaiverFile.DEFAULT_MAX_DAYS,
                waiverSettings(MapParameters.of(Map.of())).maxDays());

        WaiverSettings typo = waiverSettings(MapParameters.of(Map.of(Constants.WAIVERS_MAX_DAYS, "ninety")));
        assertEquals(WaiverFile.DEFAULT_MAX_DAYS, typo.maxDays());
        assertEquals(
                List.of("avs.waivers.max-days: 'ninety' is not a number of days (0 or more); the bound is 365"),
                typo.problems().stream().map(WaiverProblem::describe).toList());
    }

    @Test
    void theSettingBoundsTheFileItReads(@TempDir Path dir) throws Exception {
        Path path = Files.writeString(dir.resolve("w.txt"), ID + " | 2026-06-30 | https://e.example/1 | half a year\n");
        WaiverSettings ninety = waiverSettings(
                MapParameters.of(Map.of(Constants.WAIVERS, path.toString(), Constants.WAIVERS_MAX_DAYS, "90")));

        assertEquals(
                List.of("expires"),
                ninety.read(RUN_DAY).problems().stream()
                        .map(WaiverProblem::field)
                        .toList());
        assertEquals(1, ninety.read(LocalDate.of(2026, 5, 1)).waivers().size());
    }

    @Test
    void anUnknownIdIsAProblemNamingTheClosestKnownId() {
        WaiverFile file = parse(
                "PTO-AVS-BLOCK-B-IOS-PLACEMNT-001 | 2026-06-30 | https://e.example/1 | typo",
                "PTO-AVS-SOMETHING-ELSE-ENTIRELY-9 | 2026-06-30 | https://e.example/2 | nothing like it",
                ID + " | 2026-06-30 | https://e.example/3 | known");

        List<WaiverProblem> unknown = UnknownWaiverIds.problems(file, List.of(ID, "PTO-AVS-BLOCK-B-IOS-STREAM-001"));

        assertEquals(
                List.of(
                        "w.txt:1: id: PTO-AVS-BLOCK-B-IOS-PLACEMNT-001 is not the id of any case; did you mean " + ID
                                + "? this line waives nothing",
                        "w.txt:2: id: PTO-AVS-SOMETHING-ELSE-ENTIRELY-9 is not the id of any case; this line waives nothing"),
                unknown.stream().map(WaiverProblem::describe).toList());
    }

    /** The waiver settings of a run with {@code configuration}, as the run reads them. */
    private static WaiverSettings waiverSettings(ConfigurationParameters configuration) {
        return RunSettings.read(configuration, Map.of(), new Properties()).waivers();
    }
}
