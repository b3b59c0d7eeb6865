package org.pto.avs.reports.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.results.Constants;

/**
 * Through Maven's {@code exec:java} a bundle that is not clean ends in one message that says what happened, not in
 * "System::exit was called" and a stack trace.
 */
class BundleGoalTest {

    @TempDir
    Path dir;

    @Test
    void aNonConformingDeviceEndsWithHowManyCasesDoNotConformAndWhereTheBundleIs() {
        Path out = dir.resolve("bundle");
        BundleGoal.BundleNotClean end = assertThrows(
                BundleGoal.BundleNotClean.class,
                () -> BundleGoal.main(new String[] {
                    "--out",
                    out.toString(),
                    "--config",
                    Constants.DEVICE + "=flawed",
                    "--config",
                    Constants.DEVICE_SETTINGS_PREFIX + "flaw=fault-kind"
                }));
        assertEquals(1, end.status());
        assertTrue(
                end.getMessage()
                        .matches("bundle exit 1: the device does not conform: \\d+ of \\d+ cases"
                                + " non-conforming \\(listed above\\); the bundle is .*"),
                end.getMessage());
        assertTrue(end.getMessage().endsWith(out.toString()), end.getMessage());
        assertEquals(0, end.getStackTrace().length, "Maven prints no frames");
        assertTrue(Files.isRegularFile(out.resolve(BundleLayout.MANIFEST)), "the bundle is written");
    }

    @Test
    void aDeviceThatCannotBeOpenedEndsWithWhyNoBundleWasWritten() {
        BundleGoal.BundleNotClean end = assertThrows(
                BundleGoal.BundleNotClean.class,
                () -> BundleGoal.main(new String[] {
                    "--out", dir.resolve("bundle").toString(), "--config", Constants.DEVICE + "=nosuch"
                }));
        assertEquals(2, end.status());
        assertTrue(end.getMessage().startsWith("bundle exit 2: no bundle written: "), end.getMessage());
        assertTrue(end.getMessage().contains("nosuch"), end.getMessage());
    }
}
