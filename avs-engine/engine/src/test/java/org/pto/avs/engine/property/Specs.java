package org.pto.avs.engine.property;

import org.pto.avs.engine.cases.GeneratorSpec;

/** Generator specs for the tests. */
final class Specs {

    private Specs() {
    }

    static GeneratorSpec of(long seed, int programs, int maxLength) {
        return new GeneratorSpec(seed, programs, maxLength, GeneratorSpec.Bias.DEFAULT);
    }
}
