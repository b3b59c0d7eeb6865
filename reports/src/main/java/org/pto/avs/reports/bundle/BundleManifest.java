package org.pto.avs.reports.bundle;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.apiguardian.api.API;
import org.pto.avs.reports.capture.RunProblem;
import org.pto.avs.reports.suite.SuiteFile;
import org.pto.avs.results.AdvisoryFinding;
import org.pto.avs.results.LeftOutStep;

/**
 * {@code manifest.json}: what ran (the suite, by version, commit and the SHA-256 of every catalog and case file),
 * on what (the device, the environment, the {@code --config} parameters), when, one result per AVS id with a
 * digest of what the device observed, the steps each partial case leaves out of its point (and how many cases are
 * partial), each case's advisory findings (and how many cases have one), and every waiver that named a case (spec: "Waivers appear in the summary and the bundle").
 *
 * @param applied    the device settings as the device applied them, by setting name: {@code avs.device.sandbox}
 *                   says {@code bwrap} or {@code off} where the configuration says {@code auto}
 * @param sandbox    how the device ran: sandboxed and how, or not and why ({@link SandboxState})
 * @param runIds     the random ids of the engine runs whose results the bundle holds (one per shard when merged)
 * @param waiverFile the bundle path of the copy of {@code avs.waivers} the run used, if any
 * @param waivers    the waivers that named a case of the run, by AVS id
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record BundleManifest(
        String suiteVersion,
        Optional<String> gitCommit,
        String catalogSha256,
        List<SuiteFile> suiteFiles,
        String device,
        List<String> runIds,
        Map<String, String> environment,
        Map<String, String> configuration,
        Map<String, String> applied,
        SandboxState sandbox,
        Optional<String> waiverFile,
        List<WaiverEntry> waivers,
        Instant start,
        Instant end,
        List<Result> results,
        List<RunProblem> problems) {

    public static final String FORMAT = "pto-avs-bundle/2";

    /**
     * @param observationSha256 SHA-256 over the observations the device reported for the case's vectors; empty when
     *                          it reported none (a crash before the first answer, a vector it cannot observe). Under
     *                          {@code avs.report.vectors=failed} it covers the vectors that did not pass only, so a
     *                          case that passed has none
     * @param partial           the steps of the point its case file leaves out; empty for a whole point
     * @param advisory          the case's advisory findings; never counted against the device
     */
    public record Result(
            String id,
            String instruction,
            String kind,
            String status,
            String observationSha256,
            List<LeftOutStep> partial,
            List<AdvisoryFinding> advisory) {

        public Result {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(status, "status");
            partial = List.copyOf(partial);
            advisory = List.copyOf(advisory);
        }

        /** A result without advisory findings. */
        public Result(
                String id,
                String instruction,
                String kind,
                String status,
                String observationSha256,
                List<LeftOutStep> partial) {
            this(id, instruction, kind, status, observationSha256, partial, List.of());
        }
    }

    /**
     * A waiver as the run applied it.
     *
     * @param use    {@code applied}, {@code unexpected-pass} or {@code expired}
     * @param origin the waiver file and line the run read it from
     */
    public record WaiverEntry(String id, String use, String expires, String link, String reason, String origin) {

        public WaiverEntry {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(use, "use");
            Objects.requireNonNull(expires, "expires");
            Objects.requireNonNull(link, "link");
            Objects.requireNonNull(reason, "reason");
            Objects.requireNonNull(origin, "origin");
        }
    }

    public BundleManifest {
        Objects.requireNonNull(suiteVersion, "suiteVersion");
        gitCommit = gitCommit == null ? Optional.empty() : gitCommit;
        suiteFiles = List.copyOf(suiteFiles);
        runIds = List.copyOf(runIds);
        environment = Map.copyOf(environment);
        configuration = Map.copyOf(configuration);
        applied = Map.copyOf(applied);
        Objects.requireNonNull(sandbox, "sandbox");
        waiverFile = waiverFile == null ? Optional.empty() : waiverFile;
        waivers = List.copyOf(waivers);
        results = List.copyOf(results);
        problems = List.copyOf(problems);
    }
}
