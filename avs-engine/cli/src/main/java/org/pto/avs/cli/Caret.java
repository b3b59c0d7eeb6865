package org.pto.avs.cli;

import java.io.PrintStream;
import org.pto.avs.isa.AssemblyException;

/** Shows an assembly error as compilers do: where and why, the line, and a caret under the column. */
final class Caret {

    private Caret() {}

    /** {@code error: column 16: mask 0011 is not one of ...}, the line, the caret. */
    static void print(AssemblyException e, PrintStream err) {
        err.println("error: " + e.getMessage());
        show(e, err);
    }

    /** {@code prog.s:3:19: error: mask 0011 is not one of ...}, the line, the caret. */
    static void print(String file, AssemblyException e, PrintStream err) {
        err.println(file + ":" + e.line() + ":" + e.column() + ": error: " + e.reason());
        show(e, err);
    }

    private static void show(AssemblyException e, PrintStream err) {
        err.println("  " + e.text().replace('\t', ' '));
        err.println("  " + " ".repeat(Math.max(0, e.column() - 1)) + "^");
    }
}
