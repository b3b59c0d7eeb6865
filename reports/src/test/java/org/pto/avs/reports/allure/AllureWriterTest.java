package org.pto.avs.reports.allure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.pto.avs.reports.ReportConstants;
import org.pto.avs.reports.fixture.AvsRuns;
import org.pto.avs.reports.fixture.ShippedSuite;
import org.pto.avs.reports.listener.AvsReportsListener;
import org.pto.avs.reports.model.CaseResult;
import org.pto.avs.reports.model.VectorResult;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.VectorOutcome;
import org.pto.avs.results.values.ProgramStep;

class AllureWriterTest {

    private static final String STREAM = "PTO-AVS-BLOCK-B-IOS-STREAM-001";
    private static final String PROPERTY = "pto-avs/properties/block/B.IOS/PTO-AVS-PROP-B-IOS-HEADER-001.json";

    private static Map<String, String> config(Path dir, String... more) {
        Map<String, String> config = new HashMap<>();
        config.put(ReportConstants.ALLURE_DIR, dir.toString());
        for (int i = 0; i < more.length; i += 2) {
            config.put(more[i], more[i + 1]);
        }
        return config;
    }

    @Test
    void aDamagedPreviousReportCostsTheTrendNotTheResults(@TempDir Path dir, @TempDir Path previous) throws Exception {
        // A single-file report whose embedded history is cut short: not base64.
        Files.writeString(previous.resolve("index.html"), "<script>d('history/history.json','a')</script>");
        AvsRuns.run(
                config(dir, ReportConstants.ALLURE_HISTORY_FROM, previous.toString()),
                AvsRuns.allCases(),
                AvsReportsListener.of(Clock.systemUTC(), new AllureWriter()));

        assertEquals(
                ShippedSuite.ids(), new ArrayList<>(AllureResults.byAvsId(dir).keySet()));
    }

    @Test
    void everyShippedCasePassesOnTheReferenceDeviceAndIsLabelledFromItsCaseFile(@TempDir Path dir) throws Exception {
        AvsRuns.run(
                config(dir, ReportConstants.REQUIREMENT_URL, "https://spec.example/req/{id}"),
                AvsRuns.allCases(),
                AvsReportsListener.of(Clock.systemUTC(), new AllureWriter()));

        Map<String, JsonNode> results = AllureResults.byAvsId(dir);
        assertEquals(ShippedSuite.ids(), new ArrayList<>(results.keySet()));
        JsonNode stream = results.get(STREAM);
        assertEquals("passed", stream.path("status").asText());
        assertEquals(STREAM, stream.path("name").asText(), "one name per case: the bare AVS id");
        assertTrue(
                stream.path("description")
                        .asText()
                        .startsWith("Decoded B.IOS records one ordered four-entry stream of unique Shared registers."),
                stream.path("description").asText());
        assertEquals("block", AllureResults.label(stream, "epic"));
        assertEquals("B.IOS", AllureResults.label(stream, "feature"));
        assertEquals("execution", AllureResults.label(stream, "story"));
        assertEquals("critical", AllureResults.label(stream, "severity"));
        assertEquals(List.of("stream"), AllureResults.labels(stream, "tag"));
        JsonNode link = stream.path("links").get(0);
        assertEquals("PTO-INST-BLOCK-B-IOS", link.path("name").asText());
        assertEquals(
                "https://spec.example/req/PTO-INST-BLOCK-B-IOS",
                link.path("url").asText());
        assertEquals("PTO AVS reference-model " + deviceVersion(stream), parameter(stream, "device"));
        assertEquals("step1-duplicate-s18, step2-four-slots-then-fifth", parameter(stream, "vector"));
        assertEquals(null, parameter(stream, "seed"), "a case of vectors has no seed");
        assertTrue(
                stream.path("description").asText().contains("ordering[0]"),
                stream.path("description").asText());

        JsonNode steps = stream.path("steps");
        assertEquals(2, steps.size(), "one step per vector");
        JsonNode first = steps.get(0);
        assertTrue(first.path("name").asText().startsWith("vector step1-duplicate-s18: "));
        assertEquals("passed", first.path("status").asText());
        List<String> names = new ArrayList<>();
        first.path("attachments").forEach(a -> names.add(a.path("name").asText()));
        assertEquals(List.of("program", "expected and actual (compared fields)", "actual observation"), names);
        String program = AllureResults.attachment(dir, first.path("attachments").get(0));
        assertTrue(program.contains("0x01201E13  B.IOS S18, mask=1111"), program);
        assertTrue(program.lines().anyMatch(l -> l.startsWith("2 ") && l.contains("Fault_BundleControl")), program);
        JsonNode actual = AllureResults.read(
                dir.resolve(first.path("attachments").get(2).path("source").asText()));
        assertEquals("Fault_BundleControl", actual.path("steps").get(2).asText());
        assertEquals(4, first.path("steps").size(), "a sub-step per program word, then the final state");
        assertEquals(
                "final state: as expected",
                first.path("steps").get(3).path("name").asText());
        assertEquals("passed", first.path("steps").get(3).path("status").asText());
    }

