package org.pto.avs.device.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pto.avs.device.process.TestDevices.CRASH;
import static org.pto.avs.device.process.TestDevices.GARBAGE;
import static org.pto.avs.device.process.TestDevices.HANG;
import static org.pto.avs.device.process.TestDevices.INTERNAL_ERROR;
import static org.pto.avs.device.process.TestDevices.MISBEHAVING;
import static org.pto.avs.device.process.TestDevices.NO_GPRS;
import static org.pto.avs.device.process.TestDevices.SHORT_RESULT;
import static org.pto.avs.device.process.TestDevices.open;
import static org.pto.avs.device.process.TestDevices.program;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceProvider;
import org.pto.avs.device.DeviceSettings;
import org.pto.avs.device.Observation;
import org.pto.avs.device.RunRequest;
import org.pto.avs.device.TestTimeouts;
import org.pto.avs.device.protocol.RunResult;

class ProcessDeviceTest {

    private static final int OK = 0x00019181;

    @BeforeAll
    static void needsPython() {
        TestDevices.assumePython();
    }

    private static void assertAllDead(ProcessDevice device) {
        for (ProcessHandle process : device.startedProcesses()) {
            assertFalse(process.isAlive(), "device process " + process.pid() + " is still alive");
        }
    }

    @Test
    void oneProcessServesEveryCase() throws DeviceException {
        ProcessDevice device = open(MISBEHAVING, Duration.ofSeconds(10));
        try (device) {
            assertEquals("misbehaving", device.identity().name());
            for (int i = 1; i <= 5; i++) {
                int[] words = new int[i];
                Arrays.fill(words, OK);
                Observation o = device.run(program(words));
                assertEquals(i, o.steps().size());
                assertEquals(i, o.gprs().get(1));
            }
            assertEquals(1, device.startedProcesses().size(), "the process stays warm across cases");
        }
        assertAllDead(device);
    }

    @Test
    void aCrashFailsItsCaseWithTheStderrTailAndTheNextCaseRunsOnANewProcess() throws DeviceException {
        ProcessDevice device = open(MISBEHAVING, Duration.ofSeconds(10));
        try (device) {
            device.run(program(OK));
            DeviceException e = assertThrows(DeviceException.class, () -> device.run(program(CRASH, OK)));
            assertEquals(DeviceException.Kind.CRASH, e.kind());
            assertTrue(e.getMessage().contains("exited with status 3"), e.getMessage());
            assertTrue(e.getMessage().contains("fatal: simulated crash in run 2"), e.getMessage());
            assertEquals(1, device.run(program(OK)).steps().size());
            assertEquals(2, device.startedProcesses().size());
            assertFalse(device.startedProcesses().get(0).isAlive());
        }
        assertAllDead(device);
    }

    /**
     * A program that runs the harness in its own JVM (Maven's exec:java) waits for, then complains about, every
     * thread left behind: once the device is closed, no thread that served any of its processes is alive, and no
     * sampler of any device (every other test closed its device too).
     */
    @Test
    void noThreadOfTheDeviceOutlivesItsClose() throws DeviceException {
        ProcessDevice device = open(MISBEHAVING, Duration.ofSeconds(10));
        try (device) {
            device.run(program(OK));
            assertThrows(DeviceException.class, () -> device.run(program(CRASH, OK)));
            device.run(program(OK));
            assertEquals(2, device.startedProcesses().size());
        }
        List<String> pids =
                device.startedProcesses().stream().map(p -> " " + p.pid()).toList();
        List<String> left = Thread.getAllStackTraces().keySet().stream()
                .filter(Thread::isAlive)
                .map(Thread::getName)
                .filter(name -> name.startsWith("pto-avs-device-"))
                .filter(name -> name.startsWith(ProcessTree.SAMPLER_THREAD)
                        || pids.stream().anyMatch(name::endsWith))
                .toList();
        assertEquals(List.of(), left, "threads of the closed device still alive");
    }

    @Test
    void aHangIsATimeoutAndTheHungProcessIsKilledEvenIfItIgnoresSigterm() throws DeviceException {
        // Only the hanging run reaches the bound; the run after it is answered at once.
        Duration bound = Duration.ofSeconds(2);
        ProcessDevice device = open(MISBEHAVING, bound, "--ignore-term");
        try (device) {
            DeviceException e = assertThrows(DeviceException.class, () -> device.run(program(HANG)));
            assertEquals(DeviceException.Kind.TIMEOUT, e.kind());
            assertTrue(
                    e.getMessage()
                            .contains("within " + TestTimeouts.scaled(bound).toMillis() + " ms"),
                    e.getMessage());
            assertTrue(e.getMessage().contains("stuck in run 1"), e.getMessage());
            assertFalse(device.startedProcesses().get(0).isAlive(), "the hung process is gone");
            assertEquals(2, device.run(program(OK, OK)).steps().size());
        }
        assertAllDead(device);
    }

