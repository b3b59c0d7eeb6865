package org.pto.avs.reports.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.engine.api.Constants;
import org.pto.avs.reports.bundle.BundleCommand;
import org.pto.avs.reports.bundle.BundleVerifier;
import org.pto.avs.reports.bundle.Verification;

/**
 * A bundle run killed with SIGKILL in its middle ({@code Process.destroyForcibly()}) and resumed from its journal
 * yields the conformance summary and the certification results an uninterrupted run yields.
 */
class KilledRunResumeTest {

    /** Each vector waits this long on the device, so the run is still going when it is killed. */
    private static final String DELAY_MS = "40";

    @TempDir
    Path dir;

    private Process bundleInChildJvm(Path out, Path journal, boolean resume, String name) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-cp", System.getProperty("java.class.path"), BundleCommand.class.getName(),
                "--out", out.toString(),
                "--config", Constants.DEVICE + "=slow-reference",
                "--config", Constants.DEVICE_SETTINGS_PREFIX + "delay-ms=" + DELAY_MS,
                "--config", Constants.JOURNAL + "=" + journal));
        if (resume) {
            command.addAll(List.of("--config", Constants.RESUME + "=true"));
        }
        return new ProcessBuilder(command).directory(dir.toFile())
                .redirectOutput(dir.resolve(name + ".out").toFile()).redirectError(dir.resolve(name + ".err").toFile())
                .start();
    }

    private static int resultLines(Path journal) throws IOException {
        if (!Files.exists(journal)) {
            return 0;
        }
        // Complete lines after the header; a line being written has no newline yet.
        String text = Files.readString(journal, StandardCharsets.ISO_8859_1);
        return (int) Math.max(0, text.chars().filter(c -> c == '\n').count() - 1);
    }

    @Test
    void aRunKilledMidwayAndResumedEqualsAnUninterruptedRun() throws Exception {
        Path uninterrupted = dir.resolve("uninterrupted");
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        int status = BundleCommand.run(List.of("--out", uninterrupted.toString(),
                "--config", Constants.DEVICE + "=slow-reference"), new PrintStream(console, true), System.err);
        assertEquals(0, status, console::toString);

        Path journal = dir.resolve("run.jsonl");
        Process killed = bundleInChildJvm(dir.resolve("killed"), journal, false, "killed");
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (resultLines(journal) < 4 && killed.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertTrue(killed.isAlive(), "the run must still be going when it is killed; raise DELAY_MS");
        killed.destroyForcibly();
        assertTrue(killed.waitFor(1, TimeUnit.MINUTES));
        int journaled = resultLines(journal);
        assertTrue(journaled >= 4 && journaled < 13, "killed midway: " + journaled + " results journaled");
        assertTrue(Files.notExists(dir.resolve("killed/manifest.json")), "the killed run wrote no bundle");

        Process resumed = bundleInChildJvm(dir.resolve("resumed"), journal, true, "resumed");
        assertTrue(resumed.waitFor(2, TimeUnit.MINUTES));
        assertEquals(0, resumed.exitValue(), () -> read("resumed.out") + read("resumed.err"));

        Path bundle = dir.resolve("resumed");
        assertEquals(BundleFiles.summary(uninterrupted), BundleFiles.summary(bundle));
        assertEquals(BundleFiles.results(uninterrupted), BundleFiles.results(bundle));
        assertEquals(14, Files.readAllLines(journal).size(), "the header and each of the 13 cases once");
        Verification verification = BundleVerifier.forClasspath().verify(bundle);
        assertEquals(List.of(), verification.findings());
    }

    private String read(String name) {
        try {
            return Files.readString(dir.resolve(name));
        } catch (IOException e) {
            return "";
        }
    }
}
