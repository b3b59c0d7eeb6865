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
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.reports.fixture.AdvisorySuite;
import org.pto.avs.reports.fixture.BundleFolders;
import org.pto.avs.reports.fixture.ShippedSuite;
import org.pto.avs.reports.render.AdvisoryJson;

/**
 * A bundle of a suite with an advisory finding counts and lists it in its manifest and its run predicate, and its
 * last line says how many cases have one, while the case stays a pass and the bundle verifies; the verifier judges
 * the evidence again and refuses a bundle, sealed again, whose advisory marks were removed, added or changed in the
 * manifest, the summary, an Allure result or the JUnit XML, naming the case.
 */
class AdvisoryFindingsBundleTest {

    private static final String ID = AdvisorySuite.ID;
    private static final String WHOLE = "PTO-AVS-BLOCK-B-IOS-PEMODE-005";

    @TempDir
    static Path shared;

    private static Path good;
    private static String printed;
    /** How many cases of the run have a finding, as its manifest counts them. */
    private static int advisory;

    @BeforeAll
    static void bundleTheAdvisorySuiteOnTheReferenceDevice() throws Exception {
        good = shared.resolve("advisory");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = AdvisorySuite.run(() -> BundleCommand.run(
                List.of("--out", good.toString()),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                System.err,
                Clock.systemUTC()));
        printed = out.toString(StandardCharsets.UTF_8);
        assertEquals(0, status, printed);
        advisory = manifest(good).path("advisory").asInt(-1);
    }

    private static List<String> verify(Path bundle) throws Exception {
        return AdvisorySuite.run(
                () -> BundleVerifier.forClasspath().verify(bundle).findings());
    }

    private static JsonNode manifest(Path bundle) throws IOException {
        return ManifestJson.JSON.readTree(bundle.resolve(BundleLayout.MANIFEST).toFile());
    }

    @Test
    void theBundleCountsAndListsTheFindingTheCaseStillPassesAndTheBundleVerifies() throws Exception {
        int total = ShippedSuite.size();
        assertTrue(advisory >= 1, "the advisory case counts: " + advisory);
        assertTrue(
                printed.contains("\n" + total + " cases: " + total + " pass, 0 non-conforming, 0 not supported,"
                        + " 0 waived; partial: " + ShippedSuite.partial() + "; advisory: " + advisory
                        + "; 0 problems\n"),
                printed);
        assertTrue(printed.contains("\n  pass  " + ID + "  " + AdvisorySuite.MARK + "\n"), printed);

        JsonNode manifest = manifest(good);
        JsonNode result = result((ArrayNode) manifest.path("results"), ID);
        assertEquals("pass", result.path("status").asText());
        assertEquals(List.of(AdvisorySuite.FINDING), AdvisoryJson.read(result.path("advisory")));
        assertEquals(
                0,
                result((ArrayNode) manifest.path("results"), WHOLE)
                        .path("advisory")
                        .size());
        long listed = 0;
        for (JsonNode r : manifest.path("results")) {
            listed += r.path("advisory").isEmpty() ? 0 : 1;
        }
        assertEquals(listed, advisory, "the count is of the results that list a finding");

        JsonNode predicate = ConformancePredicates.run(manifest).path("advisory");
        assertEquals(advisory, predicate.path("count").asInt());
        assertEquals(
                AdvisorySuite.VECTOR,
                predicate.path("findings").path(ID).get(0).path("vector").asText());
        assertTrue(
                ConformancePredicates.testResult(manifest)
                        .path("passedTests")
                        .toString()
                        .contains(ID),
                "a case with a finding is among the passed tests");

        String junit =
                Files.readString(good.resolve(BundleLayout.SUREFIRE_REPORTS).resolve("TEST-pto-avs.xml"));
        assertTrue(junit.contains(AdvisorySuite.VECTOR + " advisory"), "the JUnit XML lists the vector as advisory");
        assertTrue(junit.contains("avs.vector.advisory: " + AdvisorySuite.WHY), "and says why on its entry");

        assertEquals(List.of(), verify(good));
        assertEquals(List.of(), verify(shared.resolve("advisory.zip")));
    }

