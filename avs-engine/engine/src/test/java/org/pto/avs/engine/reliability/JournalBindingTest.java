package org.pto.avs.engine.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClasspathResource;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.Constants;
import org.pto.avs.results.SuiteVersion;
import org.pto.avs.results.journal.JournalEntry;
import org.pto.avs.results.journal.JournalException;
import org.pto.avs.results.journal.JournalHeader;
import org.pto.avs.results.journal.ResultJournal;

/**
 * A journal has one writer at a time, and a resume continues only the run that began it: the same device (what it
 * said in {@code hello}) and the same suite version.
 */
class JournalBindingTest {

    private static final String CASES = "pto-avs/cases";

    @TempDir
    Path dir;

    @BeforeEach
    void resetProbe() {
        ProbeDevice.reset();
    }

    private EngineExecutionResults run(Path journal, String resume, String version) {
        EngineTestKit.Builder kit = EngineTestKit.engine(Constants.ENGINE_ID)
                .configurationParameter(Constants.SUMMARY, "false")
                .configurationParameter(Constants.DEVICE, "probe")
                .configurationParameter(Constants.DEVICE_SETTINGS_PREFIX + "version", version)
                .configurationParameter(Constants.JOURNAL, journal.toString())
                .selectors(selectClasspathResource(CASES));
        if (resume != null) {
            kit.configurationParameter(Constants.RESUME, resume);
        }
        return kit.execute();
    }

    private static String runFailure(EngineExecutionResults results) {
        return results.containerEvents().finished().list().stream()
                .map(e -> e.getRequiredPayload(TestExecutionResult.class))
                .filter(r -> r.getThrowable().isPresent())
                .findFirst()
                .orElseThrow(() -> new AssertionError("the run did not fail"))
                .getThrowable()
                .orElseThrow()
                .getMessage();
    }

    private static JournalHeader header(String run) {
        return JournalHeader.of("probe", Map.of(), "1/1", run, SuiteVersion.current());
    }

    private static JournalEntry entry(String id) {
        return new JournalEntry(
                id, "x.json", "", CaseStatus.PASS, "", List.of(Map.of("avs.id", id, "avs.status", "pass")));
    }

    @Test
    void aSecondRunOnAJournalInUseIsRefusedNamingTheFileAndTheHoldersRunAndLosesNothing() throws Exception {
        Path journal = dir.resolve("run.jsonl");
        try (ResultJournal holder = ResultJournal.open(journal, header("the-holding-run"), false)) {
            holder.append(entry("PTO-AVS-A"));
            EngineExecutionResults second = run(journal, null, "1");
            String failure = runFailure(second);
            assertTrue(
                    failure.contains(journal + " is being written by another run (run id the-holding-run, process "
                            + ProcessHandle.current().pid() + ")"),
                    failure);
            assertEquals(0, ProbeDevice.runs(), "the refused run ran nothing");
            assertEquals(0, second.testEvents().succeeded().count());
            holder.append(entry("PTO-AVS-B"));
        }
        List<String> lines = Files.readAllLines(journal);
        assertEquals(3, lines.size(), lines::toString);
        assertTrue(lines.get(0).contains("\"run\":\"the-holding-run\""), lines.get(0));
        assertTrue(
                lines.get(1).startsWith("{\"id\":\"PTO-AVS-A\"") && lines.get(2).startsWith("{\"id\":\"PTO-AVS-B\""),
                lines::toString);
        // Released on close: the next run writes it.
        run(journal, null, "1")
                .testEvents()
                .assertStatistics(stats -> stats.finished(5).succeeded(5));
    }

    @Test
    void aSymbolicLinkToAJournalInUseIsTheSameJournalAndIsRefused() throws Exception {
        Path journal = dir.resolve("run.jsonl");
        Path fileLink = Files.createSymbolicLink(dir.resolve("alias.jsonl"), journal.getFileName());
        Path folderLink = Files.createSymbolicLink(dir.resolve("journals"), dir);
        try (ResultJournal holder = ResultJournal.open(journal, header("the-holding-run"), false)) {
            holder.append(entry("PTO-AVS-A"));
            for (Path alias : List.of(fileLink, folderLink.resolve("alias.jsonl"))) {
                String failure = runFailure(run(alias, null, "1"));
                assertTrue(
                        failure.contains(alias + " is being written by another run (run id the-holding-run"), failure);
            }
            assertEquals(0, ProbeDevice.runs(), "the refused runs ran nothing");
            holder.append(entry("PTO-AVS-B"));
        }
        List<String> lines = Files.readAllLines(journal);
        assertEquals(3, lines.size(), "the holder's lines, neither cut nor interleaved: " + lines);
        // A link to a journal not made yet leads to the same lock as the journal's own name.
        Path later = dir.resolve("later.jsonl");
        Path early = Files.createSymbolicLink(dir.resolve("early.jsonl"), later);
        try (ResultJournal holder = ResultJournal.open(early, header("through-the-link"), false)) {
            JournalException refused =
                    assertThrows(JournalException.class, () -> ResultJournal.open(later, header("by-its-name"), false));
            assertTrue(refused.getMessage().contains("run id through-the-link"), refused.getMessage());
        }
    }

