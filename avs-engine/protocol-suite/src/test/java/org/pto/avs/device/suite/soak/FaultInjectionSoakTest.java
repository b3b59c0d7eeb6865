package org.pto.avs.device.suite.soak;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectDirectory;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.StepOutcome;
import org.pto.avs.device.TestTimeouts;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.engine.cases.CaseKind;
import org.pto.avs.engine.cases.CaseSeverity;
import org.pto.avs.engine.cases.CaseWriter;
import org.pto.avs.engine.cases.Expectation;
import org.pto.avs.engine.cases.Location;
import org.pto.avs.engine.cases.Step;
import org.pto.avs.engine.cases.Vector;

/**
 * A soak of the engine and the process adapter against a device that crashes, hangs and answers garbage or wrongly
 * at random (seeded, {@code soak/flaky_device.py} in front of the example Python device): every case must get
 * exactly the status its fate calls for (pass, fail, timeout, crash for a crash and for garbage), every case finishes once and no device
 * process may outlive the run or stay a zombie. Nothing is judged by how long the run took: only a hanging run's
 * timeout is a matter of time, and a hang never answers at all.
 *
 * <p>{@value #CASES_PROPERTY} cases (default {@value #QUICK_CASES}, what {@code mvn verify} runs); the full soak is
 * {@code mvn -B -pl avs-engine/protocol-suite -am verify -Dtest=FaultInjectionSoakTest
 * -Dsurefire.failIfNoSpecifiedTests=false -Davs.soak.cases=2000}.
 */
class FaultInjectionSoakTest {

    static final String CASES_PROPERTY = "avs.soak.cases";
    static final int QUICK_CASES = 200;
    private static final String SEED = "20261201";
    private static final int INSTANCES = 4;
    /**
     * Scaled ({@link TestTimeouts}): an ordinary run that misses it on a loaded machine passes when its case runs again
     * with twice the time; every hang costs it three times (the first attempt, then the retry's twice as long).
     */
    private static final Duration RUN_TIMEOUT = Duration.ofSeconds(1);

    private static final Duration STARTUP_TIMEOUT = Duration.ofSeconds(20);
    private static final Path EXAMPLE = Path.of("../../device-adapters/examples/python-device/device.py")
            .toAbsolutePath()
            .normalize();

    @TempDir
    Path dir;

    /** What the flaky device does with the run of the case whose R1 is {@code r1}, and so the case's status. */
    static String expectedStatus(int r1) throws Exception {
        int first =
                MessageDigest.getInstance("SHA-256").digest((SEED + ":" + r1).getBytes(StandardCharsets.US_ASCII))[0]
                        & 0xFF;
        if (first < 13) {
            return "crash";
        }
        if (first < 26) {
            return "timeout";
        }
        if (first < 39) {
            // Garbage on stdout is the device's fault, as a crash is: never the harness error "error".
            return "crash";
        }
        return first < 52 ? "fail" : "pass";
    }

    private static String id(int n) {
        return String.format("PTO-AVS-BLOCK-B-IOS-SOAK-%06d", n);
    }

    /** A PEMode 000 no-op from R1 = {@code n}, expecting R1 still {@code n}: the flaky device decides by R1. */
    private static void writeCase(Path folder, int n) throws IOException {
        List<String> covers = List.of("field_zero_meanings.SharedTileID");
        Expectation expect = new Expectation(
                null,
                null,
                null,
                new TreeMap<>(),
                null,
                List.of(),
                new TreeMap<>(Map.of(1, (long) n)),
                List.of(),
                Set.of());
        Vector vector = new Vector(
                "no-op",
                "",
                covers,
                MachineState.of(Map.of(), List.of(), Map.of(1, (long) n)),
                List.of(new Step(
                        0, ProgramWord.of32(0x00001013), "", "", List.of(StepOutcome.EXECUTED), Location.START)),
                expect,
                "{}",
                Location.START);
        CaseWriter.write(
                new AvsCase(
                        id(n),
                        "block",
                        "B.IOS",
                        List.of("PTO-INST-BLOCK-B-IOS"),
                        CaseKind.EXECUTION,
                        CaseSeverity.NORMAL,
                        "A B.IOS with PEMode 000 is a no-op that leaves the GPRs alone.",
                        "R1 keeps its initial value " + n + ".",
                        covers,
                        List.of(),
                        List.of(vector),
                        id(n) + ".json",
                        Location.START),
                folder.resolve(id(n) + ".json"));
    }

