package org.pto.avs.reports.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.reports.fixture.BundleFolders;
import org.pto.avs.reports.fixture.PartialSuite;
import org.pto.avs.reports.fixture.ShippedSuite;

/**
 * A bundle of a suite with a partial point says which point is partial, with the steps it leaves out, and how many
 * points are partial, in its manifest, its run predicate, its summary, its Allure results and its JUnit XML; the
 * verifier refuses a bundle, sealed again, whose partial mark was stripped or changed anywhere, naming the case.
 */
class PartialPointsBundleTest {

    /** The shipped partial points and the one the test suite makes partial. */
    private static final int PARTIAL = PartialSuite.partialIds().size();

    private static final String ID = PartialSuite.ID;

    @TempDir
    static Path shared;

    private static Path good;
    private static String printed;

    @BeforeAll
    static void bundleThePartialSuiteOnTheReferenceDevice() throws Exception {
        good = shared.resolve("partial");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = PartialSuite.run(() -> BundleCommand.run(
                List.of("--out", good.toString()),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                System.err,
                Clock.systemUTC()));
        printed = out.toString(StandardCharsets.UTF_8);
        assertEquals(0, status, printed);
    }

    private static List<String> verify(Path bundle) throws Exception {
        return PartialSuite.run(
                () -> BundleVerifier.forClasspath().verify(bundle).findings());
    }

    @Test
    void theBundleSaysWhichPointIsPartialAndHowManyAndVerifies() throws Exception {
        int total = ShippedSuite.size();
        assertTrue(
                printed.contains("\n" + total + " cases: " + total + " pass, 0 non-conforming, 0 not supported,"
                        + " 0 waived; partial: " + PARTIAL + "; advisory: 0; 0 problems\n"),
                printed);
        assertTrue(printed.contains("\n  pass  " + ID + "  " + PartialSuite.MARK + "\n"), printed);

        JsonNode manifest =
                ManifestJson.JSON.readTree(good.resolve(BundleLayout.MANIFEST).toFile());
        assertEquals(PARTIAL, manifest.path("partial").asInt());
        JsonNode result = result((ArrayNode) manifest.path("results"), ID);
        assertEquals("pass", result.path("status").asText());
        assertEquals(PartialSuite.LEAVES_OUT, ManifestJson.partial(result.path("partial")));
        assertEquals(
                0,
                result((ArrayNode) manifest.path("results"), "PTO-AVS-BLOCK-B-IOS-PEMODE-005")
                        .path("partial")
                        .size());

        JsonNode predicate = ConformancePredicates.run(manifest).path("partial");
        assertEquals(PARTIAL, predicate.path("count").asInt());
        assertTrue(fieldNames(predicate.path("points")).contains(ID), predicate.toString());
        assertEquals(PARTIAL, fieldNames(predicate.path("points")).size());
        assertEquals(
                PartialSuite.LEAVES_OUT.get(0).step(),
                predicate.path("points").path(ID).get(0).path("step").asText());

        String junit =
                Files.readString(good.resolve(BundleLayout.SUREFIRE_REPORTS).resolve("TEST-pto-avs.xml"));
        assertTrue(
                junit.contains("\"partial\":[{\"step\":\""
                        + PartialSuite.LEAVES_OUT.get(0).step() + "\""),
                "the JUnit XML carries the mark in the case's avs.case entry");

        assertEquals(List.of(), verify(good));
        assertEquals(List.of(), verify(shared.resolve("partial.zip")));
    }

    @Test
    void aBundleWhoseManifestDropsThePartialMarkIsRefusedNamingTheCase(@TempDir Path temp) throws Exception {
        Path bundle = copy(temp);
        editJson(bundle, BundleLayout.MANIFEST, manifest -> {
            ((ArrayNode) result((ArrayNode) manifest.path("results"), ID).path("partial")).removeAll();
            manifest.put("partial", 0);
        });

        assertEquals(
                List.of(
                        ID + ": manifest.json results[" + ShippedSuite.ids().indexOf(ID) + "] marks it as the"
                                + " whole point, its case file marks it " + PartialSuite.MARK,
                        "manifest.json: partial is 0, the suite's" + " case files make " + PARTIAL
                                + " of its results partial"),
                verify(bundle));
    }

    @Test
    void aChangedStepIsRefused(@TempDir Path temp) throws Exception {
        Path bundle = copy(temp);
        editJson(
                bundle,
                BundleLayout.MANIFEST,
                manifest -> ((ObjectNode) result((ArrayNode) manifest.path("results"), ID)
                                .path("partial")
                                .get(0))
                        .put("step", "nothing of note"));

        List<String> findings = verify(bundle);
        assertEquals(1, findings.size(), findings.toString());
        assertTrue(
                findings.get(0)
                        .startsWith(ID + ": manifest.json results["
                                + ShippedSuite.ids().indexOf(ID)
                                + "] marks it partial: leaves out nothing"
                                + " of note ("),
                findings.toString());
    }

