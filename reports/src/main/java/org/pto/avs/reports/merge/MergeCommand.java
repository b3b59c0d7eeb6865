package org.pto.avs.reports.merge;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.PublicKey;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.pto.avs.engine.api.Constants;
import org.pto.avs.engine.api.journal.JournalEntry;
import org.pto.avs.engine.api.journal.JournalException;
import org.pto.avs.engine.api.journal.ResultJournal;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Instruction;
import org.pto.avs.reports.attest.Ed25519Keys;
import org.pto.avs.reports.bundle.BundleCommand;
import org.pto.avs.reports.capture.RunInfos;
import org.pto.avs.reports.shards.ShardRecord;
import org.pto.avs.reports.suite.SuiteFiles;

/**
 * Merges the parts of a sharded run ({@code avs.shard=i/n}, each with its {@code avs.journal}) into one certification
 * bundle and one conformance summary:
 * <pre>
 * MergeCommand --out &lt;dir&gt; [--replace] [--sign-key &lt;key.pem&gt;] [--trusted-key &lt;pub.pem&gt;]...
 *     [--journal-sha256 &lt;journal&gt;=&lt;sha256&gt;]... [--config &lt;key&gt;=&lt;value&gt;]... &lt;journal&gt;...
 * </pre>
 * First the journals' seals are checked ({@link JournalSeal}): with {@code --trusted-key}, each must be signed by one
 * of the keys; with {@code --journal-sha256}, each must have the digest its part printed.
 * The journals are checked first ({@link ShardJournals}): one per part, one device, each id in its own part, a
 * result for every mandated id. Then the bundle command runs on their results alone ({@code avs.resume=only}: no
 * device is opened, no case runs), so the bundle and the summary are those an unsharded run would have made, and
 * the bundle's {@code shards.json} records which part ran which id for the verifier to check. Exit status as the
 * bundle command's: 0 conforming, 1 not, 2 when the journals cannot be merged or on a usage error.
 *
 * <p>Journals that hold only property cases are the parts of a random campaign ({@link RandomCampaign}): each part
 * ran its own range of each property case's programs, and the merge prints and writes ({@value #CAMPAIGN_FILE} in
 * {@code --out}) the campaign's programs, made, judged and skipped, and its differences with their shrunk
 * counterexamples; 0 when nothing differed, 1 otherwise.
 */
public final class MergeCommand {

    private MergeCommand() {
    }

    public static void main(String[] args) {
        int status = run(List.of(args), System.out, System.err);
        if (status != 0) {
            System.exit(status);
        }
    }

