package org.pto.avs.results.waivers;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A waiver file's device line names its device in printable ASCII, with no blank after it: a look-alike letter, an
 * invisible character or a trailing blank is a problem naming the file, the line and the character as it is.
 */
class WaiverDeviceNameTest {

    private static List<String> problems(String... lines) {
        return WaiverFile.parse("w.txt", List.of(lines)).problems().stream()
                .map(WaiverProblem::describe)
                .toList();
    }

    @Test
    void aLookAlikeLetterIsNamedWithItsColumn() {
        assertEquals(
                List.of("w.txt:1: device: 'Acme \\u0430cme-sim 4.2.1' holds \\u0430 at column 14, which is not"
                        + " printable ASCII: a device line names the device in ASCII letters, digits, punctuation and"
                        + " blanks (a look-alike letter or an invisible character would name no device)"),
                problems("device: Acme \u0430cme-sim 4.2.1"));
    }

    @Test
    void invisibleAndControlCharactersAreNamed() {
        assertEquals(
                List.of(
                        "w.txt:1: device: 'Acme acme-sim\\u200B 4.2.1' holds \\u200B at column 22, which is not"
                                + " printable ASCII: a device line names the device in ASCII letters, digits,"
                                + " punctuation and blanks (a look-alike letter or an invisible character would name"
                                + " no device)",
                        "w.txt:2: device: 'Acme acme-sim 4.2.1\\u00A0' holds \\u00A0 at column 28, which is not"
                                + " printable ASCII: a device line names the device in ASCII letters, digits,"
                                + " punctuation and blanks (a look-alike letter or an invisible character would name"
                                + " no device)",
                        "w.txt:3: device: 'Acme\\u001B[2K acme-sim 4.2.1' holds \\u001B at column 13, which is not"
                                + " printable ASCII: a device line names the device in ASCII letters, digits,"
                                + " punctuation and blanks (a look-alike letter or an invisible character would name"
                                + " no device)"),
                problems(
                        "device: Acme acme-sim\u200B 4.2.1",
                        "device: Acme acme-sim 4.2.1\u00A0",
                        "device: Acme\u001B[2K acme-sim 4.2.1"));
    }

    @Test
    void aTrailingBlankIsNamedAndTheDeviceIsNotBound() {
        WaiverFile file = WaiverFile.parse("w.txt", List.of("device: Acme acme-sim 4.2.1 \t"));
        assertEquals(
                List.of("w.txt:1: device: 'Acme acme-sim 4.2.1' ends with a blank (\\u0009 at column 29): the name ends"
                        + " at the device's version; remove the blank"),
                file.problems().stream().map(WaiverProblem::describe).toList());
        assertEquals(List.of(), file.devices());
    }

    @Test
    void aPlainNameIsBoundAsBefore() {
        WaiverFile file = WaiverFile.parse("w.txt", List.of("  device:   Acme  acme-sim 4.2.1"));
        assertEquals(List.of(), file.problems());
        assertEquals(List.of("Acme acme-sim 4.2.1"), file.devices());
    }
}
