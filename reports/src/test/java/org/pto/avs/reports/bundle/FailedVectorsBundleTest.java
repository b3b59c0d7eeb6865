package org.pto.avs.reports.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.results.Constants;

/**
 * The reports of a run under {@code avs.report.vectors=failed}, where a passing vector publishes no entry (the case
 * entry's {@code avs.vectors} has its status): the same summary and statuses as a run under {@code all}, a bundle
 * that verifies, Allure steps that say the passing vectors' details were not recorded, and a JUnit XML without the
 * passing vectors' evidence. The run is on the flawed device that
 * reports Fault_TileLegality for Fault_BundleControl, so cases pass, fail, and fail in some vectors only.
 */
class FailedVectorsBundleTest {

    /** Fails in {@code field-pieces-decode} and passes its other two vectors on the flawed device. */
    private static final String MIXED = "PTO-AVS-BLOCK-B-IOS-DECODE-001";

    private static final String PASSING = "PTO-AVS-BLOCK-B-IOS-PEMODE-005";

    @TempDir
    static Path shared;

    private static Path all;
    private static Path failed;

    @BeforeAll
    static void bundleTheSameRunUnderAllAndUnderFailed() {
        all = bundle("all");
        failed = bundle("failed");
    }

    private static Path bundle(String vectors) {
        Path out = shared.resolve(vectors);
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        int status = BundleCommand.run(
                List.of(
                        "--out",
                        out.toString(),
                        "--config",
                        Constants.DEVICE + "=flawed",
                        "--config",
                        Constants.DEVICE_SETTINGS_PREFIX + "flaw=fault-kind",
                        "--config",
                        Constants.REPORT_VECTORS + "=" + vectors),
                new PrintStream(console, true),
                System.err);
        assertEquals(1, status, () -> "written, with cases that do not conform: " + console);
        return out;
    }

    @Test
    void theBundleVerifiesAsDirectoryAndAsArchive() throws IOException {
        assertEquals(List.of(), BundleVerifier.forClasspath().verify(failed).findings());
        assertEquals(
                List.of(),
                BundleVerifier.forClasspath()
                        .verify(shared.resolve("failed.zip"))
                        .findings());
    }

    @Test
    void theSummaryAndTheStatusesAreThoseOfTheRunUnderAll() throws IOException {
        assertEquals(summaryJson(all), summaryJson(failed));
        assertEquals(summaryMarkdown(all), summaryMarkdown(failed));
        Map<String, String> statuses = statuses(failed);
        assertEquals(statuses(all), statuses);
        assertEquals("pass", statuses.get(PASSING));
        assertEquals("fail", statuses.get(MIXED));
    }

    @Test
    void onlyTheVectorsThatDidNotPassCountInTheObservationDigest() throws IOException {
        Map<String, String> digests = digests(failed);
        assertEquals("", digests.get(PASSING), "a case whose vectors all passed has no observation recorded");
        assertTrue(digests.get(MIXED).matches("[0-9a-f]{64}"), digests.get(MIXED));
        assertNotEquals(digests(all).get(MIXED), digests.get(MIXED), "the passing vectors are left out");
    }

    @Test
    void aPassingVectorsAllureStepSaysItsDetailsWereNotRecorded() throws IOException {
        JsonNode mixed = allureResult(failed, MIXED);
        assertEquals("failed", mixed.path("status").asText());
        assertEquals(
                allureResult(all, MIXED).path("statusDetails").path("message").asText(),
                mixed.path("statusDetails").path("message").asText(),
                "the same category and diff");

        JsonNode passed = step(mixed, "canonical-word-decodes");
        assertEquals("passed", passed.path("status").asText());
        assertEquals(
                "vector canonical-word-decodes: details not recorded (avs.report.vectors=failed)",
                passed.path("name").asText());
        String why = passed.path("statusDetails").path("message").asText();
        assertTrue(why.contains("not recorded") && why.contains("avs.report.vectors=failed"), why);
        assertEquals(0, passed.path("attachments").size(), "no empty attachments");
        assertEquals(0, passed.path("steps").size());

        JsonNode differs = step(mixed, "field-pieces-decode");
        assertEquals("failed", differs.path("status").asText());
        assertEquals(
                step(allureResult(all, MIXED), "field-pieces-decode")
                        .path("name")
                        .asText(),
                differs.path("name").asText());
        assertEquals(
                List.of("program", "expected and actual (compared fields)", "actual observation"),
                attachmentNames(differs));

        JsonNode passing = allureResult(failed, PASSING);
        assertEquals("passed", passing.path("status").asText());
        assertEquals(8, passing.path("steps").size());
        passing.path("steps")
                .forEach(s -> assertEquals("passed", s.path("status").asText()));
    }

    @Test
    void aPassingVectorsObservationsShowTheStepsItsEntryLeavesToTheProgram() throws IOException {
        String xml = Files.readString(all.resolve("surefire-reports/TEST-pto-avs.xml"));
        Matcher entry = Pattern.compile("avs\\.vector: canonical-word-decodes\\n(?:\\t- .*\\n)*")
                .matcher(xml);
        assertTrue(entry.find(), "the passing vector's entry is in the JUnit XML");
        assertEquals(0, count(entry.group(), "\"steps\""), "its entry states no outcome twice: " + entry.group());

        JsonNode passed = step(allureResult(all, MIXED), "canonical-word-decodes");
        assertEquals("passed", passed.path("status").asText());
        JsonNode actual = ManifestJson.JSON.readTree(attachment(all, passed, "actual observation"));
        assertEquals("steps", actual.fieldNames().next(), "the observation reads as the device gave it, steps first");
        assertTrue(actual.path("steps").size() > 0, actual.toString());
        actual.path("steps").forEach(outcome -> assertEquals("executed", outcome.asText(), actual.toString()));
        String program = attachment(all, passed, "program");
        assertEquals(
                actual.path("steps").size(),
                count(program, "executed  executed"),
                "the program lists each step's expected and actual outcome: " + program);
        assertEquals(
                List.of(), BundleVerifier.forClasspath().verify(all).findings(), "the digests match the attachments");
    }

