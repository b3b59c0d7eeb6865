package org.pto.avs.reports.run;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.apiguardian.api.API;
import org.pto.avs.reports.ReportConstants;
import org.pto.avs.reports.allure.AllureWriter;
import org.pto.avs.reports.bundle.SetupCheck;
import org.pto.avs.reports.capture.RunRecorder;
import org.pto.avs.reports.commandline.CommandLines;
import org.pto.avs.reports.commandline.ConfigOption;
import org.pto.avs.reports.listener.AvsLaunch;
import org.pto.avs.reports.listener.AvsReportsListener;
import org.pto.avs.reports.progress.ProgressWriter;
import org.pto.avs.reports.summary.ConformanceSummaryWriter;
import org.pto.avs.results.Constants;
import org.pto.avs.results.RunVerdict;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code run}: the suite on a device straight from the command line, with no build around it. Runs every AVS case the
 * jar carries (or those {@code --id} selects) on the reference device, a program ({@code --device process -- <command>})
 * or a server ({@code --device socket --address host:port}), prints the conformance summary (the verdict first) and
 * writes the summary files and the Allure results into {@code --report-dir}. Its exit codes are {@code bundle}'s; a
 * run is no certification and writes no bundle.
 */
@Command(
        name = "run",
        description = {
            "run the AVS cases on a device and print the summary, the verdict first",
            "Runs every AVS case (or those --id selects) on the reference device (the default), on your program"
                    + " (--device process -- <command...>) or on your server (--device socket --address"
                    + " host:port), and prints the summary: the verdict, each case, the totals, the clause coverage.",
            "The summary files (summary.json, summary.md, coverage.svg) and the Allure results (allure-results/)"
                    + " go to --report-dir. A live count shows on a terminal (avs.progress=on unless set).",
            "A run is no certification: bundle runs every case and writes a bundle to verify."
        },
        exitCodeList = {
            "0:every case run conforms (not-supported cases make the verdict incomplete, not a failure)",
            "1:some case does not conform (the summary lists it), or --config avs.require is not met",
            "2:usage or setup error (unknown device, a device that does not start, an --id that matches nothing)"
        })
@API(status = API.Status.MAINTAINED, since = "0.1")
public final class RunCommand implements Callable<Integer> {

    /** Where the reports go when {@code --report-dir} is not given. */
    public static final String DEFAULT_REPORT_DIR = ReportConstants.DEFAULT_SUMMARY_DIR;

    /** The folder of the Allure results inside the report folder. */
    public static final String ALLURE_RESULTS = "allure-results";

    private static final String COMMAND = Constants.DEVICE_SETTINGS_PREFIX + "command";
    private static final String ADDRESS = Constants.DEVICE_SETTINGS_PREFIX + "address";

    @Option(
            names = "--device",
            paramLabel = "<name>",
            description = "reference (default), process (your program, its command after --), socket (your server,"
                    + " --address), or another avs.device on the class path")
    private String device;

    @Option(
            names = "--address",
            paramLabel = "<host:port>",
            description = "the server of --device socket (avs.device.address)")
    private String address;

    @Option(
            names = "--id",
            paramLabel = "<id or glob>",
            description = "only the cases whose AVS id matches: an id, a glob with * and ?, or a comma list (avs.id)")
    private String id;

    @Option(
            names = "--report-dir",
            paramLabel = "<dir>",
            defaultValue = DEFAULT_REPORT_DIR,
            description = "where the summary files and allure-results/ go (default: ${DEFAULT-VALUE})")
    private Path reportDir;

    @Parameters(
            paramLabel = "<command>",
            arity = "0..*",
            description = "after --: the program of --device process and its arguments, as given (avs.device.command)")
    private List<String> command = new ArrayList<>();

    @Mixin
    private ConfigOption config;

    @Spec
    private CommandSpec spec;

    private final PrintStream out;
    private final PrintStream err;

    private RunCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    /** The command, for {@code pto-avs} to offer. */
    public static RunCommand printingTo(PrintStream out, PrintStream err) {
        return new RunCommand(out, err);
    }

    /** Runs the command; returns its exit status. */
    public static int run(List<String> args, PrintStream out, PrintStream err) {
        return CommandLines.execute(new RunCommand(out, err), args, out, err);
    }

    @Override
    public Integer call() {
        Map<String, String> configuration = configuration();
        AvsReportsListener recording = AvsReportsListener.of(
                Clock.systemUTC(), new AllureWriter(), new ConformanceSummaryWriter(out), new ProgressWriter(err));
        AvsLaunch.execute(List.of(AvsLaunch.CASES), configuration, recording);
        RunRecorder run = recording.recorder();
        out.println("Allure results: " + configuration.get(ReportConstants.ALLURE_DIR));
        out.flush();
        List<String> causes = new SetupCheck().causes(run);
        if (!causes.isEmpty()) {
            err.println("run: the device was not judged: " + String.join("\n  ", causes));
            err.flush();
            return 2;
        }
        boolean nonConforming = run.cases().stream().anyMatch(c -> c.status().nonConforming());
        boolean requirementNotMet =
                run.problems().stream().anyMatch(p -> p.message().startsWith(RunVerdict.REQUIREMENT_NOT_MET));
        return nonConforming || requirementNotMet ? 1 : 0;
    }

    /**
     * The engine's settings: the report folders, then {@code --config} (which may name them otherwise), then what
     * this command's own options say, which win.
     */
    private Map<String, String> configuration() {
        Map<String, String> configuration = new LinkedHashMap<>();
        configuration.put(ReportConstants.SUMMARY_DIR, reportDir.toString());
        configuration.put(
                ReportConstants.ALLURE_DIR, reportDir.resolve(ALLURE_RESULTS).toString());
        configuration.putAll(config.values());
        if (!given(configuration, Constants.PROGRESS)) {
            configuration.put(Constants.PROGRESS, "on");
        }
        String name = device != null
                ? device
                : configuration.getOrDefault(Constants.DEVICE, System.getProperty(Constants.DEVICE, ""));
        if (!command.isEmpty() && !name.equals("process")) {
            throw CommandLines.usageError(
                    spec, "the command " + command + " is the program of a process device: give --device process");
        }
        if (address != null && !name.equals("socket")) {
            throw CommandLines.usageError(spec, "--address is the server of a socket device: give --device socket");
        }
        if (name.equals("process") && command.isEmpty() && !given(configuration, COMMAND)) {
            throw CommandLines.usageError(
                    spec,
                    "--device process runs your program: give its command after --, as in"
                            + " 'run --device process -- python3 device.py'");
        }
        if (name.equals("socket") && address == null && !given(configuration, ADDRESS)) {
            throw CommandLines.usageError(spec, "--device socket connects to your server: give --address <host:port>");
        }
        if (device != null) {
            configuration.put(Constants.DEVICE, device);
        }
        if (!command.isEmpty()) {
            configuration.put(COMMAND, json(command));
        }
        if (address != null) {
            configuration.put(ADDRESS, address);
        }
        if (id != null) {
            configuration.put(Constants.ID, id);
        }
        return configuration;
    }

    /** Whether the run has {@code key}: given here, or as a system property, which the engine falls back to. */
    private static boolean given(Map<String, String> configuration, String key) {
        return configuration.containsKey(key) || System.getProperty(key) != null;
    }

    /** The command as a JSON array: each word reaches the program as given, spaces and quotes included. */
    private static String json(List<String> words) {
        try {
            return new ObjectMapper().writeValueAsString(words);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