    public static int run(List<String> args, PrintStream out, PrintStream err) {
        List<String> bundleArgs = new ArrayList<>();
        List<Path> journals = new ArrayList<>();
        List<Path> trustedKeys = new ArrayList<>();
        Map<Path, String> digests = new java.util.LinkedHashMap<>();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.equals("--out") || arg.equals("--config") || arg.equals("--sign-key")) {
                if (i + 1 >= args.size()) {
                    return usage(err, arg + " needs a value");
                }
                bundleArgs.add(arg);
                bundleArgs.add(args.get(++i));
            } else if (arg.equals("--trusted-key") || arg.equals("--journal-sha256")) {
                if (i + 1 >= args.size()) {
                    return usage(err, arg + " needs a value");
                }
                String value = args.get(++i);
                if (arg.equals("--trusted-key")) {
                    trustedKeys.add(Path.of(value));
                } else {
                    int equals = value.lastIndexOf('=');
                    if (equals <= 0 || !value.substring(equals + 1).matches("[0-9a-fA-F]{64}")) {
                        return usage(err, "--journal-sha256 takes <journal>=<SHA-256 of 64 hex digits>, got '"
                                + value + "'");
                    }
                    digests.put(Path.of(value.substring(0, equals)).toAbsolutePath().normalize(),
                            value.substring(equals + 1));
                }
            } else if (arg.equals("--replace")) {
                bundleArgs.add(arg);
            } else if (arg.equals("--help") || arg.equals("-h")) {
                usage(out, null);
                return 0;
            } else if (arg.startsWith("-")) {
                return usage(err, "unknown argument '" + arg + "'");
            } else {
                journals.add(Path.of(arg));
            }
        }
        if (journals.isEmpty()) {
            return usage(err, "name the journals of the parts to merge");
        }
        Path work = null;
        try {
            checkSeals(journals, trustedKeys, digests, err);
            ShardJournals parts = ShardJournals.read(journals, mandatedIds(), suiteDigests());
            parts.warnings().forEach(w -> err.println("merge: warning: " + w));
            if (!parts.campaign().isEmpty()) {
                if (!parts.entries().isEmpty()) {
                    throw new MergeException(List.of("the journals hold both AVS points and property cases: merge the"
                            + " parts of a certification run and those of a random campaign apart"));
                }
                return campaign(parts, bundleArgs, out);
            }
            work = Files.createTempDirectory("pto-avs-merge");
            Path merged = work.resolve("merged-journal.jsonl");
            try (ResultJournal journal = ResultJournal.open(merged, parts.header(), false)) {
                for (JournalEntry entry : parts.entries()) {
                    journal.append(entry);
                }
            }
            Path record = Files.writeString(work.resolve("shards.json"), parts.record().toJson(),
                    StandardCharsets.UTF_8);
            out.println("Merging " + journals.size() + " journals, parts 1.." + parts.record().parts() + " of "
                    + parts.record().parts() + ": " + parts.entries().size() + " results");
            bundleArgs.addAll(List.of("--config", Constants.JOURNAL + "=" + merged,
                    "--config", Constants.RESUME + "=only",
                    "--config", Constants.DEVICE + "=" + parts.header().device(),
                    "--config", ShardRecord.PARAMETER + "=" + record));
            parts.header().settings().forEach((key, value) -> bundleArgs.addAll(
                    List.of("--config", Constants.DEVICE_SETTINGS_PREFIX + key + "=" + value)));
            return BundleCommand.run(bundleArgs, out, err);
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
     * Refuses journals that are not as their parts sealed them; merging journals that were not sealed at all is
     * allowed, with a warning, as before.
     */
    private static void checkSeals(List<Path> journals, List<Path> trustedKeys, Map<Path, String> digests,
            PrintStream err) throws IOException, MergeException {
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
    private static int campaign(ShardJournals parts, List<String> bundleArgs, PrintStream out)
            throws IOException, MergeException {
        List<RandomCampaign> campaigns = RandomCampaign.of(parts.campaign());
        int at = bundleArgs.indexOf("--out");
        if (bundleArgs.contains("--sign-key")) {
            throw new MergeException(List.of("--sign-key signs a certification bundle; a random campaign is no"
                    + " certification, and its summary is not signed"));
        }
        Path directory = Path.of(at < 0 ? BundleCommand.DEFAULT_OUT : bundleArgs.get(at + 1));
        Path file = directory.resolve(CAMPAIGN_FILE);
        if (Files.exists(file) && !bundleArgs.contains("--replace")) {
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

    /** The file a merged random campaign is written to, in {@code --out}. */
    public static final String CAMPAIGN_FILE = "campaign.json";

    /** Every AVS id the catalog's instructions list in their {@code tests}. */
    static Set<String> mandatedIds() {
        Set<String> ids = new TreeSet<>();
        for (Instruction instruction : Catalog.standard().instructions()) {
            ids.addAll(instruction.tests());
        }
        return ids;
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
        Map<String, String> digests = new java.util.TreeMap<>();
        SuiteFiles.fromClasspath(RunInfos.classLoader()).files().forEach(f -> digests.put(f.path(), f.sha256()));
        return digests;
    }

    private static int usage(PrintStream stream, String problem) {
        if (problem != null) {
            stream.println("merge: " + problem);
        }
        stream.println("usage: MergeCommand --out <dir> [--replace] [--sign-key <key.pem>] [--trusted-key <pub.pem>]..."
                + " [--journal-sha256 <journal>=<sha256>]... [--config <key>=<value>]... <journal>...");
        stream.println("  Merges the journals of the parts of a sharded run (avs.shard=i/n, avs.journal=<file> each)");
        stream.println("  into one certification bundle <dir> and its summary; no case runs again. Journals of");
        stream.println("  property cases only (a random campaign) merge into <dir>/" + CAMPAIGN_FILE + ".");
        stream.println("  --trusted-key: every journal must be signed by one of these keys (shard --sign-key);");
        stream.println("  --journal-sha256: the journal must have the SHA-256 its part printed in its last line.");
        return 2;
    }
}
