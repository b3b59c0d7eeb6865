package org.pto.avs.cases.strength;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pto.avs.cases.strength.TriageEntry.Verdict;

/**
 * The check of the PIT step: every mutant of the reference model that no AVS case detects (SURVIVED or
 * NO_COVERAGE) has its line in the triage file, and no line claims a kill that did not happen. It prints the
 * figures per package, the score over the mutants that are not equivalent and the count of each verdict.
 *
 * <p>{@code SurvivorCheck <mutations.xml> <triage file> <model source root> <case root>}; exit status 0 when every
 * survivor is triaged, 1 when one is not (each printed with a line to start its entry from), 2 on bad input.
 */
public final class SurvivorCheck {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path sourceRoot;
    private final Path caseRoot;
    private final Map<Path, List<String>> sources = new HashMap<>();

    SurvivorCheck(Path sourceRoot, Path caseRoot) {
        this.sourceRoot = sourceRoot;
        this.caseRoot = caseRoot;
    }

    public static void main(String[] args) {
        if (args.length != 4) {
            System.err.println("usage: SurvivorCheck <mutations.xml> <triage file> <model source root> <case root>");
            System.exit(2);
        }
        try {
            List<PitMutant> mutants = PitMutations.read(Path.of(args[0]));
            Map<SurvivorKey, TriageEntry> triage = TriageFile.read(Path.of(args[1]));
            List<String> problems =
                    new SurvivorCheck(Path.of(args[2]), Path.of(args[3])).check(mutants, triage, System.out);
            if (!problems.isEmpty()) {
                System.err.println("FAILED: " + problems.size() + " problems with " + args[1] + ":");
                problems.forEach(p -> System.err.println("  " + p));
                System.exit(1);
            }
        } catch (IOException e) {
            System.err.println(e.getMessage());
            System.exit(2);
        }
    }

    /** The problems (empty when every survivor is triaged and every kill claimed is real); prints the figures. */
    List<String> check(List<PitMutant> mutants, Map<SurvivorKey, TriageEntry> triage, PrintStream out)
            throws IOException {
        List<String> problems = new ArrayList<>();
        for (TriageEntry entry : triage.values()) {
            if (entry.verdict() == Verdict.KILLED) {
                problems.addAll(checkVector(entry));
            }
        }
        Set<SurvivorKey> survivorKeys = new LinkedHashSet<>();
        int equivalent = 0;
        Map<Verdict, Integer> verdicts = new EnumMap<>(Verdict.class);
        for (PitMutant mutant : mutants) {
            if (mutant.detected()) {
                continue;
            }
            SurvivorKey key = SurvivorKey.of(mutant, sourceLine(mutant));
            survivorKeys.add(key);
            TriageEntry entry = triage.get(key);
            String at = mutant.sourceFile() + ":" + mutant.line() + " (" + mutant.status() + ")";
            if (entry == null) {
                problems.add("untriaged " + at + ": - " + key.text() + " — ");
            } else if (entry.verdict() == Verdict.KILLED) {
                problems.add("line " + entry.line() + " says vector " + entry.vector() + " kills " + at + ", but it "
                        + (mutant.status().equals("NO_COVERAGE") ? "reaches no case" : "survived"));
            } else {
                verdicts.merge(entry.verdict(), 1, Integer::sum);
                equivalent += entry.verdict() == Verdict.EQUIVALENT ? 1 : 0;
            }
        }
        MutationFigures.of(mutants, equivalent).print(out);
        verdicts.forEach((verdict, n) -> out.println(verdict.words + ": " + n + " undetected mutants"));
        triage.values().stream()
                .filter(e -> e.verdict() != Verdict.KILLED && !survivorKeys.contains(e.key()))
                .forEach(e -> out.println("note: line " + e.line() + " names no survivor of this run: "
                        + e.key().text()));
        return problems;
    }

    /** The mutated line's text, from the model's sources. */
    private String sourceLine(PitMutant mutant) throws IOException {
        String pkg = mutant.mutatedClass().substring(0, mutant.mutatedClass().lastIndexOf('.'));
        Path file = sourceRoot.resolve(pkg.replace('.', '/')).resolve(mutant.sourceFile());
        if (!Files.isRegularFile(file)) {
            throw new IOException(file + ": no source of the mutated class " + mutant.mutatedClass());
        }
        List<String> lines = sources.computeIfAbsent(file, SurvivorCheck::readLines);
        if (mutant.line() < 1 || mutant.line() > lines.size()) {
            throw new IOException(file + ": has no line " + mutant.line() + " (mutated by PIT in " + mutant.method()
                    + "): the report is older than the sources");
        }
        return lines.get(mutant.line() - 1);
    }

    private static List<String> readLines(Path file) {
        try {
            return Files.readAllLines(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A kill claimed by a vector: the case file exists below the case root and has a vector of that name. */
    private List<String> checkVector(TriageEntry entry) throws IOException {
        Path file = caseRoot.resolve(entry.caseFile());
        String where = "line " + entry.line() + ": ";
        if (!Files.isRegularFile(file)) {
            return List.of(where + "no case file " + file);
        }
        JsonNode root = JSON.readTree(file.toFile());
        for (JsonNode vector : root.path("vectors")) {
            if (vector.path("name").asText().equals(entry.vector())) {
                return List.of();
            }
        }
        return List.of(where + file + " has no vector named " + entry.vector());
    }
}
