package org.pto.avs.engine.cases;

import java.util.List;
import org.apiguardian.api.API;

/** What reading one case file gave: a case to run, or the problems that keep it from running. */
@API(status = API.Status.INTERNAL, since = "0.1")
public sealed interface ReadResult {

    String origin();

    /** A valid case. */
    record Valid(AvsCase avsCase) implements ReadResult {
        @Override
        public String origin() {
            return avsCase.origin();
        }
    }

    /**
     * A file that cannot run.
     *
     * @param id the {@code id} the file states, when it states one (so {@code avs.id} can still select it), else null
     */
    record Invalid(String origin, String id, List<CaseProblem> problems) implements ReadResult {
        public Invalid {
            problems = List.copyOf(problems);
        }
    }
}