    @Test
    void garbageOnStdoutIsAProtocolError() throws DeviceException {
        ProcessDevice device = open(MISBEHAVING, Duration.ofSeconds(10));
        try (device) {
            DeviceException e = assertThrows(DeviceException.class, () -> device.run(program(GARBAGE)));
            assertEquals(DeviceException.Kind.PROTOCOL, e.kind());
            assertTrue(e.getMessage().contains("'Loading model... done'"), e.getMessage());
            assertTrue(e.getMessage().contains("logs go to stderr"), e.getMessage());
            assertTrue(e.getMessage().contains("misbehaving device pid"), "stderr tail: " + e.getMessage());
            assertEquals(1, device.run(program(OK)).steps().size());
            assertEquals(2, device.startedProcesses().size());
        }
        assertAllDead(device);
    }

    @Test
    void aResultWithTheWrongNumberOfStepsIsAProtocolError() throws DeviceException {
        try (ProcessDevice device = open(MISBEHAVING, Duration.ofSeconds(10))) {
            DeviceException e = assertThrows(DeviceException.class, () -> device.run(program(SHORT_RESULT, OK, OK)));
            assertEquals(DeviceException.Kind.PROTOCOL, e.kind());
            assertTrue(e.getMessage().contains("2 step outcomes for a program of 3 words"), e.getMessage());
        }
    }

    @Test
    void aResultWithoutAnObservableTheDeviceDeclaredIsAProtocolErrorNotAnEmptyAnswer() throws DeviceException {
        try (ProcessDevice device = open(MISBEHAVING, Duration.ofSeconds(10))) {
            DeviceException e = assertThrows(DeviceException.class, () -> device.run(program(NO_GPRS, OK)));
            assertEquals(DeviceException.Kind.PROTOCOL, e.kind());
            assertTrue(
                    e.getMessage()
                            .contains("a result without \"gprs\", which the run observes and the device"
                                    + " declared (gprs)"),
                    e.getMessage());
        }
    }

    @Test
    void aDeviceErrorFailsOnlyItsCaseAndKeepsTheProcess() throws DeviceException {
        try (ProcessDevice device = open(MISBEHAVING, Duration.ofSeconds(10))) {
            DeviceException e = assertThrows(DeviceException.class, () -> device.run(program(INTERNAL_ERROR)));
            assertEquals(DeviceException.Kind.CRASH, e.kind());
            assertTrue(e.getMessage().contains("error internal: model assertion failed"), e.getMessage());
            device.run(program(OK));
            assertEquals(1, device.startedProcesses().size());
        }
    }

    @Test
    void pipelinedRunsContinueAfterACrashOnANewProcess(@TempDir Path temp) throws DeviceException, IOException {
        Path history = temp.resolve("history.txt");
        ProcessDevice device = open(MISBEHAVING, Duration.ofSeconds(5), "--history", history.toString());
        try (device) {
            List<RunRequest> requests = new ArrayList<>();
            int[] firstWords = {OK, OK, CRASH, OK, GARBAGE, OK, HANG, OK};
            for (int w : firstWords) {
                requests.add(program(w, OK));
            }
            List<RunResult> results = device.runAll(requests);
            List<String> statuses = new ArrayList<>();
            StringBuilder messages = new StringBuilder();
            for (RunResult r : results) {
                statuses.add(r.failure() == null ? "ok" : r.failure().kind().name());
                messages.append(r.failure() == null ? "" : "\n" + r.failure().getMessage());
            }
            assertEquals(
                    List.of("ok", "ok", "CRASH", "ok", "PROTOCOL", "ok", "TIMEOUT", "ok"),
                    statuses,
                    messages + processHistory(device, history));
            // One process until the crash, then a new one after each failure that ends a process, none per case.
            assertEquals(4, device.startedProcesses().size(), processHistory(device, history));
        }
        assertAllDead(device);
    }

    /** Each process the device started, with what it recorded (the messages it read), for a failure message. */
    private static String processHistory(ProcessDevice device, Path history) throws IOException {
        List<String> lines = Files.exists(history) ? Files.readAllLines(history) : List.of();
        StringBuilder text = new StringBuilder("\n" + device.startedProcesses().size() + " processes started:");
        for (ProcessHandle process : device.startedProcesses()) {
            String prefix = "pid " + process.pid() + ": ";
            text.append("\n  ")
                    .append(prefix)
                    .append(process.isAlive() ? "alive" : "ended")
                    .append("; ")
                    .append(lines.stream()
                            .filter(l -> l.startsWith(prefix))
                            .map(l -> l.substring(prefix.length()))
                            .collect(Collectors.joining(", ")));
        }
        return text.toString();
    }

