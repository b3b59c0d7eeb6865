package org.pto.avs.mutant;

import java.util.Locale;
import java.util.function.Function;
import org.pto.avs.device.Observation;

/**
 * A program on which a mutant's observation differs from the reference device's, in the named part. It proves
 * the mutant is not the reference in disguise.
 */
public record Witness(String mutantId, Part part, Program program) {

    /** The part of an observation a witness shows different: one observable, or one state record by name. */
    public record Part(String name, Function<Observation, Object> read) {

        public static final Part STEPS = new Part("steps", Observation::steps);
        public static final Part DECODED = new Part("decoded", Observation::decoded);
        public static final Part BINDINGS = new Part("bindings", Observation::bindings);
        public static final Part PARTICIPATION = new Part("participation", Observation::participation);
        public static final Part SHARED = new Part("shared", Observation::shared);
        public static final Part POOL_BYTES_IN_USE = new Part("pool_bytes_in_use", Observation::poolBytesInUse);
        public static final Part GM = new Part("gm", Observation::gm);
        public static final Part TPC_ADVANCES = new Part("tpc_advances", Observation::tpcAdvances);

        /** The state record {@code name} as the device reports it (a null value: the machine holds none). */
        public static Part record(String name) {
            return new Part(name, observation -> observation.record(name));
        }

        public Object of(Observation observation) {
            return read.apply(observation);
        }

        @Override
        public String toString() {
            return name;
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
