package org.pto.avs.reports.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.results.Constants;

/**
 * The manifest says, next to {@code avs.device.sandbox} as configured, whether the process device ran in the sandbox:
 * {@code auto} is what was asked, not what ran.
 */
class AppliedSandboxBundleTest {

    private static final Path PYTHON_DEVICE = Path.of("../device-adapters/examples/python-device/device.py")
            .toAbsolutePath()
            .normalize();
    private static final String SANDBOX = Constants.DEVICE_SETTINGS_PREFIX + "sandbox";

    @TempDir
    Path dir;

    private JsonNode manifest(String... config) throws IOException {
        assumeTrue(Files.isRegularFile(PYTHON_DEVICE), PYTHON_DEVICE + " is missing");
        assumeTrue(python3Runs(), "python3 runs the example device");
        Path out = dir.resolve("bundle");
        List<String> args = new ArrayList<>(List.of(
                "--out",
                out.toString(),
                "--config",
                Constants.DEVICE + "=process",
                "--config",
                Constants.DEVICE_SETTINGS_PREFIX + "command=[\"python3\",\"" + PYTHON_DEVICE + "\"]"));
        for (String c : config) {
            args.add("--config");
            args.add(c);
        }
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        int status = BundleCommand.run(args, new PrintStream(console, true), System.err);
        // Written, whether the example device conforms or not; 2 would be a run that wrote no bundle.
        assertTrue(status == 0 || status == 1, () -> "exit " + status + ": " + console);
        return new ObjectMapper().readTree(out.resolve(BundleLayout.MANIFEST).toFile());
    }

    private static boolean python3Runs() {
        try {
            return new ProcessBuilder("python3", "--version").start().waitFor() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    @Test
    void sandboxAutoIsRecordedWithWhetherTheDeviceRanSandboxed() throws IOException {
        JsonNode manifest = manifest();
        assertEquals("auto", manifest.path("configuration").path(SANDBOX).asText(), manifest::toPrettyString);
        String applied = manifest.path("applied").path(SANDBOX).asText();
        assertTrue(Set.of("bwrap", "off").contains(applied), manifest::toPrettyString);
    }

    @Test
    void sandboxOffIsRecordedAsOff() throws IOException {
        JsonNode manifest = manifest(SANDBOX + "=off");
        assertEquals("off", manifest.path("configuration").path(SANDBOX).asText());
        assertEquals("off", manifest.path("applied").path(SANDBOX).asText(), manifest::toPrettyString);
    }
}