    @Test
    void closeEndsTheDeviceAndItsChildrenEvenIfItIgnoresSigterm() throws DeviceException {
        ProcessDevice device = open(MISBEHAVING, Duration.ofSeconds(10), "--ignore-term", "--child");
        device.run(program(OK));
        ProcessHandle process = device.startedProcesses().get(0);
        List<ProcessHandle> children = process.children().toList();
        assertEquals(1, children.size(), "the test device starts one child");
        device.close();
        assertFalse(process.isAlive());
        assertFalse(children.get(0).isAlive(), "the device's own child is ended too");
        assertTrue(
                ProcessHandle.current().children().noneMatch(p -> p.pid() == process.pid()),
                "the device process was reaped, not left a zombie");
    }

    /** The children of {@code --orphan marker} alive now: processes with the marker but not the option. */
    private static long processesWith(String marker) {
        return ProcessHandle.allProcesses()
                .filter(p -> p.info()
                        .arguments()
                        .map(Arrays::asList)
                        .map(args -> args.contains(marker) && !args.contains("--orphan"))
                        .orElse(false))
                .count();
    }

    @Test
    void aDeviceThatExitsWhileAChildHoldsItsStdoutIsACrashAndTheChildIsEnded() throws DeviceException {
        String marker = "pto-avs-orphan-" + ProcessHandle.current().pid() + "-" + System.nanoTime();
        assertEquals(0, processesWith(marker));
        // A timeout of a minute: a crash that waited for it would be reported as TIMEOUT.
        ProcessDevice device = open(MISBEHAVING, Duration.ofSeconds(60), "--orphan", marker);
        try (device) {
            assertEquals(1, processesWith(marker), "the device started the child that holds its stdout");
            DeviceException e = assertThrows(DeviceException.class, () -> device.run(program(CRASH, OK)));
            assertEquals(DeviceException.Kind.CRASH, e.kind(), e.getMessage());
            assertTrue(e.getMessage().contains("exited with status 3"), e.getMessage());
            assertEquals(0, processesWith(marker), "the child died with the device's session");
            assertEquals(2, device.run(program(OK, OK)).steps().size(), "the next case runs on a new process");
            assertEquals(1, processesWith(marker), "the new process started its own child");
        }
        assertAllDead(device);
        assertEquals(0, processesWith(marker), "no process the device started outlives it");
    }

    @Test
    void aNewSessionThatSaysAnotherIdentityRunsNothing() throws DeviceException {
        ProcessDevice device = open(TestDevices.ESCAPING, Duration.ofSeconds(60), "--version-per-session");
        try (device) {
            String first = device.identity().toString();
            assertThrows(DeviceException.class, () -> device.run(program(CRASH, OK)));
            DeviceException refused = assertThrows(DeviceException.class, () -> device.run(program(OK)));
            assertEquals(DeviceException.Kind.SETUP, refused.kind(), refused.getMessage());
            assertTrue(
                    refused.getMessage()
                            .contains("in hello, but this device said '" + first + "' in its first:"
                                    + " one device keeps one identity"),
                    refused.getMessage());
            assertEquals(first, device.identity().toString(), "the device keeps its first identity");
        }
        assertAllDead(device);
    }

    @Test
    void startupProblemsAreSetupErrors() {
        DeviceException bad =
                assertThrows(DeviceException.class, () -> open(MISBEHAVING, Duration.ofSeconds(10), "--bad-hello"));
        assertEquals(DeviceException.Kind.SETUP, bad.kind());
        assertTrue(bad.getMessage().contains("'Welcome to the simulator!'"), bad.getMessage());
        DeviceException silent = assertThrows(
                DeviceException.class,
                () -> ProcessDevice.open(new DeviceSettings(
                        Map.of("command", "python3 " + MISBEHAVING + " --no-hello", "startup-timeout", "500ms"))));
        assertEquals(DeviceException.Kind.TIMEOUT, silent.kind(), "a hello too late is a missed time limit");
        assertTrue(silent.getMessage().contains("waiting for the device's hello"), silent.getMessage());
        DeviceException missing = assertThrows(
                DeviceException.class,
                () -> ProcessDevice.open(new DeviceSettings(Map.of("command", "/nonexistent/simulator --fast"))));
        assertEquals(DeviceException.Kind.SETUP, missing.kind());
        assertTrue(missing.getMessage().contains("/nonexistent/simulator"), missing.getMessage());
        DeviceException none = assertThrows(DeviceException.class, () -> ProcessDevice.open(DeviceSettings.empty()));
        assertEquals("missing configuration parameter avs.device.command", none.getMessage());
    }

    @Test
    void theProviderIsFoundByName() {
        List<String> names = new ArrayList<>();
        ServiceLoader.load(DeviceProvider.class).forEach(p -> names.add(p.name()));
        assertTrue(names.contains("process"), names.toString());
        assertNull(System.getProperty("avs.device.never-set"));
    }
}
