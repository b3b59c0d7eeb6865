package org.pto.avs.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.TestExecutionResult.Status.ABORTED;
import static org.junit.platform.engine.TestExecutionResult.Status.FAILED;
import static org.junit.platform.engine.TestExecutionResult.Status.SUCCESSFUL;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClasspathResource;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClasspathRoots;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectFile;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectUniqueId;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.testkit.engine.Events;

/**
 * A property case through the engine: it passes on the reference device, fails on a device with one bug with a
 * shrunk counterexample written as a case file, and that file, run as an ordinary case, fails on the same device
 * and passes on the reference. Property cases live under pto-avs/properties, apart from the AVS points of
 * pto-avs/cases: a run of every case never includes them, selecting them does.
 */
class PropertyCaseTest {

    private static final String RESOURCE = "pto-avs/properties/block/B.IOS/PTO-AVS-PROP-B-IOS-TEST-001.json";
    private static final Path PROPERTY = AvsKit.testResource(RESOURCE);
    private static final String ID = "PTO-AVS-PROP-B-IOS-TEST-001";
    private static final Pattern COUNTEREXAMPLE = Pattern.compile("^counterexample: (.+\\.json)$", Pattern.MULTILINE);

    @TempDir
    Path output;

    private Events run(Path file, String device, String... parameters) {
        var kit = AvsKit.engine().selectors(selectFile(file.toFile())).configurationParameter(Constants.DEVICE, device)
                .configurationParameter(Constants.PROPERTY_OUTPUT, output.toString());
        for (int i = 0; i < parameters.length; i += 2) {
            kit = kit.configurationParameter(parameters[i], parameters[i + 1]);
        }
        return kit.execute().testEvents();
    }

    private static String displayName(Events tests) {
        return tests.started().list().get(0).getTestDescriptor().getDisplayName();
    }

    private static Path counterexample(String message) {
        Matcher matcher = COUNTEREXAMPLE.matcher(message);
        assertTrue(matcher.find(), () -> "no counterexample path in\n" + message);
        return Path.of(matcher.group(1));
    }

    @Test
    void theReferenceDevicePassesAndTheSeedIsInTheDisplayName() throws IOException {
        Events tests = run(PROPERTY, "reference");
        assertEquals(List.of(ID), AvsKit.finished(tests, SUCCESSFUL));
        assertEquals(ID + " — Random B.IOS headers match the reference model. [seed=77]", displayName(tests));
        try (var files = Files.walk(output)) {
            assertEquals(1, files.count(), "no counterexample is written when nothing differs");
        }
    }

    @Test
    void avsPropertySeedReplacesTheSeedOfTheFile() {
        Events tests = run(PROPERTY, "reference", Constants.PROPERTY_SEED, "0x10");
        assertEquals(List.of(ID), AvsKit.finished(tests, SUCCESSFUL));
        assertTrue(displayName(tests).endsWith(" [seed=16]"), displayName(tests));
    }

    @Test
    void aSeedThatIsNotANumberFailsThePropertyCaseNamingTheParameter() {
        Events tests = run(PROPERTY, "reference", Constants.PROPERTY_SEED, "twelve");
        assertEquals(1, tests.failed().count());
        assertTrue(AvsKit.message(tests, "invalid case file " + PROPERTY).contains(
                "avs.property.seed=twelve is not a seed"), AvsKit.message(tests, "invalid case file " + PROPERTY));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"reversed-pemode", "wrong-fault-kind", "append-despite-fault"})
    void aDeviceWithOneBugFailsWithAShrunkCounterexampleThatReplays(String device) throws IOException {
        Events tests = run(PROPERTY, device);
        assertEquals(List.of(ID), AvsKit.finished(tests, FAILED));
        String message = AvsKit.message(tests, ID);
        assertTrue(message.startsWith(ID + " [seed=77]: program "), message);
        Path file = counterexample(message);
        assertEquals(output.resolve(device).toAbsolutePath().normalize(), file.getParent());
        JsonNode replay = new ObjectMapper().readTree(Files.readString(file));
        int steps = replay.get("vectors").get(0).get("program").size();
        assertTrue(steps <= 4, () -> device + ": shrunk to " + steps + " steps:\n" + message);

        Events onDevice = run(file, device, Constants.CHECK_CATALOG_IDS, "false");
        assertEquals(List.of(replay.get("id").asText()), AvsKit.finished(onDevice, FAILED), device);
        Events onReference = run(file, "reference", Constants.CHECK_CATALOG_IDS, "false");
        assertEquals(List.of(replay.get("id").asText()), AvsKit.finished(onReference, SUCCESSFUL), device);
    }

    @Test
    void theSameSeedFindsTheSameCounterexample() throws IOException {
        String first = Files.readString(counterexample(AvsKit.message(run(PROPERTY, "reversed-pemode"), ID)));
        String again = Files.readString(counterexample(AvsKit.message(run(PROPERTY, "reversed-pemode"), ID)));
        assertEquals(first, again);
    }

    @Test
    void aDeviceObservingOnlyStepOutcomesIsComparedOnThemAndPasses() {
        assertEquals(List.of(ID), AvsKit.finished(run(PROPERTY, "outcomes-only"), SUCCESSFUL));
    }

    @Test
    void aDeviceAnsweringUnsupportedWhereTheReferenceExecutesIsNotSupported() {
        Events tests = run(PROPERTY, "no-bios");
        assertEquals(List.of(ID), AvsKit.finished(tests, ABORTED));
        assertTrue(AvsKit.message(tests, ID).contains("could not be judged"), AvsKit.message(tests, ID));
    }

    private static List<String> ranBy(DiscoverySelector selector) {
        Events tests = AvsKit.engine().selectors(selector).execute().testEvents();
        return tests.started().list().stream().map(e -> e.getTestDescriptor().getLegacyReportingName()).sorted()
                .toList();
    }

    @Test
    void theFolderOfPropertiesSelectsThePropertyCasesAndNothingElse() {
        assertEquals(List.of(ID), ranBy(selectClasspathResource("pto-avs/properties")));
        assertEquals(List.of(ID), ranBy(selectClasspathResource(RESOURCE)));
    }

    @Test
    void aRunOfEveryCaseRunsTheAvsPointsWithoutTheProperties() {
        assertEquals(AvsKit.CLASSPATH_CASES, ranBy(selectClasspathResource("pto-avs/cases")));
        assertEquals(AvsKit.CLASSPATH_CASES, ranBy(AvsSelector.selectAvs("*")));
        assertEquals(AvsKit.CLASSPATH_CASES, ranBy(selectClasspathRoots(Set.of(AvsKit.testClassesRoot())).get(0)));
    }

    @Test
    void anIdeRerunsAPropertyCaseByItsUniqueId() {
        assertEquals(List.of(ID), ranBy(selectUniqueId(
                "[engine:pto-avs]/[surface:block]/[instruction:B.IOS]/[case:" + ID + "]")));
    }
}
