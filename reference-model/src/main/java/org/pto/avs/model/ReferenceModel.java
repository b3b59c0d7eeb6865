package org.pto.avs.model;

import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.UnaryOperator;
import org.apiguardian.api.API;
import org.pto.avs.device.DecodedStep;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.Observation;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.RunRequest;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Decoded;
import org.pto.avs.isa.Form;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.profile.ModelProfile;
import org.pto.avs.model.semantics.Semantics;

/**
 * The executable machine model of the PTO block subset ({@code spec/pto-block-subset.md}): one Core, four
 * PEs, R0..R23, GM, 64 Shared registers and the 256 KiB Shared pool, the block lifecycle. Immutable and
 * thread-safe; every {@link #run} starts from a reset machine and returns immutable snapshots.
 *
 * <p>A model is the bundled catalog, a {@link ModelProfile}, a {@link WordDecoder} and a {@link SemanticsRegistry};
 * the {@link Builder} replaces the profile, wraps the decoder or replaces a mnemonic's semantics, so a variant model differs
 * from the reference in one named place.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class ReferenceModel {

    private static final int DECODE_CACHE_LIMIT = 1 << 16;
    private static volatile ReferenceModel standard;

    private final Catalog catalog;
    private final ModelProfile profile;
    private final WordDecoder decoder;
    private final SemanticsRegistry semantics;
    private final ConcurrentHashMap<ProgramWord, DecodedWord> decodeCache = new ConcurrentHashMap<>();

    private ReferenceModel(Builder builder) {
        this.catalog = builder.catalog;
        this.profile = builder.profile != null ? builder.profile : ModelProfile.defaults(catalog.profile());
        this.decoder = builder.decoder != null ? builder.decoder : WordDecoder.of(catalog);
        this.semantics = builder.semantics;
        for (Form form : catalog.forms()) {
            if (!form.isListedOnly()
                    && !form.isReservedInPto()
                    && semantics.lookup(form.mnemonic()).isEmpty()) {
                throw new IllegalStateException(
                        "catalog form " + form + " is modeled, but the model has no semantics for " + form.mnemonic());
            }
        }
    }

    /** The reference model over the bundled catalog with the default profile. */
    public static ReferenceModel standard() {
        ReferenceModel model = standard;
        if (model == null) {
            synchronized (ReferenceModel.class) {
                model = standard;
                if (model == null) {
                    model = builder().build();
                    standard = model;
                }
            }
        }
        return model;
    }

    public static Builder builder() {
        return new Builder();
    }

    public Catalog catalog() {
        return catalog;
    }

    /** The state records the model reports: every record its catalog declares. */
    public Set<String> records() {
        return catalog.stateRecords().keySet();
    }

    public ModelProfile profile() {
        return profile;
    }

    /**
     * The order of checks the semantics of {@code form} report as they decide a word ({@link Semantics#checks()});
     * empty for forms outside the modeled subset and semantics that report none.
     */
    public List<String> checks(Form form) {
        if (form.isListedOnly() || form.isReservedInPto()) {
            return List.of();
        }
        return semantics.lookup(form.mnemonic()).map(Semantics::checks).orElse(List.of());
    }

    /** A session on a reset machine loaded with {@code initial}; throws IllegalArgumentException if it cannot be. */
    public Session start(MachineState initial) {
        return new Session(this, Machine.load(profile, initial));
    }

    /** Runs a vector: load, attempt every word (a fault does not stop the program), observe. */
    public Observation run(RunRequest request) {
        return start(request.initial())
                .run(request.program())
                .observe(request.observe(), request.records(), request.gmRanges());
    }

    DecodedWord lookup(ProgramWord word) {
        DecodedWord known = decodeCache.get(word);
        if (known != null) {
            return known;
        }
        DecodedWord fresh = decode(word);
        if (decodeCache.size() < DECODE_CACHE_LIMIT) {
            decodeCache.putIfAbsent(word, fresh);
        }
        return fresh;
    }

    private DecodedWord decode(ProgramWord word) {
        int lengthBytes = word.lengthBits() / 8;
        Decoded decoded = decoder.decode(word.bits() & 0xFFFFFFFFL, word.lengthBits());
        if (decoded == null) {
            return DecodedWord.noForm(lengthBytes);
        }
        Form form = decoded.form();
        DecodedStep step = new DecodedStep(form.formId(), form.mnemonic(), form.handler(), decoded.fields());
        if (form.isListedOnly() || form.isReservedInPto()) {
            return new DecodedWord(decoded, null, null, false, step, lengthBytes);
        }
        Semantics modeled = semantics.lookup(form.mnemonic()).orElseThrow();
        // The generic constraint check depends on the word alone, so it is decided once per distinct word.
        boolean closesRangeGroup = !modeled.isRangeModifier() && decoded.constraintViolation() == null;
        return new DecodedWord(
                decoded, modeled, modeled.constraintViolation(decoded), closesRangeGroup, step, lengthBytes);
    }

    /** Assembles a model; everything not set is the reference's. */
    public static final class Builder {

        private final Catalog catalog = Catalog.standard();
        private ModelProfile profile;
        private WordDecoder decoder;
        private SemanticsRegistry semantics = SemanticsRegistry.standard();

        private Builder() {}

        /** The implementation-defined choices, including the catalog profile (PEMode table, capacities, pool). */
        public Builder profile(ModelProfile value) {
            profile = Objects.requireNonNull(value, "profile");
            return this;
        }

        /** Wraps the current decoder (by default the catalog's). */
        public Builder decorateDecoder(UnaryOperator<WordDecoder> decorator) {
            decoder = decorator.apply(decoder != null ? decoder : WordDecoder.of(catalog));
            return this;
        }

        public Builder semantics(SemanticsRegistry value) {
            semantics = Objects.requireNonNull(value, "semantics");
            return this;
        }

        /** Replaces the semantics of one mnemonic (every form of it). */
        public Builder replaceSemantics(String mnemonic, Semantics replacement) {
            semantics = semantics.with(mnemonic, replacement);
            return this;
        }

        public ReferenceModel build() {
            return new ReferenceModel(this);
        }
    }
}
