package org.pto.avs.mutant;

import java.util.Locale;
import java.util.function.Function;
import org.pto.avs.device.Observation;

/**
 * A program on which a mutant's observation differs from the reference device's, in the named part. It proves
 * the mutant is not the reference in disguise.
 */
public record Witness(String mutantId, Part part, Program program) {

    /** The part of an observation a witness shows different. */
    public enum Part {
        STEPS(Observation::steps),
        DECODED(Observation::decoded),
        BINDINGS(Observation::bindings),
        PARTICIPATION(Observation::participation),
        SHARED(Observation::shared),
        POOL_BYTES_IN_USE(Observation::poolBytesInUse),
        GM(Observation::gm),
        LOOP_BOUNDS(Observation::loopBounds),
        TPC_ADVANCES(Observation::tpcAdvances),
        SCALAR_BINDING(Observation::scalarBinding),
        LOCAL_BINDINGS(Observation::localBindings),
        CARRIERS(Observation::carriers);

        private final Function<Observation, Object> read;

        Part(Function<Observation, Object> read) {
            this.read = read;
        }

        public Object of(Observation observation) {
            return read.apply(observation);
        }
    }

    public static Witness of(String mutantId, Part part, Program program) {
        return new Witness(mutantId, part, program);
    }

    @Override
    public String toString() {
        return mutantId + " (" + part.name().toLowerCase(Locale.ROOT) + ")";
    }
}
