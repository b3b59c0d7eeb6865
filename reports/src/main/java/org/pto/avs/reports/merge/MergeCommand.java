package org.pto.avs.reports.merge;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
import org.pto.avs.reports.bundle.BundleCommand;
import org.pto.avs.reports.capture.RunInfos;
import org.pto.avs.reports.shards.ShardRecord;
import org.pto.avs.reports.suite.SuiteFiles;

/**
 * Merges the parts of a sharded run ({@code avs.shard=i/n}, each with its {@code avs.journal}) into one certification
 * bundle and one conformance summary:
 * <pre>
 * MergeCommand --out &lt;dir&gt; [--replace] [--sign-key &lt;key.pem&gt;] [--config &lt;key&gt;=&lt;value&gt;]... &lt;journal&gt;...
 * </pre>
 * The journals are checked first ({@link ShardJournals}): one per part, one device, each id in its own part, a
 * result for every mandated id. Then the bundle command runs on their results alone ({@code avs.resume=only}: no
 * device is opened, no case runs), so the bundle and the summary are those an unsharded run would have made, and
 * the bundle's {@code shards.json} records which part ran which id for the verifier to check. Exit status as the
 * bundle command's: 0 conforming, 1 not, 2 when the journals cannot be merged or on a usage error.
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
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.equals("--out") || arg.equals("--config") || arg.equals("--sign-key")) {
                if (i + 1 >= args.size()) {
                    return usage(err, arg + " needs a value");
                }
                bundleArgs.add(arg);
                bundleArgs.add(args.get(++i));
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
            ShardJournals parts = ShardJournals.read(journals, mandatedIds(), suiteDigests());
            parts.warnings().forEach(w -> err.println("merge: warning: " + w));
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
        stream.println("usage: MergeCommand --out <dir> [--replace] [--sign-key <key.pem>] [--config <key>=<value>]... <journal>...");
        stream.println("  Merges the journals of the parts of a sharded run (avs.shard=i/n, avs.journal=<file> each)");
        stream.println("  into one certification bundle <dir> and its summary; no case runs again.");
        return 2;
    }
}