    @Test
    void identitiesComeFromTheAvsIdAloneWhateverTheSelectionOrDevice(@TempDir Path all, @TempDir Path one)
            throws Exception {
        AvsRuns.run(config(all), AvsRuns.allCases(), AvsReportsListener.of(Clock.systemUTC(), new AllureWriter()));
        AvsRuns.run(
                config(one, "avs.device", "flawed", "avs.device.flaw", "fault-kind"),
                DiscoverySelectors.parse("avs:" + STREAM).orElseThrow(),
                AvsReportsListener.of(Clock.systemUTC(), new AllureWriter()));

        JsonNode fromAll = AllureResults.byAvsId(all).get(STREAM);
        JsonNode fromOne = AllureResults.byAvsId(one).get(STREAM);
        assertEquals(1, AllureResults.byAvsId(one).size());
        assertNotEquals(fromAll.path("uuid").asText(), fromOne.path("uuid").asText());
        for (String field : List.of("fullName", "testCaseId", "historyId")) {
            assertEquals(fromAll.path(field).asText(), fromOne.path(field).asText(), field);
        }
        assertEquals(AllureIds.testCaseId(STREAM), fromAll.path("testCaseId").asText());
        assertNotEquals(
                AllureIds.testCaseId("PTO-AVS-BLOCK-B-IOS-STREAM-LIMIT-001"),
                fromAll.path("testCaseId").asText());
        assertNotEquals(parameter(fromAll, "device"), parameter(fromOne, "device"));
    }

    @Test
    void aPropertyCaseShowsItsSeedAndTriesAsParameters(@TempDir Path dir) throws Exception {
        AvsRuns.run(
                config(dir, "avs.random.seed", "7", "avs.random.tries", "50"),
                DiscoverySelectors.selectClasspathResource(PROPERTY),
                AvsReportsListener.of(Clock.systemUTC(), new AllureWriter()));

        JsonNode result = AllureResults.byAvsId(dir).get("PTO-AVS-PROP-B-IOS-HEADER-001");
        assertEquals("passed", result.path("status").asText());
        assertEquals("7", parameter(result, "seed"));
        assertEquals("50", parameter(result, "tries"));
    }

    @Test
    void aWrongFaultKindFailsWithItsCategoryAndTheFieldLevelDiff(@TempDir Path dir) throws Exception {
        AvsRuns.run(
                config(dir, "avs.device", "flawed", "avs.device.flaw", "fault-kind"),
                DiscoverySelectors.parse("avs:" + STREAM).orElseThrow(),
                AvsReportsListener.of(Clock.systemUTC(), new AllureWriter()));

        JsonNode result = AllureResults.byAvsId(dir).get(STREAM);
        assertEquals("failed", result.path("status").asText());
        String message = result.path("statusDetails").path("message").asText();
        assertTrue(message.startsWith("[wrong fault kind] "), message);
        assertTrue(
                message.contains("2 fields differ in vectors step1-duplicate-s18, step2-four-slots-then-fifth: "
                        + "step 2 (0x01201E13 B.IOS S18, mask=1111), step 5 (0x00401E13 B.IOS S4, mask=1111)."),
                message);
        assertFalse(
                message.contains("actual Fault_TileLegality"),
                "Allure shows the message twice, so the diff is in" + " the description: " + message);
        String description = result.path("descriptionHtml").asText();
        assertTrue(
                description.contains("vector step1-duplicate-s18: step 2 (0x01201E13 B.IOS S18, mask=1111): "
                        + "expected Fault_BundleControl, actual Fault_TileLegality"),
                description);
        assertTrue(description.contains("Pass condition: "), description);
        assertTrue(Pattern.matches(categoryRegex(dir, "wrong fault kind"), message));
        assertFalse(Pattern.matches(categoryRegex(dir, "missing fault"), message));

        assertFalse(result.path("statusDetails").has("trace"), "the engine's message repeats the diff");
        assertEquals(0, result.path("attachments").size(), "the message holds the whole diff");

        JsonNode vector = result.path("steps").get(0);
        assertEquals("failed", vector.path("status").asText());
        assertEquals(
                "wrong fault kind",
                vector.path("statusDetails").path("message").asText(),
                "the vector says why in a word; the diff is the case's message");
        List<String> attached = new ArrayList<>();
        vector.path("attachments").forEach(a -> attached.add(a.path("name").asText()));
        assertEquals(List.of("program", "expected and actual (compared fields)", "actual observation"), attached);
        String sideBySide =
                AllureResults.attachment(dir, vector.path("attachments").get(1));
        assertTrue(
                sideBySide.contains("&quot;Fault_BundleControl&quot;")
                        && sideBySide.contains("&quot;Fault_TileLegality&quot;"),
                sideBySide);
        JsonNode word = vector.path("steps").get(2);
        assertEquals("failed", word.path("status").asText());
        assertTrue(
                word.path("name").asText().contains("-> Fault_TileLegality (expected Fault_BundleControl)"),
                word.path("name").asText());
        String program =
                AllureResults.attachment(dir, vector.path("attachments").get(0));
        assertTrue(program.lines().anyMatch(l -> l.startsWith("2 ") && l.endsWith("<< differs")), program);
    }

