package org.pto.avs.reports.merge;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.PublicKey;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.apiguardian.api.API;
import org.pto.avs.reports.attest.Ed25519Keys;
import org.pto.avs.reports.bundle.BundleCommand;
import org.pto.avs.reports.capture.RunInfos;
import org.pto.avs.reports.commandline.CommandLines;
import org.pto.avs.reports.commandline.ConfigOption;
import org.pto.avs.reports.shards.ShardRecord;
import org.pto.avs.reports.suite.SuiteFiles;
import org.pto.avs.reports.suite.SuitePoints;
import org.pto.avs.results.Constants;
import org.pto.avs.results.journal.JournalEntry;
import org.pto.avs.results.journal.JournalException;
import org.pto.avs.results.journal.ResultJournal;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code merge}: merges the parts of a sharded run ({@code avs.shard=i/n}, each with its {@code avs.journal}) into one
 * certification bundle and one conformance summary. First the journals' seals are checked ({@link JournalSeal}): with
 * {@code --trusted-key}, each must be signed by one of the keys; with {@code --journal-sha256}, each must have the
 * digest its part printed; {@code --sign-key} needs one of them, so a signature never vouches for journals whose
 * seals were not checked. Then the journals are checked ({@link ShardJournals}): every line where its run wrote it,
 * one per part, one device, each id
 * in its own part, a result for every mandated id. Then the bundle is written from their results alone
 * ({@code avs.resume=only}: no device is opened, no case runs), so the bundle and the summary are those an unsharded
 * run would have made, and the bundle's {@code shards.json} records which part ran which id for the verifier to
 * check.
 *
 * <p>Journals that hold only property cases are the parts of a random campaign ({@link RandomCampaign}): each part
 * ran its own range of each property case's programs, and the merge prints and writes ({@value #CAMPAIGN_FILE} in
 * {@code --out}) the campaign's programs, made, judged and skipped, and its differences with their shrunk
 * counterexamples; 0 when nothing differed, 1 otherwise.
 */
@Command(
        name = "merge",
        description = {
            "merge the parts' journals into one certification bundle (sign it with --sign-key)",
            "Checks that the journals are as their parts sealed them (signed by a --trusted-key, or of"
                    + " the SHA-256 a part printed), that every line is where its run wrote it, that they are the"
                    + " parts 1/n..n/n of one run on one device and hold a result for every mandated AVS id, then"
                    + " writes the bundle <dir> and <dir>.zip of the whole run; no case runs again.",
            "--sign-key needs --trusted-key or --journal-sha256, and signs only when verify --trusted-key with"
                    + " that key would accept the bundle (the journals' evidence earns their statuses): otherwise it"
                    + " leaves no bundle.",
            "Journals of a random campaign (property cases only) merge into <dir>/" + MergeCommand.CAMPAIGN_FILE
                    + ": the programs made,"
                    + " judged and skipped, and each difference with its shrunk counterexample."
        },
        exitCodeList = {
            "0:every case conforms (no program differed)",
            "1:some does not",
            "2:the journals cannot be merged, or a usage error"
        })
@API(status = API.Status.MAINTAINED, since = "0.1")
public final class MergeCommand implements Callable<Integer> {

    /** The file a merged random campaign is written to, in {@code --out}. */
    public static final String CAMPAIGN_FILE = "campaign.json";

    @Option(
            names = "--out",
            paramLabel = "<dir>",
            defaultValue = BundleCommand.DEFAULT_OUT,
            description = "the bundle's directory, <dir>.zip beside it (default: ${DEFAULT-VALUE})")
    private Path directory;

    @Option(names = "--replace", description = "replace an earlier bundle in <dir> (never anything else)")
    private boolean replace;

    @Option(
            names = "--sign-key",
            paramLabel = "<key.pem>",
            description = "sign the bundle with this key (keygen); with --trusted-key or --journal-sha256")
    private Path signKey;

    @Option(
            names = "--trusted-key",
            paramLabel = "<pub.pem>",
            description = "every journal must be signed by one of these keys (shard --sign-key)")
    private List<Path> trustedKeys = new ArrayList<>();

    @Option(
            names = "--journal-sha256",
            paramLabel = "<journal>=<sha256>",
            description = "the journal must have the SHA-256 its part printed in its last line")
    private List<String> journalDigests = new ArrayList<>();

    @Mixin
    private ConfigOption config;

    @Parameters(paramLabel = "<journal>", arity = "0..*", description = "the parts' journals")
    private List<Path> journals = new ArrayList<>();

    @Spec
    private CommandSpec spec;

    private final PrintStream out;
    private final PrintStream err;

    private MergeCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    /** The command, for {@code pto-avs} to offer. */
    public static MergeCommand printingTo(PrintStream out, PrintStream err) {
        return new MergeCommand(out, err);
    }

    public static void main(String[] args) {
        int status = run(List.of(args), System.out, System.err);
        if (status != 0) {
            System.exit(status);
        }
    }

    public static int run(List<String> args, PrintStream out, PrintStream err) {
        return CommandLines.execute(new MergeCommand(out, err), args, out, err);
    }

