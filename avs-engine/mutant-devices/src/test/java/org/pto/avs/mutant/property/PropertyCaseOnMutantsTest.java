package org.pto.avs.mutant.property;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClasspathResource;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectFile;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.junit.platform.testkit.engine.Events;

/**
 * The shipped property case (pto-avs-cases, {@value #PROPERTY}) through the pto-avs engine: it passes on the
 * reference device; on a mutant it fails, shrinks the first differing program to the few steps the bug needs and
 * writes it as a case file; that file, run as an ordinary case, fails on the mutant and passes on the reference.
 */
class PropertyCaseOnMutantsTest {

    static final String PROPERTY = "pto-avs/properties/block/B.IOS/PTO-AVS-PROP-B-IOS-HEADER-001.json";
    static final String ID = "PTO-AVS-PROP-B-IOS-HEADER-001";
    private static final Pattern COUNTEREXAMPLE = Pattern.compile("^counterexample: (.+\\.json)$", Pattern.MULTILINE);

    @TempDir
    Path output;

    private Events run(DiscoverySelector selector, Map<String, String> parameters) {
        Map<String, String> configuration = new LinkedHashMap<>(parameters);
        configuration.put("avs.summary", "false");
        configuration.put("avs.random.output", output.toString());
        return EngineTestKit.engine("pto-avs")
                .selectors(selector)
                .configurationParameters(configuration)
                .execute()
                .testEvents();
    }

    private static Map<String, String> onMutant(String mutant) {
        return Map.of("avs.device", "mutant", "avs.device.mutant", mutant);
    }

    private static TestExecutionResult.Status status(Events tests) {
        List<Event> finished = tests.finished().list();
        assertEquals(1, finished.size(), "one test ran");
        return finished.get(0).getRequiredPayload(TestExecutionResult.class).getStatus();
    }

    private static String message(Events tests) {
        return tests.finished()
                .list()
                .get(0)
                .getRequiredPayload(TestExecutionResult.class)
                .getThrowable()
                .map(Throwable::getMessage)
                .orElseThrow(() -> new AssertionError("no failure message"));
    }

    @Test
    void theReferenceDevicePassesTheShippedProperty() {
        Events tests = run(selectClasspathResource(PROPERTY), Map.of("avs.device", "reference"));
        assertEquals(TestExecutionResult.Status.SUCCESSFUL, status(tests));
        assertEquals(ID, tests.started().list().get(0).getTestDescriptor().getDisplayName());
    }

    /**
     * The largest shrunk program each mutant may leave: one step for a decode bug (the word alone, outside any
     * block), two for a PEMode bug (a BSTART and the B.IOS), six for a fifth accepted binding (a BSTART and five
     * B.IOS: no shorter program reaches the fifth slot).
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "ignore-bit-19,               1",
        "ignore-funct3,               2",
        "pe-mode-pe0-low-bit,         2",
        "pe-mode-table-off-by-one,    2",
        "five-stream-slots,           6",
        "duplicates-accepted,         3",
        "mask-consistency-unchecked,  3",
        "placement-ignores-no-block,  1",
    })
    void aMutantFailsWithAShrunkCounterexampleThatReplaysAsAnOrdinaryCase(String mutant, int maxSteps)
            throws IOException {
        Events tests = run(selectClasspathResource(PROPERTY), onMutant(mutant));
        assertEquals(TestExecutionResult.Status.FAILED, status(tests));
        String message = message(tests);
        assertTrue(message.startsWith(ID + " [seed=1234]: program "), message);
        Matcher matcher = COUNTEREXAMPLE.matcher(message);
        assertTrue(matcher.find(), () -> "no counterexample path in\n" + message);
        Path file = Path.of(matcher.group(1));
        assertEquals(output.resolve("mutant-" + mutant).toAbsolutePath().normalize(), file.getParent());
        JsonNode replay = new ObjectMapper().readTree(Files.readString(file));
        int steps = replay.get("vectors").get(0).get("program").size();
        assertTrue(
                steps <= maxSteps,
                () -> mutant + ": shrunk to " + steps + " steps, expected at most " + maxSteps + ":\n" + message);

        Map<String, String> replayOnMutant = new LinkedHashMap<>(onMutant(mutant));
        replayOnMutant.put("avs.catalog.check-ids", "false");
        assertEquals(
                TestExecutionResult.Status.FAILED,
                status(run(selectFile(file.toFile()), replayOnMutant)),
                "the counterexample fails on " + mutant);
        Events onReference =
                run(selectFile(file.toFile()), Map.of("avs.device", "reference", "avs.catalog.check-ids", "false"));
        assertEquals(
                TestExecutionResult.Status.SUCCESSFUL,
                status(onReference),
                "the counterexample passes on the" + " reference");
    }
}
