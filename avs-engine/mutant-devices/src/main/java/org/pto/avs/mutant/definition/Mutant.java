package org.pto.avs.mutant.definition;

import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;
import org.apiguardian.api.API;
import org.pto.avs.model.ReferenceModel;

/**
 * One mutant: the reference model with one plausible implementation bug of an instruction of the block subset or
 * its block surroundings.
 *
 * @param id          kebab-case, the value of {@code avs.device.mutant}
 * @param description one line: what the implementation gets wrong
 * @param violates    the contract clauses the bug breaks: B.IOS's by name ({@code exceptions[0]}), another
 *                    instruction's after its mnemonic ({@code B.DIM exceptions[1]}); see {@link ClauseReference}
 * @param change      the one change to the reference model
 * @param readout     how the device reports observations (the reference's, except for read-out mutants)
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record Mutant(String id, String description, List<String> violates, ModelChange change, Readout readout) {

    private static final Pattern KEBAB = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");

    public Mutant {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(change, "change");
        Objects.requireNonNull(readout, "readout");
        if (!KEBAB.matcher(id).matches()) {
            throw new IllegalArgumentException("a mutant id is kebab-case, got '" + id + "'");
        }
        violates = List.copyOf(violates);
        if (violates.isEmpty()) {
            throw new IllegalArgumentException("mutant " + id + " names no contract clause it violates");
        }
    }

    /** A mutant whose model differs from the reference; it reports what it observes. */
    public static Mutant of(String id, String description, List<String> violates, ModelChange change) {
        return new Mutant(id, description, violates, change, Readout.AS_OBSERVED);
    }

    /** A mutant that runs the reference model but reports one part of its observation wrongly. */
    public static Mutant reporting(String id, String description, List<String> violates, Readout readout) {
        return new Mutant(id, description, violates, builder -> {}, readout);
    }

    /** {@link #violates}, each clause with its instruction. */
    public List<ClauseReference> clauses() {
        return violates.stream().map(ClauseReference::parse).toList();
    }

    /** The mutant's model, built fresh. */
    public ReferenceModel model() {
        ReferenceModel.Builder builder = ReferenceModel.builder();
        change.apply(builder);
        return builder.build();
    }
}
