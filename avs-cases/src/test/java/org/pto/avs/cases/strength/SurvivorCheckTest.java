package org.pto.avs.cases.strength;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The PIT step's check on a small report, a small source tree and a small triage file. */
class SurvivorCheckTest {

    private static final String MUTATOR = "org.pitest.mutationtest.engine.gregor.mutators.";

    @TempDir
    Path dir;

    @Test
    void anUntriagedSurvivorFailsWithTheLineToStartItsEntryFrom() throws IOException {
        List<String> problems = check(List.of(survived("checkLimit", 4, "NegateConditionalsMutator")), "");
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(
                problems.get(0)
                        .contains("untriaged Limit.java:4 (SURVIVED): - `commit.Limit.checkLimit`"
                                + " `NegateConditionals` `if (count >= slots) {` — "),
                problems.get(0));
    }

    @Test
    void aTriagedSurvivorPassesAndStaysTriagedWhenUnrelatedLinesMove() throws IOException {
        String triage = "- `commit.Limit.checkLimit` `NegateConditionals` `if (count >= slots) {` — equivalent: x\n";
        assertEquals(List.of(), check(List.of(survived("checkLimit", 4, "NegateConditionalsMutator")), triage));
        Files.writeString(
                source(),
                "package org.pto.avs.model.commit;\n\n// a new comment\nclass Limit {\n"
                        + "  void checkLimit() {\n    if (count   >= slots) {\n");
        assertEquals(List.of(), check(List.of(survived("checkLimit", 6, "NegateConditionalsMutator")), triage));
    }

    @Test
    void aMutantNoCaseReachesNeedsItsLineToo() throws IOException {
        PitMutant uncovered = new PitMutant(
                "org.pto.avs.model.commit.Limit",
                "checkLimit",
                MUTATOR + "VoidMethodCallMutator",
                "Limit.java",
                4,
                "NO_COVERAGE",
                "",
                "removed call");
        assertEquals(1, check(List.of(uncovered), "").size());
    }

    @Test
    void killedMutantsNeedNoLine() throws IOException {
        PitMutant killed = new PitMutant(
                "org.pto.avs.model.commit.Limit",
                "checkLimit",
                MUTATOR + "NegateConditionalsMutator",
                "Limit.java",
                4,
                "KILLED",
                "case",
                "negated");
        assertEquals(List.of(), check(List.of(killed), ""));
    }

    @Test
    void aKillClaimedOfASurvivorOrOfAMissingVectorFails() throws IOException {
        Path cases = Files.createDirectories(dir.resolve("cases/block/B.IOS"));
        Files.writeString(cases.resolve("X.json"), "{\"vectors\": [{\"name\": \"fifth-binding\"}]}");
        String triage = "- `commit.Limit.checkLimit` `NegateConditionals` `if (count >= slots) {` — killed by vector"
                + " fifth-binding in block/B.IOS/X.json\n"
                + "- `commit.Limit.other` `NegateConditionals` `x` — killed by vector sixth in block/B.IOS/X.json\n";
        List<String> problems = check(List.of(survived("checkLimit", 4, "NegateConditionalsMutator")), triage);
        assertEquals(2, problems.size(), problems.toString());
        assertTrue(problems.get(0).contains("has no vector named sixth"), problems.get(0));
        assertTrue(
                problems.get(1)
                        .contains("line 3 says vector fifth-binding kills Limit.java:4 (SURVIVED), but it survived"),
                problems.get(1));
    }

    @Test
    void aMalformedEntryNamesFileLineAndField() throws IOException {
        Path triage = dir.resolve("triage.md");
        Files.writeString(triage, "# title\n\n- `commit.Limit.checkLimit` `Negate` `x` — probably fine\n");
        IOException e = assertThrows(IOException.class, () -> TriageFile.read(triage));
        assertTrue(e.getMessage().startsWith(triage + ":3: verdict: expected"), e.getMessage());
    }

    @Test
    void anEntryInsideAFencedBlockIsAnExampleNotAnEntry() throws IOException {
        Path triage = Files.writeString(
                dir.resolve("triage.md"), "```\n- `<class>.<method>` `<mutator>` `<code>` — <verdict>\n```\n");
        assertEquals(Map.of(), TriageFile.read(triage));
    }

    @Test
    void theFiguresCountEachStatusAndScoreOverTheMutantsThatAreNotEquivalent() throws IOException {
        String triage = "- `commit.Limit.checkLimit` `NegateConditionals` `if (count >= slots) {` — equivalent: x\n";
        PitMutant killed = new PitMutant(
                "org.pto.avs.model.commit.Limit",
                "checkLimit",
                MUTATOR + "MathMutator",
                "Limit.java",
                4,
                "KILLED",
                "case",
                "");
        PitMutant timedOut = new PitMutant(
                "org.pto.avs.model.commit.Limit",
                "checkLimit",
                MUTATOR + "MathMutator",
                "Limit.java",
                4,
                "TIMED_OUT",
                "",
                "");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        writeSource();
        new SurvivorCheck(dir.resolve("src"), dir.resolve("cases"))
                .check(
                        List.of(killed, timedOut, survived("checkLimit", 4, "NegateConditionalsMutator")),
                        TriageFile.read(Files.writeString(dir.resolve("triage.md"), triage)),
                        new PrintStream(out, true, StandardCharsets.UTF_8));
        String printed = out.toString(StandardCharsets.UTF_8);
        assertTrue(
                printed.contains("detected 2 of 2 mutants that are not equivalent (1 triaged equivalent): 100.0 %"),
                printed);
        assertTrue(printed.matches("(?s).*commit\\s+3\\s+1\\s+1\\s+0\\s+1\\s+0\\n.*"), printed);
    }

    private List<String> check(List<PitMutant> mutants, String triage) throws IOException {
        if (!Files.exists(source())) {
            writeSource();
        }
        Path file = Files.writeString(dir.resolve("triage.md"), "# Survivors\n\n" + triage);
        return new SurvivorCheck(dir.resolve("src"), dir.resolve("cases"))
                .check(
                        mutants,
                        TriageFile.read(file),
                        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    }

    private void writeSource() throws IOException {
        Files.createDirectories(source().getParent());
        Files.writeString(
                source(),
                "package org.pto.avs.model.commit;\nclass Limit {\n  void checkLimit() {\n"
                        + "    if (count >= slots) {\n");
    }

    private Path source() {
        return dir.resolve("src/org/pto/avs/model/commit/Limit.java");
    }

    private static PitMutant survived(String method, int line, String mutator) {
        return new PitMutant(
                "org.pto.avs.model.commit.Limit",
                method,
                MUTATOR + mutator,
                "Limit.java",
                line,
                "SURVIVED",
                "",
                "negated conditional");
    }
}
