package org.pto.avs.reports.commandline;

import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apiguardian.api.API;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * How every {@code pto-avs} command reads its arguments and says a usage error, in one place: the same help options
 * ({@code --help}, {@code --version}) on every command, a later value of an option winning over an earlier one (so
 * options added after a build's defaults win), and a usage error said as {@code pto-avs <command>: <problem>},
 * picocli's suggestion for a misspelt option or command, the command's synopsis and where its help is; exit 2.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class CommandLines {

    /** The exit status of a usage error, on every command. */
    public static final int USAGE = 2;

    private CommandLines() {}

    /** Runs {@code command} (a picocli command) on {@code args}; returns its exit status. */
    public static int execute(Object command, List<String> args, PrintStream out, PrintStream err) {
        return execute(new CommandLine(command), args, out, err);
    }

    /** Runs a command line (with its subcommands added) on {@code args} in the suite's style; its exit status. */
    public static int execute(CommandLine line, List<String> args, PrintStream out, PrintStream err) {
        PrintWriter helpOut = writer(out);
        PrintWriter helpErr = writer(err);
        style(line, helpOut, helpErr);
        try {
            return line.execute(args.toArray(String[]::new));
        } finally {
            helpOut.flush();
            helpErr.flush();
        }
    }

    /** A usage error found after parsing, said in the same style: {@code throw usageError(spec, "which bundle?")}. */
    public static ParameterException usageError(CommandSpec spec, String problem) {
        return new ParameterException(spec.commandLine(), problem);
    }

    private static void style(CommandLine line, PrintWriter out, PrintWriter err) {
        CommandSpec spec = line.getCommandSpec();
        if (spec.findOption("--help") == null) {
            spec.mixinStandardHelpOptions(true);
        }
        spec.versionProvider(() -> new String[] {VersionLine.text()});
        spec.usageMessage()
                .descriptionHeading("%n")
                .parameterListHeading("%nArguments:%n")
                .optionListHeading("%nOptions:%n")
                .exitCodeListHeading("%nExit codes:%n");
        line.setOut(out);
        line.setErr(err);
        // exec:java@bundle puts its defaults first and -Dexec.args after them: the later value wins.
        line.setOverwrittenOptionsAllowed(true);
        line.setUsageHelpWidth(110);
        line.setParameterExceptionHandler(CommandLines::sayUsageError);
        line.getSubcommands().values().stream().distinct().forEach(sub -> style(sub, out, err));
    }

    private static int sayUsageError(ParameterException e, String[] args) {
        CommandLine line = e.getCommandLine();
        PrintWriter err = line.getErr();
        String name = line.getCommandSpec().qualifiedName();
        err.println(name + ": " + problem(e, line));
        UnmatchedArgumentException.printSuggestions(e, err);
        CommandLine.Help help = line.getHelp();
        err.print(help.synopsisHeading() + help.synopsis(help.synopsisHeadingLength()));
        err.println("'" + name + " --help' shows the whole help.");
        err.flush();
        return USAGE;
    }

    /**
     * Picocli's message, lower-cased as the suite's own; an unknown word where a command goes, or an argument a
     * command does not take, is named for what it is.
     */
    private static String problem(ParameterException e, CommandLine line) {
        if (e instanceof UnmatchedArgumentException unmatched
                && !unmatched.isUnknownOption()
                && !unmatched.getUnmatched().isEmpty()) {
            String word = unmatched.getUnmatched().get(0);
            return line.getSubcommands().isEmpty()
                    ? "unexpected argument '" + word + "'"
                    : "unknown command '" + word + "'";
        }
        String message =
                String.valueOf(e.getMessage()).replaceFirst("^Error: ", "").replace("option option", "option");
        boolean sentence = message.length() > 1
                && Character.isUpperCase(message.charAt(0))
                && Character.isLowerCase(message.charAt(1));
        return sentence ? Character.toLowerCase(message.charAt(0)) + message.substring(1) : message;
    }

    private static PrintWriter writer(PrintStream stream) {
        return new PrintWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8), true);
    }
}
