package org.pto.avs.reports.merge;

import java.io.PrintStream;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.launcher.EngineFilter;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.core.LauncherConfig;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.pto.avs.engine.api.CaseStatus;
import org.pto.avs.engine.api.Constants;
import org.pto.avs.engine.api.PartialPoints;
import org.pto.avs.engine.api.Shard;
import org.pto.avs.engine.api.ShardSetting;
import org.pto.avs.reports.capture.RecordingListener;
import org.pto.avs.reports.capture.RunRecorder;
import org.pto.avs.reports.model.CaseResult;

/**
 * Runs one part of a sharded run and journals it, for {@link MergeCommand} to join with the other parts:
 * <pre>
 * PartCommand --journal &lt;file&gt; [--select &lt;classpath resource&gt;]... [--config &lt;key&gt;=&lt;value&gt;]...
 * </pre>
 * The part is {@code avs.shard} ({@code auto} unless {@code --config avs.shard=...} says otherwise: the scheduler's
 * variables, {@link ShardSetting}), read once here and handed to the engine as {@code i/n}. {@code --select} names
 * what to run: {@code pto-avs/cases} (the AVS points, the default) or {@code pto-avs/properties} (a random campaign,
 * each part making its own range of every property case's programs). Exit status: 0 every case of the part
 * conforms, 1 some case does not (the journal holds it all the same), 2 on a usage or setup error (no part to read,
 * a device that does not start, a journal another run holds).
 */
public final class PartCommand {

    private PartCommand() {
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
        Map<String, String> configuration = new LinkedHashMap<>();
        configuration.put(Constants.SHARD, ShardSetting.AUTO);
        List<String> resources = new ArrayList<>();
        String journal = null;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.equals("--help") || arg.equals("-h")) {
                usage(out, null);
                return 0;
            }
            if (!arg.equals("--journal") && !arg.equals("--select") && !arg.equals("--config")) {
                return usage(err, "unknown argument '" + arg + "'");
            }
            if (i + 1 >= args.size()) {
                return usage(err, arg + " needs a value");
            }
            String value = args.get(++i);
            if (arg.equals("--journal")) {
                journal = value;
            } else if (arg.equals("--select")) {
                resources.add(value);
            } else {
                int equals = value.indexOf('=');
                if (equals <= 0) {
                    return usage(err, "--config takes <key>=<value>, got '" + value + "'");
                }
                configuration.put(value.substring(0, equals).strip(), value.substring(equals + 1).strip());
            }
        }
        if (journal == null) {
            return usage(err, "--journal names the file this part's results go to, for the merge");
        }
        Shard part;
        try {
            part = ShardSetting.of(configuration.get(Constants.SHARD), configuration.get(Constants.SHARD_COUNT),
                    environment);
        } catch (IllegalArgumentException e) {
            err.println("shard: " + e.getMessage());
            return 2;
        }
        configuration.put(Constants.SHARD, part.toString());
        configuration.put(Constants.JOURNAL, journal);
        if (resources.isEmpty()) {
            resources.add("pto-avs/cases");
        }
        RecordingListener recording = new RecordingListener(Clock.systemUTC());
        Launcher launcher = LauncherFactory.create(LauncherConfig.builder()
                .enableTestExecutionListenerAutoRegistration(false)
                .addTestExecutionListeners(recording).build());
        launcher.execute(LauncherDiscoveryRequestBuilder.request()
                .selectors(resources.stream().map(DiscoverySelectors::selectClasspathResource).toList())
                .filters(EngineFilter.includeEngines(Constants.ENGINE_ID))
                .configurationParameters(configuration).build());
        RunRecorder run = recording.recorder();
        // No case ran: a setting, the device or the discovery stopped the run before its first case (the recorder
        // keeps the engine's failure as a run problem). That is a setup error, not a part with results.
        if (run.cases().isEmpty()) {
            if (run.problems().isEmpty()) {
                err.println("shard: no AVS case ran in part " + part);
            }
            run.problems().forEach(p -> err.println("shard: " + p.name() + ": " + p.message()));
            return 2;
        }
        return report(part, journal, run, out);
    }

    private static int report(Shard part, String journal, RunRecorder run, PrintStream out) {
        List<CaseResult> cases = run.cases();
        List<CaseResult> nonConforming = cases.stream().filter(c -> c.status().nonConforming()).toList();
        out.println("Part " + part + ": " + cases.size() + " cases journaled in " + journal + ": "
                + cases.stream().filter(c -> c.status() == CaseStatus.PASS).count() + " pass, "
                + nonConforming.size() + " non-conforming, "
                + cases.stream().filter(c -> c.status() == CaseStatus.NOT_SUPPORTED).count() + " not supported, "
                + cases.stream().filter(c -> c.status() == CaseStatus.WAIVED).count() + " waived; "
                + PartialPoints.count(cases.stream().filter(CaseResult::isPartial).count()) + "; "
                + run.problems().size() + " problems");
        nonConforming.forEach(c -> out.println("  " + c.status().text() + "  " + c.avsId()));
        run.problems().forEach(p -> out.println("  " + p.status() + "  " + p.name() + ": " + p.message()));
        out.flush();
        return nonConforming.isEmpty() && run.problems().isEmpty() ? 0 : 1;
    }

    private static int usage(PrintStream stream, String problem) {
        if (problem != null) {
            stream.println("shard: " + problem);
        }
        stream.println("usage: shard --journal <file> [--select <classpath resource>]... [--config <key>=<value>]...");
        stream.println("  Runs this process's part of a sharded run (avs.shard, default auto: AVS_SHARD, or a Kubernetes");
        stream.println("  Indexed Job's JOB_COMPLETION_INDEX with avs.shard.count, or GitLab's CI_NODE_INDEX and");
        stream.println("  CI_NODE_TOTAL) and journals it; merge joins the parts' journals. --select pto-avs/properties");
        stream.println("  runs a random campaign, each part making its own range of every property case's programs.");
        return 2;
    }
}