    @Test
    void aStreamInTheWrongOrderFailsItsVectorsFinalStateNotItsStepsAndShowsBothSidesInOneShape(@TempDir Path dir) {
        AvsRuns.run(
                config(dir, "avs.device", "mutant", "avs.device.mutant", "stream-order-reversed"),
                DiscoverySelectors.parse("avs:" + STREAM).orElseThrow(),
                AvsReportsListener.of(Clock.systemUTC(), new AllureWriter()));

        JsonNode result = AllureResults.byAvsId(dir).get(STREAM);
        assertTrue(
                result.path("statusDetails")
                        .path("message")
                        .asText()
                        .startsWith("[binding stream in the wrong order] 4 fields differ"),
                result.toString());
        JsonNode vector = result.path("steps").get(1);
        assertEquals("failed", vector.path("status").asText());
        JsonNode words = vector.path("steps");
        for (int i = 0; i < words.size() - 1; i++) {
            assertEquals(
                    "passed",
                    words.get(i).path("status").asText(),
                    words.get(i).path("name").asText());
        }
        JsonNode state = words.get(words.size() - 1);
        assertEquals(
                "final state: 4 fields differ (bindings[0], bindings[1], bindings[2], bindings[3])",
                state.path("name").asText());
        assertEquals("failed", state.path("status").asText());

        String html = result.path("descriptionHtml").asText();
        assertEquals(
                1,
                html.split(Pattern.quote("bindings[0]: expected {S0, 0, 1111}, actual {S3, 0, 1111}"), -1).length - 1,
                "the diff once: " + html);
        assertTrue(html.contains("<pre class=\"avs-expected\"") && html.contains("<pre class=\"avs-actual\""), html);
        assertFalse(html.contains("R23"), "only the compared fields: " + html);
    }

    @Test
    void aMissingFaultAndADeviceCrashHaveTheirCategories(@TempDir Path missing, @TempDir Path crash) {
        AvsRuns.run(
                config(missing, "avs.device", "flawed", "avs.device.flaw", "no-fault"),
                DiscoverySelectors.parse("avs:" + STREAM).orElseThrow(),
                AvsReportsListener.of(Clock.systemUTC(), new AllureWriter()));
        AvsRuns.run(
                config(crash, "avs.device", "flawed", "avs.device.flaw", "crash"),
                DiscoverySelectors.parse("avs:" + STREAM).orElseThrow(),
                AvsReportsListener.of(Clock.systemUTC(), new AllureWriter()));

        JsonNode noFault = AllureResults.byAvsId(missing).get(STREAM);
        assertEquals("failed", noFault.path("status").asText());
        assertTrue(noFault.path("statusDetails").path("message").asText().startsWith("[missing fault] "));
        JsonNode crashed = AllureResults.byAvsId(crash).get(STREAM);
        assertEquals("broken", crashed.path("status").asText());
        String message = crashed.path("statusDetails").path("message").asText();
        assertTrue(message.startsWith("[device crash or timeout] "), message);
        assertTrue(message.contains("the flawed device died"), message);
        assertEquals(
                "skipped",
                crashed.path("steps").get(1).path("status").asText(),
                "the vector after the crash did not run");
    }

