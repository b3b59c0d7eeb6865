package org.pto.avs.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.Events;
import org.pto.avs.results.CaseFacts;
import org.pto.avs.results.Constants;
import org.pto.avs.results.ReportKeys;

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
        var kit = AvsKit.engine()
                .selectors(selectFile(file.toFile()))
                .configurationParameter(Constants.DEVICE, device)
                .configurationParameter(Constants.RANDOM_OUTPUT, output.toString());
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
    void theReferenceDevicePassesAndTheSeedIsInTheReportNotInTheName() throws IOException {
        Events tests = run(PROPERTY, "reference");
        assertEquals(List.of(ID), AvsKit.finished(tests, SUCCESSFUL));
        assertEquals(ID, displayName(tests));
        assertEquals("77", caseEntry(tests).get(ReportKeys.RANDOM_SEED));
        try (var files = Files.walk(output)) {
            assertEquals(1, files.count(), "no counterexample is written when nothing differs");
        }
    }

    /** The case entry of the property case: status, message and the avs.random.* entries. */
    private static Map<String, String> caseEntry(Events tests) {
        return tests.reportingEntryPublished().stream()
                .map(e -> e.getRequiredPayload(ReportEntry.class).getKeyValuePairs())
                .filter(values -> values.containsKey(ReportKeys.STATUS))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no case entry"));
    }

    @Test
    void avsRandomSeedReplacesTheSeedOfTheFileInTheReport() {
        Events tests = run(PROPERTY, "reference", Constants.RANDOM_SEED, "0x10");
        assertEquals(List.of(ID), AvsKit.finished(tests, SUCCESSFUL));
        assertEquals(ID, displayName(tests));
        assertEquals("16", caseEntry(tests).get(ReportKeys.RANDOM_SEED));
    }

    @Test
    void avsRandomTriesReplacesTheNumberOfProgramsAndAPassTriesThemAll() {
        Map<String, String> entry = caseEntry(run(PROPERTY, "reference", Constants.RANDOM_TRIES, "25"));
        assertEquals("pass", entry.get(ReportKeys.STATUS));
        assertEquals("77", entry.get(ReportKeys.RANDOM_SEED));
        assertEquals("25", entry.get(ReportKeys.RANDOM_PROGRAMS));
        assertEquals("25", entry.get(ReportKeys.RANDOM_TRIES));
        assertEquals("forms=every probe=100 min-judged=100", entry.get(ReportKeys.RANDOM_CAMPAIGN));
        assertFalse(entry.containsKey(ReportKeys.RANDOM_SHRUNK_STEPS), "nothing was shrunk");
        assertFalse(entry.containsKey(ReportKeys.RANDOM_COUNTEREXAMPLE), "no counterexample was written");
        assertTrue(entry.get(ReportKeys.MESSAGE).contains(": 25 programs ("), entry.get(ReportKeys.MESSAGE));
        assertEquals(
                List.of(
                        ReportKeys.ID,
                        ReportKeys.STATUS,
                        ReportKeys.DEVICE,
                        ReportKeys.MESSAGE,
                        ReportKeys.CASE,
                        ReportKeys.VECTORS,
                        ReportKeys.RANDOM_SEED,
                        ReportKeys.RANDOM_PROGRAMS,
                        ReportKeys.RANDOM_TRIES,
                        ReportKeys.RANDOM_JUDGED,
                        ReportKeys.RANDOM_SKIPPED,
                        ReportKeys.RANDOM_CAMPAIGN),
                List.copyOf(entry.keySet()),
                "the case entry's keys, and the random run's");
        assertEquals(
                25,
                Integer.parseInt(entry.get(ReportKeys.RANDOM_JUDGED))
                        + Integer.parseInt(entry.get(ReportKeys.RANDOM_SKIPPED)),
                "every program judged or skipped");
        assertTrue(
                entry.get(ReportKeys.MESSAGE)
                        .contains(entry.get(ReportKeys.RANDOM_JUDGED) + " of 25 judged, "
                                + entry.get(ReportKeys.RANDOM_SKIPPED) + " skipped"),
                entry.get(ReportKeys.MESSAGE));
        assertEquals("programs pass", entry.get(ReportKeys.VECTORS));
        assertEquals(
                "property",
                CaseFacts.parse(entry.get(ReportKeys.CASE)).orElseThrow().kind());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"0", "1000001", "many"})
    void triesOutOfRangeFailThePropertyCaseNamingTheParameter(String tries) {
        Events tests = run(PROPERTY, "reference", Constants.RANDOM_TRIES, tries);
        assertEquals(1, tests.failed().count());
        String message = AvsKit.message(tests, "invalid case file " + PROPERTY);
        assertTrue(
                message.contains("avs.random.tries=" + tries + " is not a number of programs: write a whole"
                        + " number from 1 to 1000000"),
                message);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"avs.property.seed", "avs.property.output"})
    void theEarlierNamesOfTheParametersFailInsteadOfBeingIgnored(String earlier) {
        Events tests = run(PROPERTY, "reference", earlier, "5");
        assertEquals(1, tests.failed().count());
        String message = AvsKit.message(tests, "invalid case file " + PROPERTY);
        assertTrue(message.contains(earlier + " is now called avs.random."), message);
    }

    @Test
    void aSeedThatIsNotANumberFailsThePropertyCaseNamingTheParameter() {
        Events tests = run(PROPERTY, "reference", Constants.RANDOM_SEED, "twelve");
        assertEquals(1, tests.failed().count());
        assertTrue(
                AvsKit.message(tests, "invalid case file " + PROPERTY).contains("avs.random.seed=twelve is not a seed"),
                AvsKit.message(tests, "invalid case file " + PROPERTY));
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
        // Each raw word carries its disassembly, so a reader of the file sees what the program does.
        for (JsonNode step : replay.get("vectors").get(0).get("program")) {
            assertTrue(step.path("note").asText().matches("[A-Z][A-Z0-9.]* .*|[A-Z][A-Z0-9.]*"), step.toString());
        }
        // The report: the seed, the tries up to and including the first differing program, the shrunk steps.
        Map<String, String> entry = caseEntry(tests);
        assertEquals("77", entry.get(ReportKeys.RANDOM_SEED));
        Matcher first =
                Pattern.compile("\\[seed=77\\]: program (\\d+) of 300 differs").matcher(message);
        assertTrue(first.find(), message);
        assertEquals(Integer.toString(Integer.parseInt(first.group(1)) + 1), entry.get(ReportKeys.RANDOM_TRIES));
        assertEquals(Integer.toString(steps), entry.get(ReportKeys.RANDOM_SHRUNK_STEPS));
        assertEquals(file.toString(), entry.get(ReportKeys.RANDOM_COUNTEREXAMPLE), "the file, as its own value");

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
    void aDeviceThatExecutesNoBiosIsNotSupportedSayingWhy() {
        Events tests = run(PROPERTY, "no-bios");
        assertEquals(List.of(ID), AvsKit.finished(tests, ABORTED));
        String message = AvsKit.message(tests, ID);
        assertTrue(message.contains("the device executes no B.IOS"), message);
        assertTrue(message.contains("left out after a probe of 100 programs"), message);
    }

    /**
     * Seed 78: its 100 probe programs meet each of the three B.DIM forms as a program's first unsupported word; seed
     * 77's probe, as the generator now draws, never meets LB2 first, so LB2 would stay in the judged programs.
     */
    @Test
    void aPartialDeviceIsJudgedOnTheFormsItExecutesAndPasses() {
        Events tests = run(PROPERTY, "no-dimensions", Constants.RANDOM_SEED, "78");
        String message = caseEntry(tests).get(ReportKeys.MESSAGE);
        assertEquals(List.of(ID), AvsKit.finished(tests, SUCCESSFUL), message);
        // The probe found B.DIM and B.ASSEMBLE unsupported, so the judged programs hold none.
        assertTrue(
                message.contains("left out after a probe of 100 programs, where test no-dimensions 1 answered their"
                        + " words unsupported and executed none: "),
                message);
        for (String loopBound : List.of("b_dim_32_27602ab68929", "b_dim_32_4191099a5f4d", "b_dim_32_1caa1aa2944a")) {
            assertTrue(message.contains("B.DIM (" + loopBound + ")"), message);
        }
        assertTrue(message.contains("B.ASSEMBLE (b_assemble"), message);
        Matcher counts = Pattern.compile(": (\\d+) programs \\(\\d+ steps\\) match the reference model on"
                        + " test no-dimensions 1; (\\d+) of 300 judged, (\\d+) skipped")
                .matcher(message);
        assertTrue(counts.find(), message);
        int judged = Integer.parseInt(counts.group(1));
        assertEquals(judged, Integer.parseInt(counts.group(2)));
        assertEquals(300, judged + Integer.parseInt(counts.group(3)), message);
        assertTrue(judged >= Constants.DEFAULT_RANDOM_MIN_JUDGED, message);
    }

    @Test
    void withoutTheProbeThePartialDeviceSkipsMoreAndAHighMinimumMakesItNotSupported() {
        Events tests = run(PROPERTY, "no-dimensions", Constants.RANDOM_PROBE, "0", Constants.RANDOM_MIN_JUDGED, "300");
        String message = AvsKit.message(tests, ID);
        assertEquals(List.of(ID), AvsKit.finished(tests, ABORTED), message);
        assertTrue(
                message.matches(
                        "(?s).*: only \\d+ of 300 programs could be judged on test no-dimensions 1, fewer than the"
                                + " \\d+ required \\(avs.random.min-judged\\); the judged ones match the reference model; \\d+ of 300"
                                + " judged, \\d+ skipped \\(\\d+ answered unsupported where the reference model executes.*"),
                message);
    }

    @Test
    void aPartialDeviceThatIsWrongInAFormItExecutesStillFails() {
        Events tests = run(PROPERTY, "no-dimensions-reversed-pemode");
        assertEquals(List.of(ID), AvsKit.finished(tests, FAILED), AvsKit.message(tests, ID));
        assertTrue(AvsKit.message(tests, ID).contains("differs from the reference model"), AvsKit.message(tests, ID));
    }

    @Test
    void avsRandomFormsRestrictsTheProgramsAndAnUnknownMnemonicFailsTheCase() {
        Events named = run(
                PROPERTY,
                "no-dimensions",
                Constants.RANDOM_PROBE,
                "0",
                Constants.RANDOM_FORMS,
                "BSTART.TEPL, BSTART.TLOAD, BSTART.TSTORE, B.IOS, B.IOT, ADDI, BSTOP, C.BSTOP");
        String message = caseEntry(named).get(ReportKeys.MESSAGE);
        assertEquals(List.of(ID), AvsKit.finished(named, SUCCESSFUL), message);
        assertTrue(message.contains("only the forms of avs.random.forms written"), message);
        Events unknown = run(PROPERTY, "reference", Constants.RANDOM_FORMS, "B.IOS,B.IOX");
        assertEquals(1, unknown.failed().count());
        assertTrue(
                AvsKit.message(unknown, ID)
                        .contains("avs.random.forms names B.IOX, which the generator does not"
                                + " write; it writes BSTART.TEPL"),
                AvsKit.message(unknown, ID));
    }

    @ParameterizedTest(name = "{0}={1}")
    @CsvSource({"avs.random.probe, -1", "avs.random.min-judged, 0", "avs.random.probe, many"})
    void aBadPartialDeviceSettingFailsTheCaseNamingIt(String key, String value) {
        Events tests = run(PROPERTY, "reference", key, value);
        assertEquals(1, tests.failed().count());
        assertTrue(
                AvsKit.message(tests, ID).contains(key + "=" + value + " is not a whole number"),
                AvsKit.message(tests, ID));
    }

    private static List<String> ranBy(DiscoverySelector selector) {
        Events tests = AvsKit.engine().selectors(selector).execute().testEvents();
        return tests.started().list().stream()
                .map(e -> e.getTestDescriptor().getLegacyReportingName())
                .sorted()
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
        assertEquals(
                AvsKit.CLASSPATH_CASES,
                ranBy(selectClasspathRoots(Set.of(AvsKit.testClassesRoot())).get(0)));
    }

    @Test
    void anIdeRerunsAPropertyCaseByItsUniqueId() {
        assertEquals(
                List.of(ID),
                ranBy(selectUniqueId("[engine:pto-avs]/[surface:block]/[instruction:B.IOS]/[case:" + ID + "]")));
    }
}
