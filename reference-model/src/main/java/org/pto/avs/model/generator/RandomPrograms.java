package org.pto.avs.model.generator;

import java.util.List;
import java.util.function.Predicate;
import org.apiguardian.api.API;
import org.pto.avs.isa.Form;
import org.pto.avs.model.ReferenceModel;
import org.pto.avs.model.random.GeneratorSpec;
import org.pto.avs.model.random.InitialGm;
import org.pto.avs.model.random.Shrinker;
import org.pto.avs.model.random.WordSimplifier;

/**
 * What a random campaign needs of the ISA, in one place: the forms programs are written from, the generator of a
 * case's programs, the census of the checks they reach and the shrinker of a failing one. A campaign's loop (run,
 * compare, replay) knows the ISA only through this.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class RandomPrograms {

    /** The GM a campaign compares, [0, this): where programs' initial GM bytes lie and their TLOADs and TSTOREs go. */
    public static final int GM_WINDOW_BYTES = InitialGm.WINDOW_BYTES;

    private final ReferenceModel model;

    private RandomPrograms(ReferenceModel model) {
        this.model = model;
    }

    /** Programs over the reference model's catalog, censused on the reference model. */
    public static RandomPrograms of(ReferenceModel model) {
        return new RandomPrograms(model);
    }

    /** Every form a program may hold. */
    public List<Form> knownForms() {
        return ProgramGenerator.knownForms(model.catalog());
    }

    /**
     * The programs of {@code spec}, holding only the forms {@code writable} admits.
     *
     * @throws IllegalArgumentException when it admits too few forms to write a program that tests anything
     */
    public ProgramGenerator generator(GeneratorSpec spec, Predicate<Form> writable) {
        return new ProgramGenerator(model.catalog(), spec, writable);
    }

    /** A fresh count of the checks that decided each word of the programs added to it. */
    public CheckCensus census() {
        return new CheckCensus(model);
    }

    /** A shrinker that spends at most {@code budget} runs of {@code test}. */
    public Shrinker shrinker(Shrinker.Test test, int budget) {
        return new Shrinker(new WordSimplifier(model.catalog()), test, budget);
    }
}
