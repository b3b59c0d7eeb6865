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
import org.pto.avs.reports.bundle.BundleCommand;
import org.pto.avs.reports.bundle.BundleVerifier;
import org.pto.avs.reports.bundle.Verification;
import org.pto.avs.reports.fixture.ShippedSuite;
import org.pto.avs.results.Constants;

/**
 * A bundle run killed with SIGKILL in its middle ({@code Process.destroyForcibly()}) and resumed from its journal
 * yields the conformance summary and the certification results an uninterrupted run yields. The middle is made, not
 * waited for: the device of the killed run answers the runs of the first cases and then none, so the run is stuck
 * with some cases journaled and the rest not, however fast the machine.
 */
class KilledRunResumeTest {

    /** The first cases (in id order) the stalled device answers; the next one never ends. */
    private static final int ANSWERED_CASES = 6;
    /** The runs of those cases, one per vector. */
    private static final int ANSWERED_RUNS = ShippedSuite.points().stream()
            .limit(ANSWERED_CASES)
            .mapToInt(ShippedSuite.Point::vectors)
            .sum();

    private static final int CASES = ShippedSuite.size();

    @TempDir
    Path dir;

    private Process bundleInChildJvm(Path out, Path journal, boolean resume, String name) throws IOException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                BundleCommand.class.getName(),
                "--out",
                out.toString(),
                "--config",
                Constants.DEVICE + "=stalling-reference",
                "--config",
                Constants.JOURNAL + "=" + journal));
        if (resume) {
            command.addAll(List.of("--config", Constants.RESUME + "=true"));
        } else {
            command.addAll(List.of("--config", Constants.DEVICE_SETTINGS_PREFIX + "answer-runs=" + ANSWERED_RUNS));
        }
        return new ProcessBuilder(command)
                .directory(dir.toFile())
                .redirectOutput(dir.resolve(name + ".out").toFile())
                .redirectError(dir.resolve(name + ".err").toFile())
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
        int status = BundleCommand.run(
                List.of("--out", uninterrupted.toString(), "--config", Constants.DEVICE + "=stalling-reference"),
                new PrintStream(console, true),
                System.err);
        assertEquals(0, status, console::toString);

        Path journal = dir.resolve("run.jsonl");
        Process killed = bundleInChildJvm(dir.resolve("killed"), journal, false, "killed");
        // Until the first cases are journaled; the guard only keeps a broken engine from hanging the build.
        long guard = System.nanoTime() + TimeUnit.MINUTES.toNanos(5);
        while (resultLines(journal) < 4 && killed.isAlive() && System.nanoTime() < guard) {
            Thread.sleep(20);
        }
        assertTrue(
                killed.isAlive(), () -> "the stalled run ended by itself: " + read("killed.out") + read("killed.err"));
        killed.destroyForcibly();
        assertTrue(killed.waitFor(1, TimeUnit.MINUTES));
        int journaled = resultLines(journal);
        assertTrue(journaled >= 4, "the first cases were journaled before the kill: " + journaled);
        assertTrue(journaled < CASES, "the stalled run journaled every case: " + journaled);
        assertTrue(Files.notExists(dir.resolve("killed/manifest.json")), "the killed run wrote no bundle");

        Process resumed = bundleInChildJvm(dir.resolve("resumed"), journal, true, "resumed");
        assertTrue(resumed.waitFor(2, TimeUnit.MINUTES));
        assertEquals(0, resumed.exitValue(), () -> read("resumed.out") + read("resumed.err"));

        Path bundle = dir.resolve("resumed");
        assertEquals(BundleFiles.summary(uninterrupted), BundleFiles.summary(bundle));
        assertEquals(BundleFiles.results(uninterrupted), BundleFiles.results(bundle));
        assertEquals(CASES + 1, Files.readAllLines(journal).size(), "the header and each case once");
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
