package org.pto.avs.reports.bundle;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedSet;
import org.pto.avs.reports.capture.RunInfos;
import org.pto.avs.reports.capture.RunRecorder;
import org.pto.avs.reports.model.AppliedWaiver;
import org.pto.avs.reports.model.CaseResult;
import org.pto.avs.reports.model.RunInfo;
import org.pto.avs.reports.shards.ShardRecord;
import org.pto.avs.reports.suite.SuiteFiles;

/** Completes a bundle directory after its run: {@code manifest.json}, then {@code SHA256SUMS} and {@code SEAL}, then the archive. */
final class BundleWriter {

    private BundleWriter() {}

    /**
     * Returns the seal, the SHA-256 of {@code SHA256SUMS}. With a signing key the attestations are signed after the
     * manifest and before the seal, so the seal covers them too.
     */
    static String complete(
            Path bundle,
            RunRecorder run,
            SuiteFiles suite,
            Optional<String> gitCommit,
            Map<String, String> configuration,
            Optional<SigningKey> signingKey)
            throws IOException {
        RunInfo info = RunInfos.of(run);
        Optional<String> waivers = copyWaivers(bundle, configuration);
        ShardRecord.copyInto(bundle, configuration);
        BundleManifest manifest = new BundleManifest(
                info.suiteVersion(),
                gitCommit,
                suite.catalogDigest(),
                suite.files(),
                info.device(),
                runIds(bundle, run),
                info.environment(),
                configuration,
                run.appliedDeviceSettings(),
                SandboxState.of(
                        CertificationSandbox.device(configuration),
                        run.appliedDeviceSettingsByCase().values()),
                waivers,
                waiverEntries(run),
                info.start(),
                info.end(),
                run.cases().stream()
                        .sorted(Comparator.comparing(CaseResult::avsId))
                        .map(c -> new BundleManifest.Result(
                                c.avsId(),
                                c.mnemonic(),
                                c.kind(),
                                c.status().text(),
                                c.observationDigest(),
                                c.partial(),
                                c.advisoryFindings()))
                        .toList(),
                run.problems());
        Files.createDirectories(bundle);
        BundleEvidence.write(bundle, run.evidence());
        Files.writeString(bundle.resolve(BundleLayout.MANIFEST), ManifestJson.write(manifest), StandardCharsets.UTF_8);
        if (signingKey.isPresent()) {
            BundleAttestations.sign(
                    bundle, signingKey.get().privateKey(), signingKey.get().publicKey());
        }
        return FileDigests.seal(bundle);
    }

    /** This run's id and, in a bundle merged from the journals of a sharded run, the id of each part's run. */
    private static List<String> runIds(Path bundle, RunRecorder run) throws IOException {
        SortedSet<String> ids = run.runIds();
        Path shards = bundle.resolve(ShardRecord.FILE);
        if (Files.isRegularFile(shards)) {
            ids.addAll(ShardRecord.parse(Files.readString(shards, StandardCharsets.UTF_8))
                    .runIds());
        }
        return List.copyOf(ids);
    }

    private static List<BundleManifest.WaiverEntry> waiverEntries(RunRecorder run) {
        return run.cases().stream()
                .filter(c -> c.waiver().isPresent())
                .sorted(Comparator.comparing(CaseResult::avsId))
                .map(c -> {
                    AppliedWaiver w = c.waiver().orElseThrow();
                    return new BundleManifest.WaiverEntry(
                            c.avsId(), w.use().text(), w.expires().toString(), w.link(), w.reason(), w.origin());
                })
                .toList();
    }

    /** A waived status is only as good as its waiver: the file the run used goes into the bundle. */
    private static Optional<String> copyWaivers(Path bundle, Map<String, String> configuration) throws IOException {
        Optional<Path> file = WaiverSignature.configured(configuration);
        if (file.isEmpty()) {
            return Optional.empty();
        }
        WaiverSignature.copyInto(bundle, file.get());
        return Optional.of(BundleLayout.WAIVERS);
    }

    static Path archive(Path bundle) throws IOException {
        Path archive = bundle.resolveSibling(bundle.getFileName() + ".zip");
        ZipArchive.write(bundle, archive);
        return archive;
    }
}
