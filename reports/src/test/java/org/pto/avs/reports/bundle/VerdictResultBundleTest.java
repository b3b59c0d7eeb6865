package org.pto.avs.reports.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.reports.allure.RunVerdictResult;
import org.pto.avs.reports.fixture.BundleFolders;
import org.pto.avs.results.Constants;

/**
 * The Allure verdict result of a bundle says the verdict its listed results give, and no Allure result stands for a
 * case the manifest does not list: the report a bundle carries never states more than the run showed. The run is on
 * the flawed device, so the genuine verdict is "does not conform".
 */
class VerdictResultBundleTest {

    @TempDir
    static Path shared;

    private static Path genuine;

    @BeforeAll
    static void bundleARunThatDoesNotConform() {
        genuine = shared.resolve("genuine");
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        int status = BundleCommand.run(
                List.of(
                        "--out",
                        genuine.toString(),
                        "--config",
                        Constants.DEVICE + "=flawed",
                        "--config",
                        Constants.DEVICE_SETTINGS_PREFIX + "flaw=fault-kind"),
                new PrintStream(console, true),
                System.err);
        assertEquals(1, status, console::toString);
    }

    @Test
    void theGenuineVerdictResultSaysWhatTheResultsGive() throws IOException {
        ObjectNode verdict =
                (ObjectNode) ManifestJson.JSON.readTree(verdictResult(genuine).toFile());
        assertTrue(
                verdict.path("name").asText().startsWith(RunVerdictResult.NAME_PREFIX + "does not conform"),
                verdict.path("name").asText());
        assertEquals(List.of(), BundleVerifier.forClasspath().verify(genuine).findings());
    }

    @Test
    void aVerdictResultThatSaysConformsIsRefused(@TempDir Path temp) throws IOException {
        Path bundle = BundleFolders.copy(genuine, temp.resolve("bundle"));
        Path file = verdictResult(bundle);
        ObjectNode verdict = (ObjectNode) ManifestJson.JSON.readTree(file.toFile());
        verdict.put("name", RunVerdictResult.NAME_PREFIX + "conforms").put("status", "passed");
        ManifestJson.JSON.writeValue(file.toFile(), verdict);
        List<String> findings = BundleVerifier.forClasspath().verify(bundle).findings();
        assertTrue(
                findings.stream()
                        .anyMatch(f -> f.startsWith("the Allure verdict result says '"
                                + RunVerdictResult.NAME_PREFIX
                                + "conforms' (passed), and the results the manifest lists give '"
                                + RunVerdictResult.NAME_PREFIX + "does not conform")),
                findings.toString());
    }

    @Test
    void anAllureResultOfACaseTheManifestDoesNotListIsRefused(@TempDir Path temp) throws IOException {
        Path bundle = BundleFolders.copy(genuine, temp.resolve("bundle"));
        ObjectNode stray =
                (ObjectNode) ManifestJson.JSON.readTree(verdictResult(bundle).toFile());
        stray.put("fullName", "PTO-AVS-BLOCK-B-IOS-EXTRA-001")
                .put("uuid", "stray")
                .put("status", "passed");
        ManifestJson.JSON.writeValue(
                bundle.resolve(BundleLayout.ALLURE_RESULTS + "/stray-result.json")
                        .toFile(),
                stray);
        List<String> findings = BundleVerifier.forClasspath().verify(bundle).findings();
        assertTrue(
                findings.contains("PTO-AVS-BLOCK-B-IOS-EXTRA-001: 1 Allure result(s) in " + BundleLayout.ALLURE_RESULTS
                        + "/ of no case the manifest lists"),
                findings.toString());
    }

    private static Path verdictResult(Path bundle) throws IOException {
        try (Stream<Path> files = Files.list(bundle.resolve(BundleLayout.ALLURE_RESULTS))) {
            for (Path file :
                    files.filter(f -> f.toString().endsWith("-result.json")).toList()) {
                if (ManifestJson.JSON
                        .readTree(file.toFile())
                        .path("fullName")
                        .asText()
                        .equals(RunVerdictResult.FULL_NAME)) {
                    return file;
                }
            }
        }
        throw new AssertionError("no verdict result in " + bundle);
    }
}
