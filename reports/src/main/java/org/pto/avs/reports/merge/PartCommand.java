package org.pto.avs.reports.merge;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.apiguardian.api.API;
import org.pto.avs.reports.attest.Ed25519Keys;
import org.pto.avs.reports.bundle.CertificationSandbox;
import org.pto.avs.reports.capture.RunRecorder;
import org.pto.avs.reports.commandline.CommandLines;
import org.pto.avs.reports.commandline.ConfigOption;
import org.pto.avs.reports.listener.AvsLaunch;
import org.pto.avs.reports.listener.AvsReportsListener;
import org.pto.avs.reports.model.CaseResult;
import org.pto.avs.results.AdvisoryFindings;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.Constants;
import org.pto.avs.results.PartialPoints;
import org.pto.avs.results.Shard;
import org.pto.avs.results.ShardSetting;
import org.pto.avs.results.journal.JournalContents;
import org.pto.avs.results.journal.JournalHeader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code shard}: runs one part of a sharded run and journals it, for {@link MergeCommand} to join with the other
 * parts. The part is {@code avs.shard} ({@code auto} unless {@code --config avs.shard=...} says otherwise: the
 * scheduler's variables, {@link ShardSetting}), read once here and handed to the engine as {@code i/n}.
 * {@code --select} names what to run: {@code pto-avs/cases} (the AVS points, the default) or
 * {@code pto-avs/properties} (a random campaign, each part making its own range of every property case's programs).
 */
@Command(
        name = "shard",
        description = {
            "run this machine's part of a sharded run (avs.shard=auto) and journal it for merge",
            "Runs one part of the AVS cases (or, with --select pto-avs/properties, of a random campaign:"
                    + " each part makes its own range of every property case's programs) and journals it for merge.",
            "The part is avs.shard, auto unless --config says otherwise: AVS_SHARD=i/n, a Kubernetes"
                    + " Indexed Job's JOB_COMPLETION_INDEX with --config avs.shard.count=<completions>, or GitLab's"
                    + " CI_NODE_INDEX and CI_NODE_TOTAL. The parts are balanced by the steps of the cases' vectors,"
                    + " the same on every machine.",
            "The last line is the journal's SHA-256 (for merge --journal-sha256); --sign-key signs it in"
                    + " <file>.dsse.json (for merge --trusted-key). A process device runs in its sandbox where bwrap"
                    + " works (avs.device.sandbox=auto unless set); with --sign-key it must (bwrap unless set;"
                    + " --config avs.device.sandbox=off signs it unsandboxed). The journal records how each case"
                    + " ran."
        },
        exitCodeList = {
            "0:every case of the part conforms",
            "1:some case does not (it is journaled)",
            "2:usage or setup error (no part to read, a device that does not start, a journal another run holds)"
        })
@API(status = API.Status.MAINTAINED, since = "0.1")
public final class PartCommand implements Callable<Integer> {

    @Option(names = "--journal", paramLabel = "<file>", description = "the file this part's results go to")
    private String journal;

    @Option(names = "--sign-key", paramLabel = "<key.pem>", description = "sign the journal's SHA-256 (keygen)")
    private Path signKey;

    @Option(
            names = "--select",
            paramLabel = "<classpath resource>",
            description = "what to run: pto-avs/cases (default) or pto-avs/properties")
    private List<String> resources = new ArrayList<>();

    @Mixin
    private ConfigOption config;

    @Spec
    private CommandSpec spec;

    private final PrintStream out;
    private final PrintStream err;
    private final Map<String, String> environment;

    private PartCommand(PrintStream out, PrintStream err, Map<String, String> environment) {
        this.out = out;
        this.err = err;
        this.environment = environment;
    }

    /** The command, for {@code pto-avs} to offer. */
    public static PartCommand printingTo(PrintStream out, PrintStream err) {
        return new PartCommand(out, err, System.getenv());
    }

    public static void main(String[] args) {
        int status = run(List.of(args), System.out, System.err);
        if (status != 0) {
            System.exit(status);
        }
    }

    public static int run(List<String> args, PrintStream out, PrintStream err) {
        return run(args, out, err, System.getenv());
    }

    /** @param environment the variables {@code avs.shard=auto} reads */
    static int run(List<String> args, PrintStream out, PrintStream err, Map<String, String> environment) {
        return CommandLines.execute(new PartCommand(out, err, environment), args, out, err);
    }

    @Override
    public Integer call() {
        if (journal == null) {
            throw CommandLines.usageError(spec, "--journal names the file this part's results go to, for the merge");
        }
        Map<String, String> configuration = new LinkedHashMap<>();
        configuration.put(Constants.SHARD, ShardSetting.AUTO);
        configuration.putAll(config.values());
        // The key is read before the run: a wrong key file should not cost a whole part.
        PrivateKey key = null;
        PublicKey publicKey = null;
        if (signKey != null) {
            try {
                key = Ed25519Keys.readPrivate(signKey);
                publicKey = Ed25519Keys.readPublic(signKey);
            } catch (IOException e) {
                err.println("shard: --sign-key " + signKey + ": " + e.getMessage());
                return 2;
            }
        }
        Shard part;
        try {
            part = ShardSetting.of(
                    configuration.get(Constants.SHARD), configuration.get(Constants.SHARD_COUNT), environment);
        } catch (IllegalArgumentException e) {
            err.println("shard: " + e.getMessage());
            return 2;
        }
        configuration.put(Constants.SHARD, part.toString());
        configuration.put(Constants.JOURNAL, journal);
        boolean sandboxForSigning = CertificationSandbox.byDefault(configuration, signKey != null);
        if (resources.isEmpty()) {
            resources.add(AvsLaunch.CASES);
        }
        AvsReportsListener recording = AvsReportsListener.of(Clock.systemUTC());
        AvsLaunch.execute(resources, configuration, recording);
        RunRecorder run = recording.recorder();
        // No case ran: a setting, the device or the discovery stopped the run before its first case (the recorder
        // keeps the engine's failure as a run problem). That is a setup error, not a part with results.
        if (run.cases().isEmpty()) {
            if (run.problems().isEmpty()) {
                err.println("shard: no AVS case ran in part " + part);
            }
            run.problems().forEach(p -> err.println("shard: " + p.name() + ": " + p.message()));
            if (sandboxForSigning
                    && run.problems().stream().anyMatch(p -> CertificationSandbox.isTheSandboxes(p.message()))) {
                err.println("shard: " + CertificationSandbox.UNSANDBOXED_ON_PURPOSE);
            }
            return 2;
        }
        int status = report(part, journal, run, out);
        try {
            List<String> changed = JournalAsReported.differences(Path.of(journal), run.cases());
            if (!changed.isEmpty()) {
                err.println("shard: " + journal + " not sealed: it changed while the part ran (a device run without the"
                        + " sandbox can write it); it says what the run did not report: " + String.join("; ", changed));
                return 2;
            }
            seal(Path.of(journal), part, key, publicKey, out);
        } catch (IOException e) {
            err.println("shard: cannot seal " + journal + ": " + e.getMessage());
            return 2;
        }
        return status;
    }

    /**
     * The last line: the journal's SHA-256, for the merge to check (and, with a key, the signed statement beside
     * it), so a journal changed after this part ended is refused.
     */
    private static void seal(Path journal, Shard part, PrivateKey key, PublicKey publicKey, PrintStream out)
            throws IOException {
        String sha256 = JournalSeal.sha256(journal);
        String signed = "";
        if (key != null) {
            JournalHeader header = JournalContents.read(journal).header();
            Path envelope = JournalSeal.sign(
                    journal, sha256, header == null ? "" : header.run(), part.toString(), key, publicKey);
            signed = ", signed by key " + Ed25519Keys.keyId(publicKey) + " in " + envelope;
        }
        out.println("Journal " + journal + " sealed: sha256 " + sha256 + signed);
        out.flush();
    }

    private static int report(Shard part, String journal, RunRecorder run, PrintStream out) {
        List<CaseResult> cases = run.cases();
        List<CaseResult> nonConforming =
                cases.stream().filter(c -> c.status().nonConforming()).toList();
        out.println("Part " + part + ": " + cases.size() + " cases journaled in " + journal + ": "
                + cases.stream().filter(c -> c.status() == CaseStatus.PASS).count() + " pass, "
                + nonConforming.size() + " non-conforming, "
                + cases.stream()
                        .filter(c -> c.status() == CaseStatus.NOT_SUPPORTED)
                        .count() + " not supported, "
                + cases.stream().filter(c -> c.status() == CaseStatus.WAIVED).count() + " waived; "
                + PartialPoints.count(
                        cases.stream().filter(CaseResult::isPartial).count()) + "; "
                + AdvisoryFindings.count(
                        cases.stream().filter(CaseResult::hasAdvisoryFindings).count()) + "; "
                + run.problems().size() + " problems");
        nonConforming.forEach(c -> out.println("  " + c.status().text() + "  " + c.avsId()));
        run.problems().forEach(p -> out.println("  " + p.status() + "  " + p.name() + ": " + p.message()));
        out.flush();
        return nonConforming.isEmpty() && run.problems().isEmpty() ? 0 : 1;
    }
}
