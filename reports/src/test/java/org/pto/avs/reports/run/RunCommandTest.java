package org.pto.avs.reports.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.reports.fixture.ShippedSuite;

/**
 * {@code run}: the suite on a device from the command line. It prints the summary, the verdict on its second line,
 * writes the summary files and the Allure results into {@code --report-dir}, and exits as {@code bundle} does: 0 when
 * every case run conforms, 1 when one does not, 2 when the device was not judged at all.
 */
class RunCommandTest {

    @TempDir
    Path dir;

    record Run(int exit, String out, String err) {
        String verdictLine() {
            return out.lines().skip(1).findFirst().orElse("");
        }
    }

    private Run run(String... args) {
        List<String> all =
                new ArrayList<>(List.of("--report-dir", dir.resolve("report").toString()));
        all.addAll(List.of(args));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = RunCommand.run(
                all,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theReferenceConformsAndItsReportsGoToTheReportFolder() throws Exception {
        Run run = run();

        assertEquals(0, run.exit(), run.out() + run.err());
        assertTrue(run.out().startsWith("PTO AVS conformance on PTO AVS reference-model "), run.out());
        assertEquals("Verdict: conforms", run.verdictLine(), run.out());
        assertTrue(run.out().contains("\nTotals: " + ShippedSuite.size() + " pass, 0 fail"), run.out());
        Path report = dir.resolve("report");
        assertEquals(
                ShippedSuite.size(),
                new ObjectMapper()
                        .readTree(report.resolve("summary.json").toFile())
                        .path("totals")
                        .path("pass")
                        .asInt());
        assertTrue(Files.isRegularFile(report.resolve("summary.md")));
        try (var results = Files.list(report.resolve(RunCommand.ALLURE_RESULTS))) {
            assertTrue(
                    results.anyMatch(f -> f.getFileName().toString().endsWith("-result.json")),
                    "Allure results in " + report);
        }
        assertTrue(run.out().contains("\nAllure results: " + report.resolve(RunCommand.ALLURE_RESULTS)), run.out());
    }

    @Test
    void aDeviceThatDoesNotConformExits1AndTheSummaryNamesItsFailingCase() {
        Run run = run("--device", "mutant", "--config", "avs.device.mutant=stream-order-reversed");

        assertEquals(1, run.exit(), run.out() + run.err());
        assertTrue(run.verdictLine().startsWith("Verdict: does not conform: "), run.out());
        assertTrue(
                run.out().lines().anyMatch(l -> l.matches("PTO-AVS-BLOCK-B-IOS-STREAM-001 +execution +fail .*")),
                run.out());
        assertEquals("", run.err());
    }

    @Test
    void casesLeftNotSupportedAreNoFailureUnlessTheRunRequiresConformance() {
        Run incomplete = run("--device", "flawed", "--config", "avs.device.flaw=blind");
        assertEquals(0, incomplete.exit(), incomplete.out() + incomplete.err());
        assertTrue(incomplete.verdictLine().startsWith("Verdict: incomplete: "), incomplete.out());

        Run required =
                run("--device", "flawed", "--config", "avs.device.flaw=blind", "--config", "avs.require=conformance");
        assertEquals(1, required.exit(), required.out() + required.err());
        assertTrue(required.out().contains("The run does not meet what it requires of the device: "), required.out());
    }

    @Test
    void anIdRunsOnlyTheCasesItMatchesAndTheVerdictSaysSo() {
        Run run = run("--id", "PTO-AVS-BLOCK-B-DIM-*");

        assertEquals(0, run.exit(), run.out() + run.err());
        assertEquals("Verdict: conforms on the 5 selected of " + ShippedSuite.size() + " cases", run.verdictLine());
        assertTrue(run.out().contains("\nTotals: 5 pass, 0 fail"), run.out());
        assertFalse(run.out().contains("NOT TESTED"), "nothing of the instructions it did not select: " + run.out());
    }

    @Test
    void aDeviceThatIsNotThereOrAnIdThatMatchesNothingIsASetupError() {
        Run unknown = run("--device", "nosuch");
        assertEquals(2, unknown.exit(), unknown.out());
        assertTrue(unknown.err().startsWith("run: the device was not judged: "), unknown.err());
        assertTrue(unknown.err().contains("avs.device=nosuch names no device"), unknown.err());

        Run missing = run("--device", "process", "--", "/no/such/program");
        assertEquals(2, missing.exit(), missing.out());
        assertTrue(missing.err().contains("/no/such/program"), missing.err());

        Run nothing = run("--id", "NO-SUCH-ID");
        assertEquals(2, nothing.exit(), nothing.out());
        assertTrue(nothing.err().contains("avs.id=NO-SUCH-ID matched no case"), nothing.err());
    }

    @Test
    void aDeviceWithoutWhatItNeedsIsAUsageError() {
        Run process = run("--device", "process");
        assertEquals(2, process.exit());
        assertTrue(
                process.err().contains("run: --device process runs your program: give its command after --"),
                process.err());

        Run socket = run("--device", "socket");
        assertEquals(2, socket.exit());
        assertTrue(socket.err().contains("--device socket connects to your server: give --address"), socket.err());

        Run address = run("--address", "127.0.0.1:7000");
        assertEquals(2, address.exit());
        assertTrue(address.err().contains("--address is the server of a socket device"), address.err());

        Run command = run("--", "python3", "device.py");
        assertEquals(2, command.exit());
        assertTrue(command.err().contains("give --device process"), command.err());
        assertEquals("", command.out(), "nothing ran");
    }
}
