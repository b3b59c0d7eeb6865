package org.pto.avs.model.random;

/** Generator specs for the tests. */
public final class Specs {

    private Specs() {}

    public static GeneratorSpec of(long seed, int programs, int maxLength) {
        return new GeneratorSpec(seed, programs, maxLength, GeneratorSpec.Bias.DEFAULT);
    }
}
