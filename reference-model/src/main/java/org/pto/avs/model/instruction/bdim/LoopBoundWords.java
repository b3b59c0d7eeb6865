package org.pto.avs.model.instruction.bdim;

import java.util.List;
import java.util.Map;
import org.apiguardian.api.API;
import org.pto.avs.isa.Form;
import org.pto.avs.model.random.ProgramDraft;

/**
 * B.DIM in random programs: one loop bound of any value, or LB0..LB2 in order giving a small TLOAD shape (LB0 the
 * valid columns, up to the columns; LB1 the valid rows; LB2 the columns).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class LoopBoundWords {

    /** B.DIM's register field, whose codes 24..31 the catalog refuses. */
    public static final String REG_SRC = "RegSrc";

    /** The most columns a TLOAD shape draws: small, so the tile mostly fits its destination. */
    static final int MAX_COLUMNS = 8;

    /** The most valid rows a TLOAD shape draws. */
    static final int MAX_VALID_ROWS = 4;

    private final List<Form> forms;

    /** @param forms LB0, LB1, LB2 in this order */
    public LoopBoundWords(List<Form> forms) {
        this.forms = List.copyOf(forms);
    }

    public List<Form> forms() {
        return forms;
    }

    /** How often a drawn B.DIM adds a register the program preset, so that the sum shows. */
    static final double PRESET_REGISTER = 0.5;

    /** One B.DIM of the three, every field drawn, its RegSrc often a preset register. */
    public void any(ProgramDraft draft) {
        Form form = forms.get(draft.random().nextInt(forms.size()));
        draft.add(
                form,
                draft.presetRegister(PRESET_REGISTER)
                        .map(r -> Map.of(REG_SRC, r))
                        .orElse(Map.of()));
    }

    /** A small shape: LB0 the valid columns (up to the columns), LB1 the valid rows, LB2 the columns. */
    public static long[] drawShape(ProgramDraft draft) {
        long columns = 1 + draft.random().nextInt(MAX_COLUMNS);
        return new long[] {
            1 + draft.random().nextInt((int) columns), 1 + draft.random().nextInt(MAX_VALID_ROWS), columns
        };
    }

    /** LB{@code index} = R0 + {@code value}. */
    public void write(ProgramDraft draft, int index, long value) {
        draft.add(forms.get(index), Map.of(REG_SRC, 0L, "uimm17", value));
    }
}