    @Test
    void aCaseNotSupportedIsSkippedWithItsCategoryAndTheVerdictResultSaysIncompleteSoTheRunNeverReadsAsAHundredPercent(
            @TempDir Path dir) throws Exception {
        AvsRuns.run(
                config(dir, "avs.device", "flawed", "avs.device.flaw", "blind"),
                AvsRuns.allCases(),
                AvsReportsListener.of(Clock.systemUTC(), new AllureWriter()));

        JsonNode zeroMask = AllureResults.byAvsId(dir).get("PTO-AVS-BLOCK-B-IOS-ZERO-MASK-001");
        assertEquals("skipped", zeroMask.path("status").asText(), "not judged, as in the JUnit XML; never broken");
        for (JsonNode vector : zeroMask.path("steps")) {
            assertNotEquals("broken", vector.path("status").asText(), vector.toString());
            assertFalse(vector.toString().contains("missing fault"), vector.toString());
        }
        assertEquals(
                "passed", AllureResults.byAvsId(dir).get(STREAM).path("status").asText());
        String message = zeroMask.path("statusDetails").path("message").asText();
        assertTrue(message.startsWith("[not supported] "), message);
        assertTrue(
                Pattern.compile(categoryRegex(dir, "not supported"))
                        .matcher(message)
                        .matches(),
                message);
        long notSupported = AllureResults.byAvsId(dir).values().stream()
                .filter(r -> r.path("statusDetails").path("message").asText().startsWith("[not supported] "))
                .count();
        Properties environment = new Properties();
        try (var in = Files.newInputStream(dir.resolve("environment.properties"))) {
            environment.load(in);
        }
        String verdict = "incomplete: " + notSupported + " of " + ShippedSuite.size() + " cases not supported";
        assertEquals(verdict, environment.getProperty("Verdict"));
        JsonNode result = AllureResults.verdict(dir);
        assertEquals("verdict: " + verdict, result.path("name").asText());
        assertEquals("verdict: " + verdict, AllureResults.label(result, "parentSuite"), "its row in the Suites widget");
        assertEquals(
                "broken", result.path("status").asText(), "so the success rate of an incomplete run is below 100 %");
        assertTrue(Pattern.compile(categoryRegex(dir, "run verdict"))
                .matcher(result.path("statusDetails").path("message").asText())
                .matches());
    }

    @Test
    void theVerdictIsAResultOfItsOwnNamedByIt(@TempDir Path conforming, @TempDir Path failing) {
        AvsRuns.run(
                config(conforming),
                DiscoverySelectors.parse("avs:" + STREAM).orElseThrow(),
                AvsReportsListener.of(Clock.systemUTC(), new AllureWriter()));
        AvsRuns.run(
                config(failing, "avs.device", "flawed", "avs.device.flaw", "no-fault"),
                DiscoverySelectors.parse("avs:" + STREAM).orElseThrow(),
                AvsReportsListener.of(Clock.systemUTC(), new AllureWriter()));

        // One case of the suite ran: the verdict says the run is partial, as both summaries do.
        String ofOne = "on the 1 selected of " + ShippedSuite.size() + " cases";
        JsonNode conforms = AllureResults.verdict(conforming);
        assertEquals("verdict: conforms " + ofOne, conforms.path("name").asText());
        assertEquals("passed", conforms.path("status").asText());
        assertEquals("pto-avs", AllureResults.label(conforms, "framework"), "a rerun removes it with the cases");
        JsonNode doesNot = AllureResults.verdict(failing);
        assertEquals(
                "verdict: does not conform: 1 of 1 case non-conforming; " + ofOne,
                doesNot.path("name").asText());
        assertEquals("failed", doesNot.path("status").asText());
        AvsRuns.run(
                config(failing),
                DiscoverySelectors.parse("avs:" + STREAM).orElseThrow(),
                AvsReportsListener.of(Clock.systemUTC(), new AllureWriter()));
        assertEquals(
                "verdict: conforms " + ofOne,
                AllureResults.verdict(failing).path("name").asText(),
                "one verdict per run");
    }