    @Test
    void aManifestThatDropsTheFindingIsRefusedNamingTheCase(@TempDir Path temp) throws Exception {
        Path bundle = copy(temp);
        editJson(bundle, BundleLayout.MANIFEST, manifest -> {
            ((ArrayNode) result((ArrayNode) manifest.path("results"), ID).path("advisory")).removeAll();
            manifest.put("advisory", advisory - 1);
        });

        assertEquals(
                List.of(
                        ID + ": manifest.json results[" + ShippedSuite.ids().indexOf(ID) + "] marks no advisory"
                                + " finding, its evidence marks " + AdvisorySuite.MARK,
                        "manifest.json: advisory is " + (advisory - 1) + ", its evidence earns advisory findings in "
                                + advisory + " of its results"),
                verify(bundle));
    }

    @Test
    void aFindingAddedToAnotherCaseOrAChangedDiffIsRefused(@TempDir Path temp) throws Exception {
        Path bundle = copy(temp);
        editJson(bundle, BundleLayout.MANIFEST, manifest -> {
            ArrayNode results = (ArrayNode) manifest.path("results");
            ((ArrayNode) result(results, WHOLE).path("advisory"))
                    .addObject()
                    .put("vector", "pemode-111")
                    .put("why", "claimed")
                    .putArray("diff");
            ((ObjectNode) result(results, ID)
                            .path("advisory")
                            .get(0)
                            .path("diff")
                            .get(0))
                    .put("actual", "Other");
        });

        List<String> findings = verify(bundle);
        assertEquals(2, findings.size(), findings.toString());
        assertEquals(
                ID + ": manifest.json results[" + ShippedSuite.ids().indexOf(ID) + "] marks " + AdvisorySuite.MARK
                        + ", its evidence marks " + AdvisorySuite.MARK + " (with other differences)",
                findings.get(0));
        assertEquals(
                WHOLE + ": manifest.json results[" + ShippedSuite.ids().indexOf(WHOLE) + "] marks advisory: vector"
                        + " pemode-111 differs (claimed), its evidence marks no advisory finding",
                findings.get(1));
    }

    @Test
    void aSummaryThatDropsTheFindingIsRefused(@TempDir Path temp) throws Exception {
        Path bundle = copy(temp);
        editJson(bundle, BundleSummary.FILE, summary -> {
            ((ObjectNode) summary.path("totals")).put("advisory", 0);
            for (JsonNode c : summary.path("cases")) {
                if (c.path("id").asText().equals(ID)) {
                    ((ArrayNode) c.path("advisory")).removeAll();
                }
            }
        });

        assertEquals(
                List.of(
                        ID + ": summary/summary.json marks no advisory finding, its evidence marks "
                                + AdvisorySuite.MARK,
                        "summary/summary.json: totals.advisory is 0, its evidence earns advisory findings in "
                                + advisory + " of its results"),
                verify(bundle));
    }

    @Test
    void anAllureResultOrJunitXmlThatDropsTheFindingIsRefused(@TempDir Path temp) throws Exception {
        Path bundle = copy(temp);
        Path allure = allureResult(bundle, ID);
        Files.writeString(
                allure,
                Files.readString(allure).replace(AdvisorySuite.MARK, "advisory: vector other differs (made up)"));
        Path junit = bundle.resolve(BundleLayout.SUREFIRE_REPORTS).resolve("TEST-pto-avs.xml");
        Files.writeString(
                junit,
                Files.readString(junit).replace(AdvisorySuite.VECTOR + " advisory", AdvisorySuite.VECTOR + " pass"));
        FileDigests.seal(bundle);

        assertEquals(
                List.of(
                        ID + ": its Allure result allure-results/" + allure.getFileName() + " marks advisory: vector"
                                + " other differs (made up), its evidence marks " + AdvisorySuite.MARK,
                        ID + ": surefire-reports/TEST-pto-avs.xml lists no vector as advisory, its evidence ["
                                + AdvisorySuite.VECTOR + "]"),
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
