package org.pto.avs.cli;

import java.io.PrintStream;
import java.util.List;

/** One sub-command of {@code pto-avs}. Exit codes: 0 success, 1 the input was refused, 2 a usage error. */
public interface Command {

    int OK = 0;
    int REFUSED = 1;
    int USAGE = 2;

    /** The word that selects the command: {@code asm}. */
    String name();

    /** One line for the command list. */
    String summary();

    /** The command's full help: synopsis, options, exit codes. */
    String help();

    /** The {@code --options} it takes; any other is refused before it runs, naming the closest of these. */
    List<String> options();

    int run(List<String> args, PrintStream out, PrintStream err);
}