    @Test
    void aVectorNotSupportedSaysSoAndTheWordTheDeviceDidNotSupportIsSkippedNotAMissingFault() {
        VectorResult vector = new VectorResult(
                "v",
                "",
                VectorOutcome.NOT_SUPPORTED,
                List.of(
                        new ProgramStep(0, "0x00019181", "", "executed", "executed"),
                        new ProgramStep(1, "0x00401E13", "B.IOS S4, mask=1111", "Fault_BundleControl", "unsupported")),
                "{\"steps\":[\"executed\",\"Fault_BundleControl\"]}",
                "{\"steps\":[\"executed\",\"unsupported\"]}",
                List.of(),
                "");
        CaseResult c = new CaseResult(
                "PTO-AVS-X-001",
                "s",
                "block",
                "B.IOS",
                "fault",
                "normal",
                List.of(),
                List.of(),
                List.of(),
                "",
                CaseStatus.NOT_SUPPORTED,
                "",
                "d",
                List.of(vector),
                "",
                Instant.EPOCH,
                Instant.EPOCH,
                "",
                Optional.empty());

        io.qameta.allure.model.TestResult result = new AllureCaseMapper(
                        new RequirementLinks(RequirementLinks.DEFAULT_PATTERN), () -> "u")
                .map(c)
                .result();

        assertEquals(io.qameta.allure.model.Status.SKIPPED, result.getStatus());
        io.qameta.allure.model.StepResult step = result.getSteps().get(0);
        assertEquals(io.qameta.allure.model.Status.SKIPPED, step.getStatus());
        assertEquals("not supported", step.getStatusDetails().getMessage());
        io.qameta.allure.model.StepResult word = step.getSteps().get(1);
        assertEquals(io.qameta.allure.model.Status.SKIPPED, word.getStatus());
        assertTrue(
                word.getName()
                        .endsWith("-> unsupported (not supported by the device; the case expects "
                                + "Fault_BundleControl)"),
                word.getName());
        assertFalse(String.valueOf(result.getDescriptionHtml()).contains("missing fault"), result.getDescriptionHtml());
    }

    @Test
    void theOverviewsFirstWidgetIsTitledByTheVerdictNotLedByAPercentage(@TempDir Path dir) throws Exception {
        AvsRuns.run(
                config(dir, "avs.device", "flawed", "avs.device.flaw", "no-fault"),
                DiscoverySelectors.parse("avs:" + STREAM).orElseThrow(),
                AvsReportsListener.of(Clock.systemUTC(), new AllureWriter()));

        JsonNode executor = AllureResults.read(dir.resolve("executor.json"));
        String reportName = executor.path("reportName").asText();
        assertTrue(reportName.startsWith("does not conform"), reportName);
        assertTrue(reportName.contains(": PTO AVS on "), reportName);
        assertTrue(executor.path("buildName").asText().startsWith("does not conform"), executor.toString());
        Properties environment = new Properties();
        try (var in = Files.newInputStream(dir.resolve("environment.properties"))) {
            environment.load(in);
        }
        assertEquals(
                environment.getProperty("Verdict") + ": PTO AVS on " + environment.getProperty("device"), reportName);
    }

    @Test
    void environmentAndCategoriesDescribeTheRun(@TempDir Path dir) throws Exception {
        AvsRuns.run(
                config(dir),
                DiscoverySelectors.parse("avs:" + STREAM).orElseThrow(),
                AvsReportsListener.of(Clock.systemUTC(), new AllureWriter()));

        Properties environment = new Properties();
        try (var in = Files.newInputStream(dir.resolve("environment.properties"))) {
            environment.load(in);
        }
        assertTrue(environment.getProperty("device").startsWith("PTO AVS reference-model"));
        assertEquals(System.getProperty("java.version"), environment.getProperty("java.version"));
        assertTrue(environment.getProperty("catalog.sha256").matches("[0-9a-f]{64}"));
        assertFalse(environment.getProperty("suite.version").isBlank());
        assertEquals(
                "conforms on the 1 selected of " + ShippedSuite.size() + " cases", environment.getProperty("Verdict"));

        JsonNode categories = AllureResults.read(dir.resolve("categories.json"));
        List<String> names = new ArrayList<>();
        categories.forEach(c -> names.add(c.path("name").asText()));
        assertTrue(
                names.containsAll(List.of(
                        "wrong fault kind",
                        "missing fault",
                        "state changed before a fault",
                        "descriptor mismatch",
                        "payload mismatch",
                        "device crash or timeout",
                        "not supported",
                        "waived",
                        "harness error",
                        "run verdict")),
                names.toString());
    }

    private static String categoryRegex(Path dir, String name) {
        for (JsonNode category : AllureResults.read(dir.resolve("categories.json"))) {
            if (category.path("name").asText().equals(name)) {
                return category.path("messageRegex").asText();
            }
        }
        throw new AssertionError("no category " + name);
    }

    private static String parameter(JsonNode result, String name) {
        for (JsonNode parameter : result.path("parameters")) {
            if (parameter.path("name").asText().equals(name)) {
                return parameter.path("value").asText();
            }
        }
        return null;
    }

    private static String deviceVersion(JsonNode result) {
        String device = parameter(result, "device");
        return device.substring(device.lastIndexOf(' ') + 1);
    }
}