    @Test
    void aSummaryThatDropsThePartialMarkIsRefused(@TempDir Path temp) throws Exception {
        Path bundle = copy(temp);
        editJson(bundle, BundleSummary.FILE, summary -> {
            ((ObjectNode) summary.path("totals")).put("partial", 0);
            for (JsonNode c : summary.path("cases")) {
                if (c.path("id").asText().equals(ID)) {
                    ((ArrayNode) c.path("partial")).removeAll();
                }
            }
        });

        assertEquals(
                List.of(
                        ID + ": summary/summary.json marks it as the whole point, its case file marks it "
                                + PartialSuite.MARK,
                        "summary/summary.json: totals.partial is 0, the suite's case files make " + PARTIAL
                                + " of its results partial"),
                verify(bundle));
    }

    @Test
    void anAllureResultOrJunitXmlThatDropsThePartialMarkIsRefused(@TempDir Path temp) throws Exception {
        Path bundle = copy(temp);
        Path allure = allureResult(bundle, ID);
        Files.writeString(allure, Files.readString(allure).replace(PartialSuite.MARK, "partial: leaves out nothing"));
        Path junit = bundle.resolve(BundleLayout.SUREFIRE_REPORTS).resolve("TEST-pto-avs.xml");
        Files.writeString(
                junit,
                Files.readString(junit)
                        .replace(
                                ",\"partial\":[{\"step\":\""
                                        + PartialSuite.LEAVES_OUT.get(0).step() + "\",\"why\":\""
                                        + PartialSuite.LEAVES_OUT.get(0).why()
                                        + "\"}]",
                                ",\"partial\":[]"));
        FileDigests.seal(bundle);

        assertEquals(
                List.of(
                        ID + ": its Allure result allure-results/" + allure.getFileName() + " marks it partial:"
                                + " leaves out nothing, its case file marks it " + PartialSuite.MARK,
                        ID + ": surefire-reports/TEST-pto-avs.xml marks it as the whole point, its case file marks it "
                                + PartialSuite.MARK),
                verify(bundle));
    }

    @Test
    void aWholePointMarkedPartialIsRefused(@TempDir Path temp) throws Exception {
        String whole = "PTO-AVS-BLOCK-B-IOS-PEMODE-005";
        Path bundle = copy(temp);
        editJson(
                bundle,
                BundleLayout.MANIFEST,
                manifest -> ((ArrayNode) result((ArrayNode) manifest.path("results"), whole)
                                .path("partial"))
                        .addObject()
                        .put("step", "PEMode 111")
                        .put("why", "claimed away"));

        assertEquals(
                List.of(whole + ": manifest.json results[" + ShippedSuite.ids().indexOf(whole)
                        + "] marks it partial: leaves out PEMode 111 (claimed"
                        + " away), its case file marks it as the whole point"),
                verify(bundle));
    }

    private interface JsonEdit {
        void apply(ObjectNode root);
    }

    /** Edits a JSON file of the bundle and seals the bundle again, as a forger would. */
    private static void editJson(Path bundle, String name, JsonEdit edit) throws IOException {
        Path file = bundle.resolve(name);
        ObjectNode root = (ObjectNode) ManifestJson.JSON.readTree(file.toFile());
        edit.apply(root);
        Files.writeString(file, ManifestJson.JSON.writeValueAsString(root));
        FileDigests.seal(bundle);
    }

    private static JsonNode result(ArrayNode results, String id) {
        for (JsonNode result : results) {
            if (result.path("id").asText().equals(id)) {
                return result;
            }
        }
        throw new AssertionError("no result for " + id);
    }

    private static List<String> fieldNames(JsonNode object) {
        List<String> names = new ArrayList<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static Path allureResult(Path bundle, String id) throws IOException {
        try (Stream<Path> files = Files.list(bundle.resolve(BundleLayout.ALLURE_RESULTS))) {
            for (Path file : files.filter(f -> f.toString().endsWith("-result.json"))
                    .sorted()
                    .toList()) {
                if (ManifestJson.JSON
                        .readTree(file.toFile())
                        .path("fullName")
                        .asText()
                        .equals(id)) {
                    return file;
                }
            }
        }
        throw new AssertionError("no Allure result for " + id);
    }

    /** A copy of the good bundle directory. */
    private static Path copy(Path temp) throws IOException {
        return BundleFolders.copy(good, temp.resolve("bundle"));
    }
}
