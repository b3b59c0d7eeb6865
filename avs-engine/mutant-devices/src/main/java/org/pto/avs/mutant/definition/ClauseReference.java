package org.pto.avs.mutant.definition;

import java.util.Objects;
import org.apiguardian.api.API;

/**
 * A contract clause a mutant violates, as its {@code violates} names it: the instruction's mnemonic, a space, and the
 * clause ({@code B.DIM exceptions[1]}), or the clause alone for the seed's B.IOS ({@code legality[3]}).
 *
 * @param mnemonic the instruction whose catalog contract holds the clause
 * @param clause   {@code legality[0]}, {@code field_zero_meanings.RegSrc}, ...
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record ClauseReference(String mnemonic, String clause) {

    /** The instruction of a clause named without a mnemonic: the seed's. */
    public static final String SEED_MNEMONIC = "B.IOS";

    public ClauseReference {
        Objects.requireNonNull(mnemonic, "mnemonic");
        Objects.requireNonNull(clause, "clause");
    }

    public static ClauseReference parse(String text) {
        int space = text.indexOf(' ');
        return space < 0
                ? new ClauseReference(SEED_MNEMONIC, text)
                : new ClauseReference(text.substring(0, space), text.substring(space + 1));
    }

    @Override
    public String toString() {
        return mnemonic + " " + clause;
    }
}
