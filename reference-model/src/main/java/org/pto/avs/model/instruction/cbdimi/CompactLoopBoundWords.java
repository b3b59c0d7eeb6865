package org.pto.avs.model.instruction.cbdimi;

import java.util.Map;
import org.apiguardian.api.API;
import org.pto.avs.isa.Form;
import org.pto.avs.model.random.ProgramDraft;

/**
 * C.B.DIMI in random programs: one word with its fields drawn (LoopNest 3, its reserved value, among the edges), or
 * the compact write of one loop bound of a TLOAD shape that fits in eight bits.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class CompactLoopBoundWords {

    /** The largest value imm8 holds. */
    public static final long MAX_IMMEDIATE = 0xFF;

    private final Form form;

    public CompactLoopBoundWords(Form form) {
        this.form = form;
    }

    public Form form() {
        return form;
    }

    /** Every field drawn. */
    public void any(ProgramDraft draft) {
        draft.add(form, Map.of());
    }

    /** LB{@code index} = {@code value}, which must fit in eight bits. */
    public void write(ProgramDraft draft, int index, long value) {
        draft.add(form, Map.of("LoopNest", (long) index, "imm8", value));
    }
}
