package org.pto.avs.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.isa.Assembler;
import org.pto.avs.isa.AssemblyException;
import org.pto.avs.isa.CatalogException;

/** {@code asm "<line>"...} or {@code asm -f <file>}: canonical assembly to hex words, one per line. */
final class AsmCommand implements Command {

    @Override
    public String name() {
        return "asm";
    }

    @Override
    public String summary() {
        return "assemble lines of canonical assembly (or a file with -f) to hex words";
    }

    @Override
    public List<String> options() {
        return List.of(CatalogOption.NAME);
    }

    @Override
    public String help() {
        return """
                usage: pto-avs asm [--catalog <dir>] "<line>"...
                       pto-avs asm [--catalog <dir>] -f <file>

                Assembles each line (one argument per line) or every line of <file> (one instruction per line,
                '#' comments and blank lines allowed) and prints one hex word per instruction. Besides the
                catalog's instructions, '.word 0x00189213' (32 bits) and '.half 0xC03C' (16 bits) write raw words.
                On an error it prints the reason, the line and a caret under the column, and prints no words.

                  -f <file>         assemble the program in <file>
                """ + CatalogOption.HELP + """

                exit codes: 0 assembled, 1 a line was refused or the file cannot be read, 2 usage error
                """;
    }

    @Override
    public int run(List<String> arguments, PrintStream out, PrintStream err) {
        List<String> args = new ArrayList<>(arguments);
        Assembler assembler;
        try {
            assembler = new Assembler(CatalogOption.take(args));
        } catch (UsageException e) {
            return usage(e.getMessage(), err);
        } catch (CatalogException e) {
            err.println("error: " + e.getMessage());
            return REFUSED;
        }
        if (args.isEmpty()) {
            return usage("give a line to assemble or -f <file>", err);
        }
        if (args.get(0).equals("-f")) {
            if (args.size() != 2) {
                return usage("-f takes exactly one file", err);
            }
            return assembleFile(assembler, args.get(1), out, err);
        }
        List<ProgramWord> words = new ArrayList<>();
        for (String line : args) {
            if (line.startsWith("-")) {
                return usage("unknown option " + line, err);
            }
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
        if (e instanceof java.nio.file.NoSuchFileException) {
            return "no such file (in " + Path.of("").toAbsolutePath() + "); give the path of a file of assembly,"
                    + " one instruction a line, or the lines themselves as arguments";
        }
        if (Files.isDirectory(file)) {
            return "it is a directory; give a file of assembly, one instruction a line";
        }
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof java.nio.charset.MalformedInputException) {
            return "not UTF-8 text";
        }
        return e.getMessage() == null || e.getMessage().equals(file.toString()) ? e.getClass().getSimpleName()
                : e.getMessage();
    }

    private int usage(String problem, PrintStream err) {
        err.println("pto-avs asm: " + problem);
        err.print(help());
        return USAGE;
    }
}
