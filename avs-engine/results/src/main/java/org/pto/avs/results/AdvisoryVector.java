package org.pto.avs.results;

import java.util.Objects;
import org.apiguardian.api.API;

/**
 * A vector its case file marks advisory ({@code "advisory": "<why>"}): it checks behaviour worth reporting that the
 * spec does not mandate. It never decides its case's status; when its comparison differs, the vector's outcome is
 * {@link VectorOutcome#ADVISORY}, an {@link AdvisoryFinding} that every report counts apart, never as non-conforming.
 *
 * @param vector the vector's name
 * @param why    why the vector is advisory: what the spec leaves open
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public record AdvisoryVector(String vector, String why) {

    /** The word every report uses for advisory vectors and findings: its count reads {@code advisory: 1}. */
    public static final String ADVISORY = "advisory";

    public AdvisoryVector {
        Objects.requireNonNull(vector, "vector");
        Objects.requireNonNull(why, "why");
    }
}
