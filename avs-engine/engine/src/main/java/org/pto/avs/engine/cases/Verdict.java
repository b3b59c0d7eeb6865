package org.pto.avs.engine.cases;

/**
 * The answer of the fast schema check for one value: it satisfies the schema, it does not, or the Jackson 2 tree
 * cannot tell (a floating-point number may be the rounding of a longer decimal the full validator reads exactly).
 * Unsure has to survive {@code not}, {@code oneOf} and {@code if}: taken for "no" there, it could turn into "yes".
 */
enum Verdict {
    YES, NO, UNSURE;

    static Verdict of(boolean holds) {
        return holds ? YES : NO;
    }

    /** Both hold: a "no" wins over "unsure". */
    Verdict and(Verdict other) {
        return this == NO || other == NO ? NO : this == UNSURE || other == UNSURE ? UNSURE : YES;
    }

    /** Either holds: a "yes" wins over "unsure". */
    Verdict or(Verdict other) {
        return this == YES || other == YES ? YES : this == UNSURE || other == UNSURE ? UNSURE : NO;
    }

    Verdict not() {
        return this == YES ? NO : this == NO ? YES : UNSURE;
    }
}