    /** The text of the attachment {@code name} of an Allure step in {@code bundle}. */
    private static String attachment(Path bundle, JsonNode step, String name) throws IOException {
        for (JsonNode attachment : step.path("attachments")) {
            if (attachment.path("name").asText().equals(name)) {
                return Files.readString(bundle.resolve("allure-results")
                        .resolve(attachment.path("source").asText()));
            }
        }
        throw new AssertionError("no attachment " + name + " in " + step);
    }

    @Test
    void theJUnitXmlCarriesTheEvidenceOfTheVectorsThatDidNotPassOnly() throws IOException {
        String full = Files.readString(all.resolve("surefire-reports/TEST-pto-avs.xml"));
        String light = Files.readString(failed.resolve("surefire-reports/TEST-pto-avs.xml"));
        int vectors = count(full, "avs.vector.program");
        // An advisory finding did not pass either: the verifier needs its evidence to reach the same finding.
        int notPassed = count(full, "avs.vector.status: fail")
                + count(full, "avs.vector.status: not-")
                + count(full, "avs.vector.status: advisory");
        assertEquals(count(full, "avs.vector.status"), vectors, "under all every vector has its program");
        assertTrue(notPassed > 0 && notPassed < vectors, notPassed + " of " + vectors);
        assertEquals(notPassed, count(light, "avs.vector.program"));
        assertEquals(vectors, listedVectors(full), "the case entries list every vector");
        assertEquals(vectors, listedVectors(light), "every vector still has its status");
        assertEquals(notPassed, count(light, "avs.vector.status"), "a passing vector publishes no entry of its own");
        // The passing vectors' evidence is gone: the XML shrinks by at least half their share of the full one.
        long passingShare = (long) full.length() * (vectors - notPassed) / vectors;
        assertTrue(
                full.length() - light.length() > passingShare / 2,
                light.length() + " bytes against " + full.length() + ", " + (vectors - notPassed) + " of " + vectors
                        + " vectors passing");
    }

    private static JsonNode summaryJson(Path bundle) throws IOException {
        ObjectNode summary = (ObjectNode) ManifestJson.JSON.readTree(
                bundle.resolve("summary/summary.json").toFile());
        summary.remove("start");
        summary.remove("end");
        return summary;
    }

    /** {@code summary.md} without its run times. */
    private static List<String> summaryMarkdown(Path bundle) throws IOException {
        return Files.readAllLines(bundle.resolve("summary/summary.md")).stream()
                .filter(l -> !l.startsWith("| Run |"))
                .toList();
    }

    private static Map<String, String> statuses(Path bundle) throws IOException {
        return results(bundle, "status");
    }

    private static Map<String, String> digests(Path bundle) throws IOException {
        return results(bundle, "observation_sha256");
    }

    private static Map<String, String> results(Path bundle, String field) throws IOException {
        Map<String, String> byId = new TreeMap<>();
        ManifestJson.JSON
                .readTree(bundle.resolve("manifest.json").toFile())
                .path("results")
                .forEach(r -> byId.put(r.path("id").asText(), r.path(field).asText()));
        return byId;
    }

    private static JsonNode allureResult(Path bundle, String id) throws IOException {
        try (Stream<Path> files = Files.list(bundle.resolve("allure-results"))) {
            for (Path file :
                    files.filter(p -> p.toString().endsWith("-result.json")).toList()) {
                JsonNode result = ManifestJson.JSON.readTree(file.toFile());
                if (result.path("fullName").asText().equals(id)) {
                    return result;
                }
            }
        }
        throw new AssertionError("no Allure result for " + id);
    }

    private static JsonNode step(JsonNode result, String vector) {
        for (JsonNode step : result.path("steps")) {
            for (JsonNode parameter : step.path("parameters")) {
                if (parameter.path("name").asText().equals("vector")
                        && parameter.path("value").asText().equals(vector)) {
                    return step;
                }
            }
        }
        throw new AssertionError("no step for vector " + vector);
    }

    private static List<String> attachmentNames(JsonNode step) {
        List<String> names = new ArrayList<>();
        step.path("attachments").forEach(a -> names.add(a.path("name").asText()));
        return names;
    }

    /** How many vectors the case entries' {@code avs.vectors} name ({@code name status} pairs joined by commas). */
    private static int listedVectors(String xml) {
        Matcher listed = Pattern.compile("avs\\.vectors: ([^\\n]*)").matcher(xml);
        int n = 0;
        while (listed.find()) {
            n += listed.group(1).split(",").length;
        }
        return n;
    }

    private static int count(String text, String what) {
        int n = 0;
        for (int at = text.indexOf(what); at >= 0; at = text.indexOf(what, at + what.length())) {
            n++;
        }
        return n;
    }
}
