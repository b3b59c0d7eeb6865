package org.pto.avs.reports.bundle;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.apiguardian.api.API;
import org.pto.avs.device.DeviceIdentity;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Instruction;
import org.pto.avs.reports.capture.RunInfos;
import org.pto.avs.reports.shards.ShardCoverage;
import org.pto.avs.reports.shards.ShardRecord;
import org.pto.avs.reports.suite.SuiteFile;
import org.pto.avs.reports.suite.SuiteFiles;
import org.pto.avs.results.AdvisoryFinding;
import org.pto.avs.results.CaseJudge;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.Sha256;
import org.pto.avs.results.SuiteVersion;

/**
 * Checks a certification bundle (its directory or its {@code .zip}) against the suite on this classpath:
 * <ol>
 * <li>nothing in it was changed: {@code SEAL} is the SHA-256 of {@code SHA256SUMS}, which lists every other file
 * with its SHA-256, and no file is missing or unlisted;</li>
 * <li>it claims this suite: the SHA-256 of every catalog, case and schema file and the suite version match what this
 * classpath holds;</li>
 * <li>its statuses are earned: every case is judged again from the device's answers in {@link BundleEvidence}, with
 * the engine's comparison, against this suite's case files;</li>
 * <li>it marks partial exactly the cases whose files leave out steps of their point, with those steps, in every
 * file that shows the case ({@link BundlePartials});</li>
 * <li>its advisory findings are those its evidence earns, in every file that shows the case
 * ({@link BundleAdvisories});</li>
 * <li>it is complete: exactly one result per AVS id the catalog mandates (every instruction's {@code tests}), each
 * with an allowed status, and the Allure results, the JUnit XML and the summary it carries say the same, down to the digest of the
 * observations;</li>
 * <li>its waivers hold: every waived result has a waiver in the bundle's copy of the waiver file, in force when the
 * run started, and the manifest's waivers are those of that file ({@link BundleWaivers});</li>
 * <li>it says how its device ran in words that agree with what the device applied ({@link BundleSandbox});</li>
 * <li>with trusted keys, its origin: both attestations ({@link BundleAttestations}) are signed by a trusted key that is
 * not revoked, sign every file of the bundle and agree with its manifest.</li>
 * </ol>
 * The seal alone proves integrity, not authorship; a signature by a key the verifier trusts proves who vouches.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class BundleVerifier {

    private final Catalog catalog;
    private final SuiteFiles suite;
    private final String suiteVersion;

    public BundleVerifier(Catalog catalog, SuiteFiles suite, String suiteVersion) {
        this.catalog = catalog;
        this.suite = suite;
        this.suiteVersion = suiteVersion;
    }

    /** A verifier for the suite on this classpath. */
    public static BundleVerifier forClasspath() {
        return new BundleVerifier(
                Catalog.standard(), SuiteFiles.fromClasspath(RunInfos.classLoader()), SuiteVersion.current());
    }

    /** Verifies integrity only: who made the bundle is not checked. */
    public Verification verify(Path bundle) throws IOException {
        return verify(bundle, TrustPolicy.INTEGRITY_ONLY);
    }

    /**
     * Verifies a bundle directory, or a {@code .zip} read through its central directory and streamed entry by entry
     * (no archive or whole entry is held in memory, see {@link BundleFiles}); with trusted keys, also that a trusted,
     * unrevoked key signed it.
     */
    public Verification verify(Path bundle, TrustPolicy trust) throws IOException {
        BundleFiles files;
        if (Files.isRegularFile(bundle)) {
            files = StrictZip.read(bundle);
        } else if (Files.isDirectory(bundle)) {
            files = BundleFiles.fromDirectory(bundle);
        } else {
            return new Verification(bundle, "", List.of(bundle + ": no such bundle directory or archive"));
        }
        return verify(bundle, files, trust);
    }

    private Verification verify(Path bundle, BundleFiles files, TrustPolicy trust) throws IOException {
        List<String> findings = new ArrayList<>();
        Optional<String> signer = Optional.empty();
        List<String> waiversUsed = List.of();
        Map<String, String> statuses = Map.of();
        Optional<SandboxState> sandbox = Optional.empty();
        String seal = integrity(files, findings);
        Optional<JsonNode> manifest = manifest(files, findings);
        if (manifest.isPresent()) {
            suite(manifest.get(), findings);
            Map<String, String> claimed = results(manifest.get(), findings);
            statuses = claimed;
            files.text(ShardRecord.FILE)
                    .ifPresent(shards -> ShardCoverage.checkBundle(shards, catalog, claimed.keySet(), findings));
            // One judge for both checks: the case files it reads to judge the evidence give the partial marks too.
            CaseJudge judge = CaseJudge.load();
            Map<String, List<AdvisoryFinding>> advisory = BundleEvidence.check(
                    files, manifest.get(), statuses, suite, RunInfos.classLoader(), judge, findings);
            new BundlePartials(files, findings).check(manifest.get(), suite, RunInfos.classLoader(), judge);
            new BundleAdvisories(files, findings).check(manifest.get(), advisory);
            new BundleContents(files)
                    .crossCheck(
                            statuses,
                            observations(manifest.get()),
                            manifest.get().path("device").asText(""),
                            findings);
            BundleSummary.check(files, statuses, findings);
            BundleWaivers waivers = new BundleWaivers(files, manifest.get(), trust);
            waivers.check(statuses, findings);
            waiversUsed = waivers.used();
            sandbox = BundleSandbox.check(manifest.get(), findings);
            signer = BundleAttestations.verify(files, manifest.get(), trust, findings);
        }
        String device = manifest.map(m -> m.path("device").asText("")).orElse("");
        // What a device says is printed by every report: an identity no device could say in hello is a forgery.
        DeviceIdentity.problem(device)
                .ifPresent(problem -> findings.add(BundleLayout.MANIFEST + ": device: " + DeviceIdentity.shown(device)
                        + " is not a device identity: " + problem));
        return new Verification(
                bundle,
                seal,
                findings,
                signer,
                trust.checksOrigin(),
                waiversUsed,
                device,
                statuses,
                sandbox,
                files.ignored());
    }

    /** Checks SEAL and SHA256SUMS against the files; returns the recomputed seal. */
    private static String integrity(BundleFiles files, List<String> findings) {
        Optional<String> sumsText = files.text(BundleLayout.SHA256SUMS);
        if (sumsText.isEmpty()) {
            findings.add(BundleLayout.SHA256SUMS + ": missing; nothing in the bundle can be checked");
            return "";
        }
        String sums = sumsText.get();
        String seal = Sha256.of(sums);
        Optional<String> sealText = files.text(BundleLayout.SEAL);
        if (sealText.isEmpty()) {
            findings.add(BundleLayout.SEAL + ": missing");
        } else {
            String stated = sealText.get().strip();
            if (!stated.equals(seal)) {
                findings.add(BundleLayout.SEAL + ": says " + stated + " but the SHA-256 of " + BundleLayout.SHA256SUMS
                        + " is " + seal + ": " + BundleLayout.SHA256SUMS + " was changed");
            }
        }
        Map<String, String> listed;
        try {
            listed = FileDigests.parse(sums);
        } catch (IllegalArgumentException e) {
            findings.add(e.getMessage());
            return seal;
        }
        Map<String, String> actual = files.digests(List.of(BundleLayout.SHA256SUMS, BundleLayout.SEAL));
        for (Map.Entry<String, String> file : listed.entrySet()) {
            String now = actual.get(file.getKey());
            if (now == null) {
                findings.add(file.getKey() + ": listed in " + BundleLayout.SHA256SUMS + " but missing from the bundle");
            } else if (!now.equals(file.getValue())) {
                findings.add(file.getKey() + ": changed: its SHA-256 is " + now + ", " + BundleLayout.SHA256SUMS
                        + " says " + file.getValue());
            }
        }
        for (String file : actual.keySet()) {
            if (!listed.containsKey(file)) {
                findings.add(
                        file + ": not listed in " + BundleLayout.SHA256SUMS + ": added after the bundle was sealed");
            }
        }
        return seal;
    }

    private static Optional<JsonNode> manifest(BundleFiles files, List<String> findings) {
        Optional<byte[]> file = files.bytes(BundleLayout.MANIFEST);
        if (file.isEmpty()) {
            findings.add(BundleLayout.MANIFEST + ": missing");
            return Optional.empty();
        }
        try {
            JsonNode root = ManifestJson.JSON.readTree(file.get());
            if (!BundleManifest.FORMAT.equals(root.path("format").asText())) {
                findings.add(BundleLayout.MANIFEST + ": format: expected " + BundleManifest.FORMAT + ", got '"
                        + root.path("format").asText() + "'");
                return Optional.empty();
            }
            return Optional.of(root);
        } catch (IOException e) {
            findings.add(BundleLayout.MANIFEST + ": not valid JSON: " + e.getMessage());
            return Optional.empty();
        }
    }

    /** The suite the bundle claims must be the suite here, file by file. */
    private void suite(JsonNode manifest, List<String> findings) {
        JsonNode claimed = manifest.path("suite");
        String version = claimed.path("version").asText();
        if (!version.equals(suiteVersion)) {
            findings.add(BundleLayout.MANIFEST + ": suite.version: the bundle was made with suite " + version
                    + ", this verifier has " + suiteVersion);
        }
        Map<String, String> inBundle = new TreeMap<>();
        claimed.path("files")
                .forEach(f ->
                        inBundle.put(f.path("path").asText(), f.path("sha256").asText()));
        for (SuiteFile file : suite.files()) {
            String stated = inBundle.remove(file.path());
            if (stated == null) {
                findings.add("suite file " + file.path() + ": on this classpath but not in the bundle's manifest");
            } else if (!stated.equals(file.sha256())) {
                findings.add("suite file " + file.path() + ": SHA-256 in the bundle is " + stated
                        + ", on this classpath " + file.sha256() + ": the bundle was made with a different file");
            }
        }
        inBundle.keySet()
                .forEach(path ->
                        findings.add("suite file " + path + ": in the bundle's manifest but not on this classpath"));
        String catalogDigest = claimed.path("catalog_sha256").asText();
        if (!catalogDigest.equals(suite.catalogDigest())) {
            findings.add(BundleLayout.MANIFEST + ": suite.catalog_sha256 is " + catalogDigest + ", the catalog here is "
                    + suite.catalogDigest());
        }
    }

    /** Exactly one result per mandated AVS id, each with an allowed status; returns the status by id. */
    private Map<String, String> results(JsonNode manifest, List<String> findings) {
        Map<String, String> mandatedBy = new LinkedHashMap<>();
        for (Instruction instruction : catalog.instructions()) {
            instruction.tests().forEach(id -> mandatedBy.put(id, instruction.mnemonic()));
        }
        Map<String, Integer> counts = new TreeMap<>();
        Map<String, String> statuses = new TreeMap<>();
        String allowed =
                Arrays.stream(CaseStatus.values()).map(CaseStatus::text).collect(Collectors.joining(", "));
        JsonNode results = manifest.path("results");
        if (!results.isArray()) {
            findings.add(BundleLayout.MANIFEST + ": results: missing or not a list");
            return statuses;
        }
        for (int i = 0; i < results.size(); i++) {
            JsonNode result = results.get(i);
            String id = result.path("id").asText("");
            String where = BundleLayout.MANIFEST + ": results[" + i + "]";
            if (id.isEmpty()) {
                findings.add(where + ".id: missing");
                continue;
            }
            counts.merge(id, 1, Integer::sum);
            String status = result.path("status").asText("");
            if (CaseStatus.parse(status).filter(s -> s.text().equals(status)).isEmpty()) {
                findings.add(id + ": status '" + status + "' (" + where + ".status) is not one of " + allowed);
            }
            statuses.putIfAbsent(id, status);
            if (!mandatedBy.containsKey(id)) {
                findings.add(id + ": has a result (" + where + ") but the catalog mandates no such AVS id");
            }
        }
        counts.forEach((id, n) -> {
            if (n > 1) {
                findings.add(id + ": " + n + " results; a bundle has exactly one per AVS id");
            }
        });
        mandatedBy.forEach((id, mnemonic) -> {
            if (!counts.containsKey(id)) {
                findings.add(id + ": no result; the catalog record of " + mnemonic + " mandates it");
            }
        });
        return statuses;
    }

    /** The {@code observation_sha256} of each result, by AVS id (the first, when an id has several). */
    private static Map<String, String> observations(JsonNode manifest) {
        Map<String, String> byId = new TreeMap<>();
        manifest.path("results")
                .forEach(r -> byId.putIfAbsent(
                        r.path("id").asText(""), r.path("observation_sha256").asText("")));
        return byId;
    }
}
