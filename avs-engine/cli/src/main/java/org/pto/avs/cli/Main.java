package org.pto.avs.cli;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.pto.avs.isa.ClosestName;

/** {@code java -jar pto-avs.jar <command> [args]}: the PTO AVS tools. */
public final class Main {

    /** Every command, in the order the usage lists them. A new command is one more entry here. */
    static final List<Command> COMMANDS = List.of(
            new AsmCommand(),
            new DisasmCommand(),
            new LintCommand(),
            new ServeCommand(),
            CertificationCommand.BUNDLE,
            CertificationCommand.SHARD,
            CertificationCommand.MERGE,
            CertificationCommand.VERIFY,
            CertificationCommand.KEYGEN,
            CertificationCommand.SIGN_WAIVERS);

    private Main() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Runs one command line; returns the exit code instead of exiting, so tests can call it. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0) {
            err.print(usage());
            return Command.USAGE;
        }
        if (args[0].equals("--version") || args[0].equals("version")) {
            out.println(Version.text());
            return Command.OK;
        }
        if (isHelp(args[0])) {
            if (args.length > 1) {
                return command(args[1]).map(c -> {
                    out.print(c.help());
                    return Command.OK;
                }).orElseGet(() -> unknown(args[1], err));
            }
            out.print(usage());
            return Command.OK;
        }
        Optional<Command> command = command(args[0]);
        if (command.isEmpty()) {
            return unknown(args[0], err);
        }
        List<String> rest = Arrays.asList(args).subList(1, args.length);
        if (rest.size() == 1 && isHelp(rest.get(0))) {
            out.print(command.get().help());
            return Command.OK;
        }
        if (rest.contains("--version")) {
            out.println(Version.text());
            return Command.OK;
        }
        Optional<String> unknownOption = Options.unknown(rest, command.get().options());
        if (unknownOption.isPresent()) {
            err.println("pto-avs " + command.get().name() + ": " + unknownOption.get());
            err.println("(pto-avs help " + command.get().name() + " shows its usage)");
            return Command.USAGE;
        }
        return command.get().run(rest, out, err);
    }

    static String usage() {
        StringBuilder text = new StringBuilder("usage: pto-avs <command> [arguments]\n\ncommands:\n");
        int width = COMMANDS.stream().mapToInt(c -> c.name().length()).max().orElse(0);
        String row = "  %-" + width + "s %s%n";
        for (Command command : COMMANDS) {
            text.append(String.format(row, command.name(), command.summary()));
        }
        text.append(String.format(row, "help", "this text; 'help <command>' or '<command> --help' for one command"));
        text.append("\n--version (alone or after any command) prints the suite version and the catalog's SHA-256.\n");
        text.append("\nexit codes: 0 success, 1 the input was refused (or lint --strict found an error), 2 usage error\n");
        return text.toString();
    }

    private static Optional<Command> command(String name) {
        return COMMANDS.stream().filter(c -> c.name().equals(name)).findFirst();
    }

    private static int unknown(String name, PrintStream err) {
        err.println("pto-avs: unknown command '" + name + "'" + ClosestName.to(name,
                COMMANDS.stream().map(Command::name).toList()).map(c -> " (did you mean '" + c + "'?)").orElse(""));
        err.print(usage());
        return Command.USAGE;
    }

    private static boolean isHelp(String arg) {
        return arg.equals("help") || arg.equals("--help") || arg.equals("-h");
    }
}
