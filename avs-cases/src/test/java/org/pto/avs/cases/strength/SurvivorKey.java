package org.pto.avs.cases.strength;

/**
 * What names a survivor in the triage file: the class (below {@code org.pto.avs.model}), the method, the mutator
 * (without PIT's package and {@code Mutator} suffix) and the text of the mutated source line, whitespace collapsed.
 * No line number: an edit elsewhere in the file moves lines, and the triage must not go stale for it. The line's
 * text does go into the key, so an edit of the mutated line itself asks for the survivor to be judged again.
 * Mutants that agree in all four (two calls removed from one line) share one triage line.
 */
record SurvivorKey(String className, String method, String mutator, String code) {

    static final String MODEL_PACKAGE = "org.pto.avs.model";

    static SurvivorKey of(PitMutant mutant, String sourceLine) {
        String className = mutant.mutatedClass().startsWith(MODEL_PACKAGE + ".")
                ? mutant.mutatedClass().substring(MODEL_PACKAGE.length() + 1)
                : mutant.mutatedClass();
        return new SurvivorKey(className, mutant.method(), shortMutator(mutant.mutator()), normalize(sourceLine));
    }

    /** {@code org.pitest.mutationtest.engine.gregor.mutators.RemoveConditionalMutator_EQUAL_ELSE} to
     *  {@code RemoveConditional_EQUAL_ELSE}. */
    static String shortMutator(String mutator) {
        String simple = mutator.substring(mutator.lastIndexOf('.') + 1);
        return simple.replace("Mutator", "");
    }

    static String normalize(String code) {
        return code.strip().replaceAll("\\s+", " ");
    }

    /** The key as the triage file writes it: {@code `commit.TileLoad.check` `NegateConditionals` `if (x) {`}. */
    String text() {
        return "`" + className + "." + method + "` `" + mutator + "` `" + code + "`";
    }
}
