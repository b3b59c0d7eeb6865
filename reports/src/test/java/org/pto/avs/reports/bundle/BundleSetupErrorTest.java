package org.pto.avs.reports.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.reports.fixture.ShippedSuite;
import org.pto.avs.results.Constants;

/**
 * A run that certifies nothing writes no bundle: exit status 2, the engine's reason on stderr, no SEAL, no
 * SHA256SUMS, no zip, and no directory that could pass for a bundle.
 */
class BundleSetupErrorTest {

    @TempDir
    Path dir;

    @Test
    void anUnknownDeviceNameIsASetupError() {
        assertNoBundle("avs.device=nosuch names no device", Constants.DEVICE + "=nosuch");
    }

    @Test
    void aProcessDeviceWhoseProgramDoesNotExistIsASetupError() {
        assertNoBundle(
                "cannot start avs.device.command [/no/such/program]",
                Constants.DEVICE + "=process",
                Constants.DEVICE_SETTINGS_PREFIX + "command=/no/such/program");
    }

    @Test
    void aSelectionThatMatchesNothingIsASetupError() {
        assertNoBundle("avs.id=NO-SUCH matched no case", Constants.ID + "=NO-SUCH");
    }

    @Test
    void aSelectionOfSomeCasesIsNoCertification() {
        String stderr = assertNoBundle(
                "AVS ids the catalog mandates have no result", Constants.ID + "=PTO-AVS-BLOCK-B-IOS-STREAM-*");
        List<String> missing = ShippedSuite.ids().stream()
                .filter(id -> !id.startsWith("PTO-AVS-BLOCK-B-IOS-STREAM-"))
                .toList();
        assertTrue(
                stderr.contains(missing.size() + " AVS ids the catalog mandates have no result: " + missing.get(0)),
                "names how many and the first missing id: " + stderr);
    }

    /** Runs the bundle command with {@code config}; returns its stderr. */
    private String assertNoBundle(String cause, String... config) {
        Path bundle = dir.resolve("bundle");
        List<String> args = new ArrayList<>(List.of("--out", bundle.toString()));
        for (String pair : config) {
            args.addAll(List.of("--config", pair));
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = BundleCommand.run(args, new PrintStream(out, true), new PrintStream(err, true), Clock.systemUTC());
        String stderr = err.toString(StandardCharsets.UTF_8);
        assertEquals(2, status, () -> "a setup error; stdout: " + out + "\nstderr: " + stderr);
        assertTrue(stderr.contains(cause), "stderr names the cause '" + cause + "': " + stderr);
        assertTrue(stderr.contains("no bundle written"), stderr);
        assertFalse(Files.exists(bundle.resolve(BundleLayout.SEAL)), "no SEAL");
        assertFalse(Files.exists(bundle.resolve(BundleLayout.SHA256SUMS)), "no SHA256SUMS");
        assertFalse(Files.exists(dir.resolve("bundle.zip")), "no zip");
        assertFalse(Files.exists(bundle), "no directory left that could pass for a bundle");
        return stderr;
    }
}
