package org.pto.avs.cases.strength;

/**
 * One mutant of PIT's {@code mutations.xml}, as the survivor check needs it.
 *
 * @param mutatedClass the class's binary name, {@code org.pto.avs.model.commit.TileLoad}
 * @param method       the mutated method's name ({@code lambda$...} for a lambda's body)
 * @param mutator      PIT's mutator id, {@code org.pitest...RemoveConditionalMutator_EQUAL_ELSE}
 * @param sourceFile   the source file's name, {@code TileLoad.java}
 * @param line         the mutated line of that file
 * @param status       PIT's status: {@code KILLED}, {@code SURVIVED}, {@code NO_COVERAGE}, {@code TIMED_OUT}, ...
 * @param killingTest  the test (the case's unique id) that killed it, empty otherwise
 */
record PitMutant(
        String mutatedClass,
        String method,
        String mutator,
        String sourceFile,
        int line,
        String status,
        String killingTest,
        String description) {

    /** A mutant that no case detects: it survived the cases that reach it, or no case reaches it. */
    boolean undetected() {
        return status.equals("SURVIVED") || status.equals("NO_COVERAGE");
    }

    /** Detected by a case: its result differed, or the case timed out, ran out of memory or crashed on it. */
    boolean detected() {
        return !undetected();
    }

    /** The package below {@code org.pto.avs.model}, {@code commit}; the figures are per package. */
    String modelPackage() {
        String pkg = mutatedClass.substring(0, mutatedClass.lastIndexOf('.'));
        return pkg.startsWith(SurvivorKey.MODEL_PACKAGE + ".")
                ? pkg.substring(SurvivorKey.MODEL_PACKAGE.length() + 1)
                : pkg;
    }
}
