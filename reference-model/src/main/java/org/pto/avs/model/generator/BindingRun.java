package org.pto.avs.model.generator;

import java.util.ArrayList;
import java.util.List;
import org.pto.avs.model.instruction.bios.SharedBinderWords;
import org.pto.avs.model.random.ProgramDraft;

/**
 * A header that is a run of one Shared binding more than the stream holds, of one participating mask, drawn so that
 * the checks of the binding stream meet their offending binding at every position and beside the other kind of
 * binding (semantics §2 steps 5 to 7): a B.IOT of the run's mask sometimes stands at a random place among the B.IOS
 * words (the stream limit does not count it, mask consistency compares it); with the duplicate bias one word of the
 * run, the fifth too, names an earlier register of the run, not only the previous one; and the fifth is sometimes a
 * PEMode-000 no-op (before the stream limit) or of a mask of its own (mask consistency, before the stream limit).
 * SizeCodes are drawn, so sources and destinations mix in the four slots.
 */
final class BindingRun {

    /** How often a B.IOT of the run's mask stands among its B.IOS words. */
    static final double LOCAL_AMONG = 0.5;

    /** How often the fifth B.IOS, when it is no no-op, has a participating mask other than the run's. */
    static final double FIFTH_OF_ANOTHER_MASK = 0.3;

    private final ProgramForms forms;

    BindingRun(ProgramForms forms) {
        this.forms = forms;
    }

    void write(ProgramDraft draft) {
        SharedBinderWords binder = forms.sharedBinder();
        int slots = draft.profile().streamSlots();
        draft.reserve(slots + 2);
        long participating = draft.nonZeroPeMode();
        int localBefore = draft.chance(LOCAL_AMONG) ? draft.random().nextInt(slots + 1) : -1;
        int repeating =
                draft.chance(draft.bias().duplicateIds()) ? 1 + draft.random().nextInt(slots) : -1;
        List<Long> run = new ArrayList<>();
        for (int i = 0; i <= slots && draft.room(); i++) {
            if (i == localBefore) {
                forms.localBinder().bindWithMask(draft, participating);
                if (!draft.room()) {
                    return;
                }
            }
            long id = i == repeating ? run.get(draft.random().nextInt(run.size())) : binder.freshId(draft);
            binder.write(
                    draft,
                    id,
                    binder.anySizeCode(draft),
                    i == slots ? fifthPeMode(draft, participating) : participating);
            run.add(id);
        }
    }

    private static long fifthPeMode(ProgramDraft draft, long participating) {
        if (draft.chance(draft.bias().edgeValues())) {
            return draft.zeroPeMode();
        }
        if (!draft.chance(FIFTH_OF_ANOTHER_MASK)) {
            return participating;
        }
        long other;
        do {
            other = draft.nonZeroPeMode();
        } while (other == participating);
        return other;
    }
}
