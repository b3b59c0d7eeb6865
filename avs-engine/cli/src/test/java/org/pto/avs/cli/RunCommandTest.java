package org.pto.avs.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.cli.MainTest.Run;

/**
 * {@code pto-avs run} straight from the command line: on the embedded reference device, on the example Python device
 * (a program, {@code --device process -- python3 device.py}), on a server ({@code --device socket}), and on a program
 * that answers wrongly. The verdict is the summary's second line and the exit code says it: 0 conforms, 1 does not.
 */
class RunCommandTest {

    private static final Path PYTHON_DEVICE = Path.of("../../device-adapters/examples/python-device/device.py")
            .toAbsolutePath()
            .normalize();

    /** A device of the tests has this long to answer its first hello, however busy the machine. */
    private static final String STARTUP = "--config=avs.device.startup-timeout=120s";

    @TempDir
    Path reports;

    private Run run(String... args) {
        List<String> all = new ArrayList<>(List.of("run", "--report-dir", reports.toString()));
        all.addAll(List.of(args));
        return MainTest.run(all.toArray(String[]::new));
    }

    private static String verdict(Run run) {
        return run.out().lines().skip(1).findFirst().orElse("");
    }

    @Test
    void theReferenceDeviceConformsAndRunIsListedFirst() {
        Run run = run();
        assertEquals(0, run.exit(), run.out() + run.err());
        assertTrue(run.out().startsWith("PTO AVS conformance on PTO AVS reference-model "), run.out());
        assertEquals("Verdict: conforms", verdict(run), run.out());
        assertTrue(Files.isRegularFile(reports.resolve("summary.json")));

        Run help = MainTest.run("help");
        assertTrue(help.out().contains("Commands:\n  run "), help.out());
    }

    @Test
    void theExamplePythonDeviceConforms() {
        assumePython();
        Run run = run(STARTUP, "--device", "process", "--", "python3", PYTHON_DEVICE.toString());
        assertEquals(0, run.exit(), run.out() + run.err());
        assertTrue(run.out().startsWith("PTO AVS conformance on PTO AVS examples python-device "), run.out());
        assertEquals("Verdict: conforms", verdict(run), run.out());
    }

    @Test
    void aProgramThatReportsWrongLoopBoundsDoesNotConformAndExits1() throws URISyntaxException {
        assumePython();
        Path wrong = Path.of(
                RunCommandTest.class.getResource("/loop_bounds_off_by_one.py").toURI());
        Run run = run(STARTUP, "--device", "process", "--", "python3", wrong.toString(), PYTHON_DEVICE.toString());
        assertEquals(1, run.exit(), run.out() + run.err());
        assertTrue(verdict(run).startsWith("Verdict: does not conform: "), run.out());
        // The cases that compare a loop bound fail on it, and name it.
        assertTrue(
                run.out()
                        .lines()
                        .anyMatch(l -> l.startsWith("PTO-AVS-BLOCK-B-DIM-LOW16-001 ")
                                && l.contains(" fail ")
                                && l.contains("loop_bounds.LB")),
                run.out());
        assertTrue(
                run.out().lines().anyMatch(l -> l.startsWith("PTO-AVS-BLOCK-B-IOS-STREAM-001 ") && l.contains(" pass")),
                "a case that compares no loop bound passes: " + run.out());
    }

    @Test
    void aServerOnALoopbackPortConforms() throws Exception {
        PipedOutputStream sink = new PipedOutputStream();
        PipedInputStream printed = new PipedInputStream(sink);
        Thread server = new Thread(() -> Main.run(
                new String[] {"serve", "--port", "0"},
                new PrintStream(sink, true, StandardCharsets.UTF_8),
                System.err));
        server.setDaemon(true);
        server.start();
        String listening = new BufferedReader(new InputStreamReader(printed, StandardCharsets.UTF_8)).readLine();
        String address = listening.substring(listening.lastIndexOf(' ') + 1);

        Run run = run("--device", "socket", "--address", address);
        assertEquals(0, run.exit(), run.out() + run.err());
        assertTrue(run.out().startsWith("PTO AVS conformance on PTO AVS reference-model "), run.out());
        assertEquals("Verdict: conforms", verdict(run), run.out());
    }

    /**
     * Skips the test without python3, except in CI ({@code CI=true}), where a missing python3 fails it: a CI run
     * must not pass with the Python device's tests silently skipped.
     */
    private static void assumePython() {
        boolean available;
        try {
            Process p = new ProcessBuilder("python3", "--version")
                    .redirectErrorStream(true)
                    .start();
            p.getInputStream().readAllBytes();
            available = p.waitFor() == 0;
        } catch (Exception e) {
            available = false;
        }
        if (!available && "true".equals(System.getenv("CI"))) {
            Assertions.fail("python3 is needed for the example device, and CI=true: a CI run must not skip this test");
        }
        assumeTrue(available, "python3 is needed for the example device");
        assumeTrue(Files.isRegularFile(PYTHON_DEVICE), PYTHON_DEVICE + " is missing");
    }
}