    @Override
    public Integer call() {
        Map<Path, String> digests = new LinkedHashMap<>();
        for (String value : journalDigests) {
            // The digest follows the last '=': a journal's path may hold one.
            int equals = value.lastIndexOf('=');
            if (equals <= 0 || !value.substring(equals + 1).matches("[0-9a-fA-F]{64}")) {
                throw CommandLines.usageError(
                        spec, "--journal-sha256 takes <journal>=<SHA-256 of 64 hex digits>," + " got '" + value + "'");
            }
            digests.put(Path.of(value.substring(0, equals)).toAbsolutePath().normalize(), value.substring(equals + 1));
        }
        if (journals.isEmpty()) {
            throw CommandLines.usageError(spec, "name the journals of the parts to merge");
        }
        if (signKey != null && trustedKeys.isEmpty() && digests.isEmpty()) {
            // A signature vouches for the journals: only for journals shown to be as their parts sealed them.
            throw CommandLines.usageError(
                    spec,
                    "--sign-key signs only journals whose seal the merge checked: add --trusted-key <pub.pem> (the"
                            + " journals signed by shard --sign-key) or --journal-sha256 <journal>=<sha256> for each"
                            + " journal (the SHA-256 its part printed in its last line)");
        }
        Path work = null;
        try {
            checkSeals(journals, trustedKeys, digests, err);
            ShardJournals parts = ShardJournals.read(journals, SuitePoints.all(), suiteDigests());
            parts.warnings().forEach(w -> err.println("merge: warning: " + w));
            if (!parts.campaign().isEmpty()) {
                if (!parts.entries().isEmpty()) {
                    throw new MergeException(List.of("the journals hold both AVS points and property cases: merge the"
                            + " parts of a certification run and those of a random campaign apart"));
                }
                return campaign(parts);
            }
            work = Files.createTempDirectory("pto-avs-merge");
            Path merged = work.resolve("merged-journal.jsonl");
            try (ResultJournal journal = ResultJournal.open(merged, parts.header(), false)) {
                for (JournalEntry entry : parts.entries()) {
                    journal.append(entry);
                }
            }
            Path record = Files.writeString(
                    work.resolve("shards.json"), parts.record().toJson(), StandardCharsets.UTF_8);
            out.println("Merging " + journals.size() + " journals, parts 1.."
                    + parts.record().parts() + " of " + parts.record().parts() + ": "
                    + parts.entries().size() + " results");
            Map<String, String> configuration = config.values();
            configuration.put(Constants.JOURNAL, merged.toString());
            configuration.put(Constants.RESUME, "only");
            configuration.put(Constants.DEVICE, parts.header().device());
            configuration.put(ShardRecord.PARAMETER, record.toString());
            parts.header()
                    .settings()
                    .forEach((key, value) -> configuration.put(Constants.DEVICE_SETTINGS_PREFIX + key, value));
            return BundleCommand.bundle(
                    directory, replace, Optional.ofNullable(signKey), configuration, out, err, Clock.systemUTC());
        } catch (MergeException e) {
            e.reasons().forEach(reason -> err.println("merge: " + reason));
            return 2;
        } catch (IOException | JournalException e) {
            err.println("merge: " + e.getMessage());
            return 2;
        } finally {
            deleteQuietly(work);
        }
    }

    /**
     * Refuses journals that are not as their parts sealed them; merging journals whose seals are not checked is
     * allowed, with a warning, for a bundle that is not signed.
     */
    private static void checkSeals(
            List<Path> journals, List<Path> trustedKeys, Map<Path, String> digests, PrintStream err)
            throws IOException, MergeException {
        if (trustedKeys.isEmpty() && digests.isEmpty()) {
            err.println("merge: warning: the journals are merged as they are now; a journal changed after its part"
                    + " ended is found only with --trusted-key (signed by shard --sign-key) or --journal-sha256"
                    + " (the digest shard printed)");
            return;
        }
        List<PublicKey> trusted = new ArrayList<>();
        for (Path key : trustedKeys) {
            trusted.add(Ed25519Keys.readPublic(key));
        }
        List<String> problems = JournalSeal.problems(journals, trusted, digests);
        if (!problems.isEmpty()) {
            throw new MergeException(problems);
        }
    }

    /**
     * Merges the parts of a random campaign: prints each property case's totals and differences and writes them to
     * {@code <out>/campaign.json}. Exit status 0 when every campaign passed, 1 when one differed or did not finish.
     */
    private int campaign(ShardJournals parts) throws IOException, MergeException {
        List<RandomCampaign> campaigns = RandomCampaign.of(parts.campaign());
        if (signKey != null) {
            throw new MergeException(List.of("--sign-key signs a certification bundle; a random campaign is no"
                    + " certification, and its summary is not signed"));
        }
        Path file = directory.resolve(CAMPAIGN_FILE);
        if (Files.exists(file) && !replace) {
            throw new IOException(file + " exists (--replace writes over it)");
        }
        Files.createDirectories(directory);
        Files.writeString(file, RandomCampaign.json(campaigns), StandardCharsets.UTF_8);
        out.println("Merging the random campaign of " + parts.record().parts() + " parts");
        campaigns.forEach(c -> out.print(c.text()));
        out.println("Campaign summary: " + file);
        out.flush();
        return campaigns.stream().allMatch(c -> c.verdict().equals("pass")) ? 0 : 1;
    }

    private static void deleteQuietly(Path root) {
        if (root == null) {
            return;
        }
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path path : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        } catch (IOException e) {
            // A temporary folder; the system cleans it in the end.
        }
    }

    private static Map<String, String> suiteDigests() {
        Map<String, String> digests = new TreeMap<>();
        SuiteFiles.fromClasspath(RunInfos.classLoader()).files().forEach(f -> digests.put(f.path(), f.sha256()));
        return digests;
    }
}
