package org.pto.avs.cli;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import org.apiguardian.api.API;
import org.pto.avs.reports.bundle.BundleCommand;
import org.pto.avs.reports.bundle.KeygenCommand;
import org.pto.avs.reports.bundle.SignWaiversCommand;
import org.pto.avs.reports.bundle.VerifyCommand;
import org.pto.avs.reports.commandline.CommandLines;
import org.pto.avs.reports.merge.MergeCommand;
import org.pto.avs.reports.merge.PartCommand;
import org.pto.avs.reports.run.RunCommand;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code java -jar pto-avs.jar <command> [args]}: the PTO AVS tools. The certification commands are the reports
 * module's, so that a customer needs only this jar to check a bundle: the jar carries the suite's case files, and
 * {@code verify} checks a bundle against them.
 */
@Command(
        name = "pto-avs",
        description =
                "The PTO AVS tools: the suite on a device, the codec, the reference device, certification bundles.",
        synopsisSubcommandLabel = "<command>",
        commandListHeading = "%nCommands:%n",
        footer = {
            "%n'pto-avs help <command>' or 'pto-avs <command> --help' shows one command's help; --version (alone"
                    + " or after any command) prints the suite version and the catalog's SHA-256."
        },
        exitCodeList = {
            "0:success",
            "1:the input was refused (or lint --strict found an error), or run or bundle found a case that does not"
                    + " conform",
            "2:usage error",
            "3:verify --require-conformance: verified, but the device does not conform"
        })
@API(status = API.Status.MAINTAINED, since = "0.1")
public final class Main implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    private Main() {}

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Runs one command line; returns the exit code instead of exiting, so tests can call it. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return CommandLines.execute(commandLine(out, err), Arrays.asList(args), out, err);
    }

    /** Every command, in the order the usage lists them. A new command is one more line here. */
    static CommandLine commandLine(PrintStream out, PrintStream err) {
        CommandLine line = new CommandLine(new Main());
        for (Object command : List.of(
                RunCommand.printingTo(out, err),
                new AsmCommand(out, err),
                new DisasmCommand(out, err),
                new LintCommand(out, err),
                new DocsCommand(out, err),
                new ServeCommand(out, err),
                BundleCommand.printingTo(out, err),
                PartCommand.printingTo(out, err),
                MergeCommand.printingTo(out, err),
                VerifyCommand.printingTo(out, err),
                KeygenCommand.printingTo(out, err),
                SignWaiversCommand.printingTo(out, err),
                new HelpCommand())) {
            line.addSubcommand(command);
        }
        line.addSubcommand(new VersionWord());
        line.getSubcommands()
                .get("help")
                .getCommandSpec()
                .usageMessage()
                .description("show one command's help ('help <command>'), or this overview");
        return line;
    }

    /** {@code pto-avs} alone: which command? The overview on stderr, a usage error. */
    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return CommandLines.USAGE;
    }

    /** {@code pto-avs version}, as {@code pto-avs --version}. */
    @Command(name = "version", hidden = true)
    static final class VersionWord implements Runnable {
        @Spec
        private CommandSpec spec;

        @Override
        public void run() {
            spec.commandLine().printVersionHelp(spec.commandLine().getOut());
        }
    }
}
