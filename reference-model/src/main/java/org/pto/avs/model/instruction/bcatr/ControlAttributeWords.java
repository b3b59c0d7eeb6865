package org.pto.avs.model.instruction.bcatr;

import java.util.Map;
import org.apiguardian.api.API;
import org.pto.avs.isa.Form;
import org.pto.avs.model.random.ProgramDraft;

/**
 * B.CATR in random programs: its six bits drawn, trap and far seldom set, since either makes the block's commit
 * outside the subset, and DR sometimes (legal at the commit of a tile block without bindings, a fault in a block TRACE
 * opened, outside the subset with bindings).
 */
@API(status = API.Status.INTERNAL, since = "0.2")
public final class ControlAttributeWords {

    /** How often trap, and separately far, is set. */
    static final double COMMIT_OUTSIDE_THE_SUBSET = 0.1;

    /** How often DR is set. */
    static final double DIMENSION_REDUCTION = 0.25;

    private final Form form;

    public ControlAttributeWords(Form form) {
        this.form = form;
    }

    public Form form() {
        return form;
    }

    /** One B.CATR; atom, aq and rl drawn as they come. */
    public void any(ProgramDraft draft) {
        draft.add(
                form,
                Map.of(
                        "trap", bit(draft, COMMIT_OUTSIDE_THE_SUBSET),
                        "far", bit(draft, COMMIT_OUTSIDE_THE_SUBSET),
                        "DR", bit(draft, DIMENSION_REDUCTION)));
    }

    private static long bit(ProgramDraft draft, double chance) {
        return draft.chance(chance) ? 1L : 0L;
    }
}
