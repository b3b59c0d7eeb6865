package org.pto.avs.cli;

import static org.pto.avs.cli.ExitStatus.OK;
import static org.pto.avs.cli.ExitStatus.REFUSED;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.isa.Assembler;
import org.pto.avs.isa.AssemblyException;
import org.pto.avs.isa.CatalogException;
import org.pto.avs.reports.commandline.CommandLines;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code asm "<line>"...} or {@code asm -f <file>}: canonical assembly to hex words, one per line. */
@Command(
        name = "asm",
        description = {
            "assemble lines of canonical assembly (or a file with -f) to hex words",
            "Assembles each line (one argument per line) or every line of <file> (one instruction per"
                    + " line, '#' comments and blank lines allowed) and prints one hex word per instruction. Besides"
                    + " the catalog's instructions, '.word 0x00189213' (32 bits) and '.half 0xC03C' (16 bits) write"
                    + " raw words. On an error it prints the reason, the line and a caret under the column, and"
                    + " prints no words."
        },
        exitCodeList = {"0:assembled", "1:a line was refused or the file cannot be read", "2:usage error"})
final class AsmCommand implements Callable<Integer> {

    @Option(names = "-f", paramLabel = "<file>", description = "assemble the program in <file>")
    private String file;

    @Parameters(paramLabel = "<line>", arity = "0..*", description = "a line of assembly")
    private List<String> lines = new ArrayList<>();

    @Mixin
    private CatalogOption catalog;

    @Spec
    private CommandSpec spec;

    private final PrintStream out;
    private final PrintStream err;

    AsmCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    @Override
    public Integer call() {
        if (lines.isEmpty() && file == null) {
            throw CommandLines.usageError(spec, "give a line to assemble or -f <file>");
        }
        if (!lines.isEmpty() && file != null) {
            throw CommandLines.usageError(spec, "give the lines to assemble or -f <file>, not both");
        }
        Assembler assembler;
        try {
            assembler = new Assembler(catalog.catalog());
        } catch (CatalogException e) {
            err.println("error: " + e.getMessage());
            return REFUSED;
        }
        if (file != null) {
            return assembleFile(assembler, file, out, err);
        }
        List<ProgramWord> words = new ArrayList<>();
        for (String line : lines) {
            try {
                words.add(assembler.assemble(line));
            } catch (AssemblyException e) {
                Caret.print(e, err);
                return REFUSED;
            }
        }
        words.forEach(out::println);
        return OK;
    }

    private static int assembleFile(Assembler assembler, String file, PrintStream out, PrintStream err) {
        String text;
        try {
            text = Files.readString(Path.of(file), StandardCharsets.UTF_8);
        } catch (IOException e) {
            err.println("error: cannot read " + file + ": " + why(Path.of(file), e));
            return REFUSED;
        }
        try {
            assembler.assembleProgram(text).forEach(out::println);
            return OK;
        } catch (AssemblyException e) {
            Caret.print(file, e, err);
            return REFUSED;
        }
    }

    /** The reason in words, and what to do: the JDK's own message is often just the path again. */
    private static String why(Path file, IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file (in " + Path.of("").toAbsolutePath() + "); give the path of a file of assembly,"
                    + " one instruction a line, or the lines themselves as arguments";
        }
        if (Files.isDirectory(file)) {
            return "it is a directory; give a file of assembly, one instruction a line";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof MalformedInputException) {
            return "not UTF-8 text";
        }
        return e.getMessage() == null || e.getMessage().equals(file.toString())
                ? e.getClass().getSimpleName()
                : e.getMessage();
    }
}
