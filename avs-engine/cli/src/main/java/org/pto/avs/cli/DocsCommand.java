package org.pto.avs.cli;

import static org.pto.avs.cli.ExitStatus.OK;
import static org.pto.avs.cli.ExitStatus.REFUSED;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.pto.avs.cli.reference.InstructionReference;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code docs [--out <dir>]}: writes the instruction reference from the catalog and the case files this jar carries. */
@Command(
        name = "docs",
        description = {
            "write the instruction reference: one Markdown page per certified instruction",
            "Writes one page per instruction that has AVS cases (its forms with match, mask, fields and bit ranges,"
                    + " constraints, the reference model's order of checks, the contract clauses, the observables"
                    + " its cases compare, its AVS points) and an index README.md, from the catalog and the case"
                    + " files this jar carries. Markdown pages in the folder that are no longer generated are"
                    + " removed."
        },
        exitCodeList = {"0:the pages were written", "1:a page cannot be written", "2:usage error"})
final class DocsCommand implements Callable<Integer> {

    @Option(
            names = "--out",
            paramLabel = "<dir>",
            defaultValue = "docs/instructions",
            description = "the folder to write the pages into (default: ${DEFAULT-VALUE})")
    private Path out;

    private final PrintStream stdout;
    private final PrintStream err;

    DocsCommand(PrintStream stdout, PrintStream err) {
        this.stdout = stdout;
        this.err = err;
    }

    @Override
    public Integer call() {
        InstructionReference reference = InstructionReference.standard();
        try {
            reference.write(out);
        } catch (IOException e) {
            err.println("error: cannot write " + out + ": " + e.getMessage());
            return REFUSED;
        }
        stdout.println("wrote " + reference.pages().size() + " pages to " + out);
        return OK;
    }
}
