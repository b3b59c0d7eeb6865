package org.pto.avs.cli;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

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
        if (args.length == 0 || isHelp(args[0])) {
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
        return command.get().run(rest, out, err);
    }

    static String usage() {
        StringBuilder text = new StringBuilder("usage: pto-avs <command> [arguments]\n\ncommands:\n");
        for (Command command : COMMANDS) {
            text.append(String.format("  %-8s %s%n", command.name(), command.summary()));
        }
        text.append(String.format("  %-8s %s%n", "help", "this text; 'help <command>' or '<command> --help' for one command"));
        text.append("\nexit codes: 0 success, 1 the input was refused (or lint --strict found an error), 2 usage error\n");
        return text.toString();
    }

    private static Optional<Command> command(String name) {
        return COMMANDS.stream().filter(c -> c.name().equals(name)).findFirst();
    }

    private static int unknown(String name, PrintStream err) {
        err.println("pto-avs: unknown command '" + name + "'");
        err.print(usage());
        return Command.USAGE;
    }

    private static boolean isHelp(String arg) {
        return arg.equals("help") || arg.equals("--help") || arg.equals("-h");
    }
}