    @Test
    void aJournalWithASecondNameIsRefusedSoAHardLinkCannotBypassItsLock() throws Exception {
        Path journal = dir.resolve("run.jsonl");
        Path other = Files.createDirectory(dir.resolve("other"));
        try (ResultJournal holder = ResultJournal.open(journal, header("the-holding-run"), false)) {
            holder.append(entry("PTO-AVS-A"));
            Path hardLink = Files.createLink(other.resolve("same-file.jsonl"), journal);
            String failure = runFailure(run(hardLink, null, "1"));
            assertTrue(
                    failure.contains(
                            hardLink + " has 2 names (hard links to one file); a journal must have" + " exactly one"),
                    failure);
            assertEquals(0, ProbeDevice.runs(), "the refused run ran nothing");
            holder.append(entry("PTO-AVS-B"));
        }
        List<String> lines = Files.readAllLines(journal);
        assertEquals(3, lines.size(), "the holder's lines, neither cut nor interleaved: " + lines);
        assertTrue(lines.get(2).startsWith("{\"id\":\"PTO-AVS-B\""), lines::toString);
        // Once the other name is gone, the journal is written again.
        Files.delete(other.resolve("same-file.jsonl"));
        run(journal, null, "1")
                .testEvents()
                .assertStatistics(stats -> stats.finished(5).succeeded(5));
    }

    @Test
    void aJournalHeldByAnotherProcessIsRefusedWithThatProcessesRunId() throws Exception {
        Path journal = dir.resolve("shared.jsonl");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process other = new ProcessBuilder(
                        java.toString(),
                        "-cp",
                        System.getProperty("java.class.path"),
                        JournalHolder.class.getName(),
                        journal.toString(),
                        "run-of-the-other-process")
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        try (BufferedReader said =
                new BufferedReader(new InputStreamReader(other.getInputStream(), StandardCharsets.UTF_8))) {
            assertEquals("holding", said.readLine(), "the other writer took the journal");
            EngineExecutionResults second = run(journal, "true", "1");
            String failure = runFailure(second);
            assertTrue(
                    failure.contains(journal + " is being written by another run (run id run-of-the-other-process,"
                            + " process " + other.pid() + ")"),
                    failure);
            assertEquals(0, ProbeDevice.runs());
            JournalException inProcess =
                    assertThrows(JournalException.class, () -> ResultJournal.open(journal, header("mine"), false));
            assertTrue(inProcess.getMessage().contains("run-of-the-other-process"), inProcess.getMessage());
            other.getOutputStream().close();
            assertEquals("done", said.readLine());
        } finally {
            if (!other.waitFor(30, TimeUnit.SECONDS)) {
                other.destroyForcibly();
            }
        }
        assertEquals(0, other.exitValue());
        List<String> lines = Files.readAllLines(journal);
        assertEquals(2, lines.size(), "the holder's header and its one entry, neither cut nor interleaved: " + lines);
        assertTrue(lines.get(1).startsWith("{\"id\":\"PTO-AVS-HELD\""), lines::toString);
    }

    @Test
    void aResumeOnAnotherDeviceIdentityIsRefusedBeforeAnyCaseRuns() throws IOException {
        Path journal = dir.resolve("run.jsonl");
        run(journal, null, "1")
                .testEvents()
                .assertStatistics(stats -> stats.finished(5).succeeded(5));
        List<String> lines = Files.readAllLines(journal);
        // Interrupted after three cases: two must run on resume, on another build of the same command.
        Files.write(journal, lines.subList(0, 4), StandardCharsets.UTF_8);
        String before = Files.readString(journal);
        ProbeDevice.reset();
        EngineExecutionResults resumed = run(journal, "true", "2");
        String failure = runFailure(resumed);
        assertTrue(
                failure.contains(journal + " holds results of the device 'test probe 1', and this run's device is"
                        + " 'test probe 2'"),
                failure);
        assertEquals(0, ProbeDevice.runs());
        assertEquals(before, Files.readString(journal), "the journal is left as it was");
        // The device that began it resumes it.
        ProbeDevice.reset();
        run(journal, "true", "1")
                .testEvents()
                .assertStatistics(stats -> stats.finished(5).succeeded(5));
        assertEquals(6, Files.readAllLines(journal).size());
    }

    @Test
    void aResumeByAnotherSuiteVersionIsRefused() throws IOException {
        Path journal = dir.resolve("run.jsonl");
        run(journal, null, "1");
        List<String> lines = Files.readAllLines(journal);
        String current = "\"suite\":\"" + SuiteVersion.current() + "\"";
        assertTrue(lines.get(0).contains(current), lines.get(0));
        lines.set(0, lines.get(0).replace(current, "\"suite\":\"0.0.1\""));
        Files.write(journal, lines.subList(0, 3), StandardCharsets.UTF_8);
        ProbeDevice.reset();
        String failure = runFailure(run(journal, "true", "1"));
        assertTrue(
                failure.contains("is the journal of another run: suite version 0.0.1 (this run: "
                        + SuiteVersion.current() + ")"),
                failure);
        assertEquals(0, ProbeDevice.runs());
        assertNotNull(SuiteVersion.current());
        assertTrue(!SuiteVersion.current().contains("${"), "the build filled the version in");
    }

    /** The other writer: holds {@code args[0]} as run {@code args[1]} until its stdin ends, then appends one entry. */
    public static final class JournalHolder {
        public static void main(String[] args) throws Exception {
            try (ResultJournal journal = ResultJournal.open(Path.of(args[0]), header(args[1]), false)) {
                System.out.println("holding");
                System.out.flush();
                while (System.in.read() >= 0) {
                    // Held until the test closes our stdin.
                }
                journal.append(entry("PTO-AVS-HELD"));
            }
            System.out.println("done");
            System.out.flush();
        }
    }
}
