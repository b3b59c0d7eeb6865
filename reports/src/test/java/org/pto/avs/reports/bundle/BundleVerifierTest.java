package org.pto.avs.reports.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.isa.Catalog;
import org.pto.avs.reports.capture.RunInfos;
import org.pto.avs.reports.fixture.BundleFolders;
import org.pto.avs.reports.fixture.ShippedSuite;
import org.pto.avs.reports.suite.SuiteFile;
import org.pto.avs.reports.suite.SuiteFiles;
import org.pto.avs.results.Sha256;
import org.pto.avs.results.SuiteVersion;

class BundleVerifierTest {

    /** Inside the bound on expiries (avs.waivers.max-days, 365 by default) on the day the test runs. */
    private static final String IN_FORCE = LocalDate.now().plusDays(30).toString();

    private static final String STREAM = "PTO-AVS-BLOCK-B-IOS-STREAM-001";

    @TempDir
    static Path shared;

    private static Path good;

    @BeforeAll
    static void buildOneBundleOnTheReferenceDevice() {
        good = shared.resolve("certification");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = BundleCommand.run(
                List.of("--out", good.toString()), new PrintStream(out), System.err, Clock.systemUTC());
        assertEquals(0, status, out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aFreshBundleHasEveryPartAndVerifiesAsDirectoryAndAsArchive() throws IOException {
        for (String part : List.of(
                "manifest.json",
                "SHA256SUMS",
                "SEAL",
                "allure-results/categories.json",
                "surefire-reports/TEST-pto-avs.xml",
                "summary/summary.json",
                "summary/coverage.svg")) {
            assertTrue(Files.isRegularFile(good.resolve(part)), part);
        }
        Verification directory = BundleVerifier.forClasspath().verify(good);
        assertEquals(List.of(), directory.findings());
        Verification archive = BundleVerifier.forClasspath().verify(shared.resolve("certification.zip"));
        assertEquals(List.of(), archive.findings());
        assertEquals(directory.seal(), archive.seal());
        assertEquals(Files.readString(good.resolve("SEAL")).strip(), directory.seal());

        JsonNode manifest =
                ManifestJson.JSON.readTree(good.resolve("manifest.json").toFile());
        assertEquals(ShippedSuite.size(), manifest.path("results").size());
        assertTrue(manifest.path("device").asText().startsWith("PTO AVS reference-model"));
        assertTrue(manifest.path("suite").path("files").size() >= ShippedSuite.size() + 2);
        JsonNode first = manifest.path("results").get(0);
        assertEquals("pass", first.path("status").asText());
        assertTrue(first.path("observation_sha256").asText().matches("[0-9a-f]{64}"));
    }

    @Test
    void aChangedFileIsFound(@TempDir Path temp) throws IOException {
        Path bundle = copy(temp);
        Path summary = bundle.resolve("summary/summary.md");
        Files.writeString(summary, Files.readString(summary).replace("**pass**", "**PASS**"));

        assertEquals(
                List.of("summary/summary.md: changed: its SHA-256 is " + Sha256.of(summary)
                        + ", SHA256SUMS says "
                        + FileDigests.parse(Files.readString(bundle.resolve("SHA256SUMS")))
                                .get("summary/summary.md")),
                BundleVerifier.forClasspath().verify(bundle).findings());
    }

    @Test
    void anAddedOrRemovedFileOrAnEditedListIsFound(@TempDir Path temp) throws IOException {
        Path bundle = copy(temp);
        Files.writeString(bundle.resolve("allure-results/extra-result.json"), "{}");
        Files.delete(bundle.resolve("summary/coverage.svg"));
        List<String> findings = BundleVerifier.forClasspath().verify(bundle).findings();
        assertTrue(
                findings.contains("allure-results/extra-result.json: not listed in SHA256SUMS: added after the bundle "
                        + "was sealed"),
                findings.toString());
        assertTrue(
                findings.contains("summary/coverage.svg: listed in SHA256SUMS but missing from the bundle"),
                findings.toString());

        Path other = copy(temp.resolve("other"));
        Path sums = other.resolve("SHA256SUMS");
        Files.writeString(sums, Files.readString(sums) + "0".repeat(64) + "  ghost.txt\n");
        List<String> edited = BundleVerifier.forClasspath().verify(other).findings();
        assertTrue(edited.get(0).startsWith("SEAL: says "), edited.toString());
        assertTrue(edited.contains("ghost.txt: listed in SHA256SUMS but missing from the bundle"), edited.toString());
    }

    @Test
    void aMissingIdIsFoundEvenWhenTheBundleIsResealed(@TempDir Path temp) throws IOException {
        Path bundle = editManifest(temp, results -> results.remove(index(results, STREAM)));

        List<String> findings = BundleVerifier.forClasspath().verify(bundle).findings();
        assertEquals(
                List.of(
                        STREAM + ": no result; the catalog record of B.IOS mandates it",
                        "evidence.jsonl: evidence for " + STREAM + ", which has no result",
                        STREAM + ": 1 Allure result(s) in allure-results/ of no case the manifest lists",
                        "summary/summary.json: lists " + STREAM + ", which has no result",
                        "summary/summary.json: totals.pass is " + ShippedSuite.size() + ", the results count "
                                + (ShippedSuite.size() - 1)),
                findings);
    }

    @Test
    void aDuplicateIdIsFound(@TempDir Path temp) throws IOException {
        Path bundle = editManifest(
                temp, results -> results.add(results.get(index(results, STREAM)).deepCopy()));

        assertEquals(
                List.of(STREAM + ": 2 results; a bundle has exactly one per AVS id"),
                BundleVerifier.forClasspath().verify(bundle).findings());
    }

    @Test
    void aStatusOutsideTheAllowedOnesIsFound(@TempDir Path temp) throws IOException {
        Path bundle = editManifest(
                temp, results -> ((ObjectNode) results.get(index(results, STREAM))).put("status", "passed"));

        List<String> findings = BundleVerifier.forClasspath().verify(bundle).findings();
        assertEquals(
                List.of(
                        STREAM + ": status 'passed' (manifest.json: results["
                                + ShippedSuite.ids().indexOf(STREAM) + "].status) is not one of "
                                + "pass, fail, not-supported, waived, error, crash, timeout",
                        "summary/summary.json: says " + STREAM + " is pass, the manifest says passed",
                        "summary/summary.json: totals.pass is " + ShippedSuite.size() + ", the results count "
                                + (ShippedSuite.size() - 1)),
                findings);
    }

    @Test
    void aStatusThatContradictsTheAllureResultAndTheJUnitXmlIsFound(@TempDir Path temp) throws IOException {
        Path bundle = editManifest(
                temp, results -> ((ObjectNode) results.get(index(results, STREAM))).put("status", "waived"));

        assertEquals(
                List.of(
                        STREAM + ": recorded waived, but its evidence judges pass (" + STREAM + ": 2 vectors, "
                                + "63 fields compared, all match): no waiver names the case",
                        STREAM + ": the manifest says waived but its Allure result says passed",
                        STREAM + ": the manifest says waived but its JUnit XML test case is passed",
                        "the Allure verdict result says 'verdict: conforms' (passed), and the results the manifest lists give"
                                + " 'verdict: conforms (1 waived)' (passed)",
                        "summary/summary.json: says " + STREAM + " is pass, the manifest says waived",
                        "summary/summary.json: totals.pass is " + ShippedSuite.size() + ", the results count "
                                + (ShippedSuite.size() - 1),
                        "summary/summary.json: totals.waived is 0, the results count 1",
                        STREAM + ": waived, but the bundle carries no waiver file"),
                BundleVerifier.forClasspath().verify(bundle).findings());
    }

    @Test
    void aResultOfAnotherDeviceIdentityIsFoundEvenWhenTheBundleIsResealed(@TempDir Path temp) throws IOException {
        Path bundle = copy(temp);
        String device = ManifestJson.JSON
                .readTree(bundle.resolve("manifest.json").toFile())
                .path("device")
                .asText();
        Path result = allureResult(bundle, STREAM);
        ObjectNode json = (ObjectNode) ManifestJson.JSON.readTree(result.toFile());
        for (JsonNode parameter : json.path("parameters")) {
            if (parameter.path("name").asText().equals("device")) {
                assertEquals(device, parameter.path("value").asText());
                ((ObjectNode) parameter).put("value", device + "-13");
            }
        }
        Files.writeString(result, ManifestJson.JSON.writeValueAsString(json));
        FileDigests.seal(bundle);

        assertEquals(
                List.of(STREAM + ": its Allure result names the device '" + device + "-13', and the manifest's"
                        + " device is '" + device + "': one bundle certifies one device"),
                BundleVerifier.forClasspath().verify(bundle).findings());
    }

    @Test
    void aBundleOfAnotherSuiteIsFound(@TempDir Path temp) throws IOException {
        Path bundle = copy(temp);
        Path file = bundle.resolve("manifest.json");
        ObjectNode manifest = (ObjectNode) ManifestJson.JSON.readTree(file.toFile());
        ObjectNode caseFile = (ObjectNode) manifest.path("suite").path("files").get(0);
        String path = caseFile.path("path").asText();
        String real = caseFile.path("sha256").asText();
        caseFile.put("sha256", "1".repeat(64));
        ((ObjectNode) manifest.path("suite")).put("version", "0.0.1");
        Files.writeString(file, ManifestJson.JSON.writeValueAsString(manifest));
        FileDigests.seal(bundle);

        List<String> findings = BundleVerifier.forClasspath().verify(bundle).findings();
        assertTrue(
                findings.contains("suite file " + path + ": SHA-256 in the bundle is " + "1".repeat(64)
                        + ", on this classpath " + real + ": the bundle was made with a different file"),
                findings.toString());
        assertTrue(
                findings.stream()
                        .anyMatch(f -> f.startsWith("manifest.json: suite.version: the bundle was made "
                                + "with suite 0.0.1, this verifier has ")),
                findings.toString());
        assertEquals(2, findings.size(), findings.toString());
    }

    @Test
    void theVerifyCommandPrintsFindingsAndSetsItsExitStatus(@TempDir Path temp) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(0, VerifyCommand.run(List.of("verify", good.toString()), new PrintStream(out), System.err));
        assertTrue(out.toString(StandardCharsets.UTF_8).startsWith("verified: "));

        out.reset();
        assertEquals(
                1,
                VerifyCommand.run(
                        List.of("verify", good.toString(), "--seal", "ab".repeat(32)),
                        new PrintStream(out),
                        System.err));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("the published seal is " + "ab".repeat(32)));

        Path bundle = editManifest(temp, results -> results.remove(0));
        out.reset();
        assertEquals(1, VerifyCommand.run(List.of("verify", bundle.toString()), new PrintStream(out), System.err));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("NOT verified: "));
        assertFalse(out.toString(StandardCharsets.UTF_8).startsWith("verified: "));
    }

    @Test
    void theVerifierEndsWithTheDeviceTheVerdictAndTheTotalsAndCanRequireConformance(@TempDir Path temp)
            throws IOException {
        String device = ManifestJson.JSON
                .readTree(good.resolve("manifest.json").toFile())
                .path("device")
                .asText();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(
                0,
                VerifyCommand.run(
                        List.of("verify", good.toString(), "--require-conformance"), new PrintStream(out), System.err));
        assertEquals(
                List.of(
                        "device: " + device,
                        "sandbox: not-applicable: avs.device=reference runs in the harness's process: the harness"
                                + " starts no device process to sandbox",
                        "verdict: conforms",
                        "totals: " + ShippedSuite.size() + " pass, 0 fail, 0 not-supported, 0 waived, 0 error, 0 crash,"
                                + " 0 timeout"),
                lastLines(out, 4));

        Path failing = temp.resolve("failing");
        assertEquals(
                1,
                BundleCommand.run(
                        List.of(
                                "--config",
                                "avs.device=flawed",
                                "--config",
                                "avs.device.flaw=fault-kind",
                                "--out",
                                failing.toString()),
                        new PrintStream(new ByteArrayOutputStream()),
                        System.err,
                        Clock.systemUTC()));
        out.reset();
        assertEquals(
                0,
                VerifyCommand.run(List.of("verify", failing.toString()), new PrintStream(out), System.err),
                "an authentic bundle of a failing device verifies");
        Map<String, String> statuses = new TreeMap<>();
        ManifestJson.JSON
                .readTree(failing.resolve("manifest.json").toFile())
                .path("results")
                .forEach(r ->
                        statuses.put(r.path("id").asText(), r.path("status").asText()));
        // Each case that does not conform, by id, then those neither passing nor failing.
        List<String> named = new ArrayList<>();
        for (boolean failingFirst : new boolean[] {true, false}) {
            statuses.forEach((id, status) -> {
                boolean neither = status.equals("not-supported") || status.equals("waived");
                if (!status.equals("pass") && neither != failingFirst) {
                    named.add("  " + status + "  " + id);
                }
            });
        }
        assertFalse(named.isEmpty(), "the flawed device fails some case: " + statuses);
        assertEquals(named, lastLines(out, named.size()), "verify names each case that does not conform");
        List<String> last = lastLines(out, 4 + named.size()).subList(0, 4);
        assertEquals(
                "device: "
                        + ManifestJson.JSON
                                .readTree(failing.resolve("manifest.json").toFile())
                                .path("device")
                                .asText(),
                last.get(0));
        assertTrue(last.get(0).contains("flawed"), last.get(0));
        assertTrue(last.get(1).startsWith("sandbox: not-applicable: avs.device=flawed "), last.toString());
        assertTrue(
                last.get(2)
                        .matches("verdict: does not conform: \\d+ of " + ShippedSuite.size() + " cases non-conforming"),
                last.toString());
        assertTrue(last.get(3).matches("totals: \\d+ pass, \\d+ fail, 0 not-supported, .*"), last.toString());

        out.reset();
        assertEquals(
                VerifyCommand.NOT_CONFORMING,
                VerifyCommand.run(
                        List.of("verify", failing.toString(), "--require-conformance"),
                        new PrintStream(out),
                        System.err),
                "a gate asking for conformance refuses it");
        assertTrue(
                out.toString(StandardCharsets.UTF_8).contains("its device does not conform"),
                out.toString(StandardCharsets.UTF_8));
    }

    private static List<String> lastLines(ByteArrayOutputStream out, int count) {
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        return lines.subList(Math.max(0, lines.size() - count), lines.size());
    }

    @Test
    void aBundleIsNeverWrittenOverAnotherUnlessReplacedAndNothingElseIsEverReplaced(@TempDir Path temp)
            throws IOException {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(
                2,
                BundleCommand.run(
                        List.of("--out", good.toString()), System.out, new PrintStream(err), Clock.systemUTC()));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("is not empty"));

        Path notABundle = Files.createDirectories(temp.resolve("sources"));
        Files.writeString(notABundle.resolve("keep.txt"), "mine");
        assertEquals(
                2,
                BundleCommand.run(
                        List.of("--replace", "--out", notABundle.toString()),
                        System.out,
                        new PrintStream(err),
                        Clock.systemUTC()));
        assertEquals("mine", Files.readString(notABundle.resolve("keep.txt")));

        Path old = copy(temp);
        Files.writeString(old.resolve("stale.txt"), "from an earlier run");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(
                0,
                BundleCommand.run(
                        List.of("--replace", "--out", old.toString()),
                        new PrintStream(out),
                        System.err,
                        Clock.systemUTC()));
        assertFalse(Files.exists(old.resolve("stale.txt")));
        assertEquals(List.of(), BundleVerifier.forClasspath().verify(old).findings());
    }

    @Test
    void aWaivedFailureCarriesItsWaiverFileAndVerifies(@TempDir Path temp) throws IOException {
        Path waivers = Files.writeString(
                temp.resolve("acme-waivers.txt"),
                STREAM + " | " + IN_FORCE
                        + " | https://errata.example/E-7 | Erratum E-7: duplicates report the wrong fault " + "kind\n");
        List<String> flawed = List.of("--config", "avs.device=flawed", "--config", "avs.device.flaw=fault-kind");
        Path bundle = temp.resolve("waived");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        List<String> args = new ArrayList<>(flawed);
        args.addAll(List.of("--config", "avs.waivers=" + waivers, "--out", bundle.toString()));
        assertEquals(
                1,
                BundleCommand.run(args, new PrintStream(out), System.err, Clock.systemUTC()),
                "other cases still fail: " + out.toString(StandardCharsets.UTF_8));

        assertEquals(Files.readString(waivers), Files.readString(bundle.resolve("waivers.txt")));
        JsonNode manifest =
                ManifestJson.JSON.readTree(bundle.resolve("manifest.json").toFile());
        assertEquals("waivers.txt", manifest.path("waiver_file").asText());
        assertEquals("flawed", manifest.path("configuration").path("avs.device").asText());
        JsonNode waiver = manifest.path("waivers").get(0);
        assertEquals(1, manifest.path("waivers").size());
        assertEquals(STREAM, waiver.path("id").asText());
        assertEquals("applied", waiver.path("use").asText());
        assertEquals(IN_FORCE, waiver.path("expires").asText());
        assertEquals("https://errata.example/E-7", waiver.path("link").asText());
        assertEquals(
                "Erratum E-7: duplicates report the wrong fault kind",
                waiver.path("reason").asText());
        assertEquals(waivers + ":1", waiver.path("origin").asText());
        List<String> findings = BundleVerifier.forClasspath().verify(bundle).findings();
        assertEquals(List.of(), findings);

        Path expired = BundleFolders.copy(bundle, temp.resolve("expired"));
        Files.writeString(
                expired.resolve("waivers.txt"), Files.readString(waivers).replace(IN_FORCE, "2000-01-01"));
        FileDigests.seal(expired);
        List<String> afterExpiry = BundleVerifier.forClasspath().verify(expired).findings();
        assertTrue(
                afterExpiry.stream()
                        .anyMatch(f -> f.startsWith(STREAM + ": waived, but its waiver at waivers.txt:1 "
                                + "expired on 2000-01-01, before the run started on ")),
                afterExpiry.toString());
        assertTrue(
                afterExpiry.contains("manifest.json: waivers[0]: " + STREAM + ": expires is '" + IN_FORCE + "', "
                        + "waivers.txt:1 says '2000-01-01'"),
                afterExpiry.toString());

        Files.writeString(bundle.resolve("waivers.txt"), "# emptied\n");
        FileDigests.seal(bundle);
        List<String> emptied = BundleVerifier.forClasspath().verify(bundle).findings();
        assertTrue(
                emptied.contains(STREAM + ": waived, but the bundle's waivers.txt has no waiver for it"),
                emptied.toString());
        assertTrue(
                emptied.contains(
                        "manifest.json: waivers[0]: " + STREAM + " has no waiver in the bundle's " + "waivers.txt"),
                emptied.toString());
    }

    @Test
    void oneChangedByteOfAResultIsFoundAndNamed(@TempDir Path temp) throws IOException {
        // Not sealed again: the file that changed is named.
        Path bundle = copy(temp);
        Path result = allureResult(bundle, STREAM);
        changeOneByte(result, "\"start\"");
        String name = "allure-results/" + result.getFileName();
        List<String> findings = BundleVerifier.forClasspath().verify(bundle).findings();
        assertEquals(1, findings.size(), findings.toString());
        assertTrue(findings.get(0).startsWith(name + ": changed: its SHA-256 is "), findings.toString());

        // Sealed again, as a forger would: the result whose observations no longer match is named.
        Path resealed = copy(temp.resolve("resealed"));
        Path manifest = resealed.resolve("manifest.json");
        ObjectNode root = (ObjectNode) ManifestJson.JSON.readTree(manifest.toFile());
        ObjectNode stream = (ObjectNode) root.path("results").get(index((ArrayNode) root.path("results"), STREAM));
        String real = stream.path("observation_sha256").asText();
        String forged = (real.charAt(0) == '0' ? "1" : "0") + real.substring(1);
        stream.put("observation_sha256", forged);
        Files.writeString(manifest, ManifestJson.JSON.writeValueAsString(root));
        FileDigests.seal(resealed);
        assertEquals(
                List.of(STREAM + ": the manifest's observation_sha256 is '" + forged + "' but the actual "
                        + "observations attached to its Allure result hash to '" + real + "'"),
                BundleVerifier.forClasspath().verify(resealed).findings());

        Path observed = copy(temp.resolve("observed"));
        changeOneByte(actualObservation(observed, STREAM), "\"bindings\"");
        FileDigests.seal(observed);
        List<String> changedObservation =
                BundleVerifier.forClasspath().verify(observed).findings();
        assertEquals(1, changedObservation.size(), changedObservation.toString());
        assertTrue(
                changedObservation
                        .get(0)
                        .startsWith(STREAM + ": the manifest's observation_sha256 is '" + real
                                + "' but the actual observations attached to its Allure result hash to '"),
                changedObservation.toString());
    }

    @Test
    void oneRemovedResultIsFoundAndNamed(@TempDir Path temp) throws IOException {
        Path bundle = copy(temp);
        Path result = allureResult(bundle, STREAM);
        Files.delete(result);
        List<String> findings = BundleVerifier.forClasspath().verify(bundle).findings();
        assertEquals(
                List.of(
                        "allure-results/" + result.getFileName() + ": listed in SHA256SUMS but missing from the "
                                + "bundle",
                        STREAM + ": 0 Allure results in allure-results/, expected 1"),
                findings);

        FileDigests.seal(bundle);
        assertEquals(
                List.of(STREAM + ": 0 Allure results in allure-results/, expected 1"),
                BundleVerifier.forClasspath().verify(bundle).findings(),
                "sealed again, the missing result still shows");
    }

    @Test
    void aCaseFileEditedAfterTheRunIsFoundAndNamed(@TempDir Path temp) throws IOException {
        ClassLoader classpath = RunInfos.classLoader();
        SuiteFiles here = SuiteFiles.fromClasspath(classpath);
        Path suite = temp.resolve("suite");
        for (SuiteFile file : here.files()) {
            Path copy = suite.resolve(file.path());
            Files.createDirectories(copy.getParent());
            try (InputStream in = classpath.getResourceAsStream(file.path())) {
                Files.copy(in, copy);
            }
        }
        SuiteFile caseFile = here.under(SuiteFiles.CASES_ROOT).stream()
                .filter(f -> f.path().endsWith("/" + STREAM + ".json"))
                .findFirst()
                .orElseThrow();
        assertEquals(List.of(), verifierOn(suite).verify(good).findings(), "the copy of the suite is the suite");

        Path edited = suite.resolve(caseFile.path());
        String text = Files.readString(edited);
        assertTrue(text.contains("\"severity\": \"critical\""), text);
        Files.writeString(edited, text.replace("\"severity\": \"critical\"", "\"severity\": \"minor\""));

        assertEquals(
                List.of("suite file " + caseFile.path() + ": SHA-256 in the bundle is " + caseFile.sha256()
                        + ", on this classpath " + Sha256.of(edited) + ": the bundle was made with a different file"),
                verifierOn(suite).verify(good).findings());
    }

    /** A verifier whose suite is the catalog, case and schema files under {@code root} and nothing else. */
    private static BundleVerifier verifierOn(Path root) throws IOException {
        try (URLClassLoader loader = new URLClassLoader(new URL[] {root.toUri().toURL()}, null)) {
            return new BundleVerifier(Catalog.standard(), SuiteFiles.fromClasspath(loader), SuiteVersion.current());
        }
    }

    private static Path allureResult(Path bundle, String id) throws IOException {
        try (Stream<Path> files = Files.list(bundle.resolve("allure-results"))) {
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

    /** The attachment of the first actual observation of {@code id}'s Allure result. */
    private static Path actualObservation(Path bundle, String id) throws IOException {
        for (JsonNode step :
                ManifestJson.JSON.readTree(allureResult(bundle, id).toFile()).path("steps")) {
            for (JsonNode attachment : step.path("attachments")) {
                if (attachment.path("name").asText().equals("actual observation")) {
                    return bundle.resolve("allure-results")
                            .resolve(attachment.path("source").asText());
                }
            }
        }
        throw new AssertionError("no actual observation for " + id);
    }

    /** Changes the first digit after {@code marker} to another digit: one byte, the file still well-formed. */
    private static void changeOneByte(Path file, String marker) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        int at = new String(bytes, StandardCharsets.ISO_8859_1).indexOf(marker);
        assertTrue(at >= 0, marker + " in " + file);
        for (int i = at; i < bytes.length; i++) {
            if (bytes[i] >= '0' && bytes[i] <= '9') {
                bytes[i] = (byte) (bytes[i] == '9' ? '8' : bytes[i] + 1);
                Files.write(file, bytes);
                return;
            }
        }
        throw new AssertionError("no digit after " + marker + " in " + file);
    }

    /** A copy of the good bundle with its manifest's results edited and then sealed again, as a forger would. */
    private static Path editManifest(Path temp, Consumer<ArrayNode> edit) throws IOException {
        Path bundle = copy(temp);
        Path file = bundle.resolve("manifest.json");
        ObjectNode manifest = (ObjectNode) ManifestJson.JSON.readTree(file.toFile());
        edit.accept((ArrayNode) manifest.path("results"));
        Files.writeString(file, ManifestJson.JSON.writeValueAsString(manifest));
        FileDigests.seal(bundle);
        return bundle;
    }

    private static int index(ArrayNode results, String id) {
        for (int i = 0; i < results.size(); i++) {
            if (results.get(i).path("id").asText().equals(id)) {
                return i;
            }
        }
        throw new AssertionError(id);
    }

    private static Path copy(Path into) throws IOException {
        return BundleFolders.copy(good, into.resolve("bundle"));
    }
}