    @Test
    void everyCaseGetsTheStatusItsFateCallsForAndNoProcessOutlivesTheRun() throws Exception {
        assumeTrue(Files.isRegularFile(EXAMPLE), EXAMPLE + " is missing");
        if (!python3Runs() && "true".equals(System.getenv("CI"))) {
            Assertions.fail(
                    "python3 is needed for the flaky device, and CI=true: a CI run must" + " not skip this test");
        }
        assumeTrue(python3Runs(), "python3 is needed for the flaky device");
        int cases = Integer.getInteger(CASES_PROPERTY, QUICK_CASES);
        Path corpus = Files.createDirectories(dir.resolve("corpus"));
        Map<String, String> expected = new TreeMap<>();
        for (int n = 1; n <= cases; n++) {
            writeCase(corpus, n);
            expected.put(id(n), expectedStatus(n));
        }
        assertTrue(
                Set.copyOf(expected.values()).containsAll(Set.of("pass", "fail", "crash", "timeout")),
                "the seed gives every fate at least once");
        Path pids = dir.resolve("pids.txt");
        String command = new ObjectMapper()
                .writeValueAsString(
                        List.of("python3", flakyDevice().toString(), EXAMPLE.toString(), SEED, pids.toString()));

        long start = System.nanoTime();
        EngineExecutionResults results = EngineTestKit.engine("pto-avs")
                .configurationParameter("avs.summary", "false")
                .configurationParameter("avs.catalog.check-ids", "false")
                .configurationParameter("avs.device", "process")
                .configurationParameter("avs.device.command", command)
                .configurationParameter("avs.device.timeout", TestTimeouts.setting(RUN_TIMEOUT))
                .configurationParameter("avs.device.startup-timeout", TestTimeouts.setting(STARTUP_TIMEOUT))
                .configurationParameter("avs.device.instances", Integer.toString(INSTANCES))
                .selectors(selectDirectory(corpus.toFile()))
                .execute();
        Duration elapsed = Duration.ofNanos(System.nanoTime() - start);

        results.containerEvents().assertStatistics(stats -> stats.failed(0));
        Map<String, String> actual = new TreeMap<>();
        for (Event event : results.allEvents().reportingEntryPublished().list()) {
            Map<String, String> values =
                    event.getRequiredPayload(ReportEntry.class).getKeyValuePairs();
            if (values.containsKey("avs.status")) {
                String previous = actual.put(values.get("avs.id"), values.get("avs.status"));
                assertEquals(null, previous, values.get("avs.id") + " got two results");
            }
        }
        assertEquals(cases, results.testEvents().finished().count(), "every case finished once");
        assertEquals(expected, actual);

        List<Long> started =
                Files.readAllLines(pids).stream().map(Long::parseLong).toList();
        List<String> left = new ArrayList<>();
        for (long pid : started) {
            processState(pid).ifPresent(state -> left.add(pid + " (" + state + ")"));
        }
        assertEquals(List.of(), left, "device processes still there after the run (Z: a zombie)");
        // The device fails on purpose: say so, or a green build's log reads as if cases failed.
        System.out.printf(
                "soak: %d cases on %d instances in %d s, %d device processes started;"
                        + " statuses as expected, the failures injected by the flaky test device: %s%n",
                cases,
                INSTANCES,
                elapsed.toSeconds(),
                started.size(),
                actual.values().stream().collect(Collectors.groupingBy(s -> s, TreeMap::new, Collectors.counting())));
    }

    /** The state letter of process {@code pid} from /proc (Z for a zombie), or empty when it is gone. */
    private static Optional<String> processState(long pid) throws IOException {
        Path stat = Path.of("/proc", Long.toString(pid), "stat");
        if (Files.exists(stat)) {
            String text;
            try {
                text = Files.readString(stat);
            } catch (IOException gone) {
                return Optional.empty();
            }
            return Optional.of(text.substring(text.lastIndexOf(')') + 2, text.lastIndexOf(')') + 3));
        }
        return ProcessHandle.of(pid).filter(ProcessHandle::isAlive).map(p -> "alive");
    }

    private static Path flakyDevice() throws URISyntaxException {
        return Path.of(FaultInjectionSoakTest.class
                .getClassLoader()
                .getResource("soak/flaky_device.py")
                .toURI());
    }

    private static boolean python3Runs() {
        try {
            Process p = new ProcessBuilder("python3", "--version")
                    .redirectErrorStream(true)
                    .start();
            p.getInputStream().readAllBytes();
            return p.waitFor() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }
}
