package org.pto.avs.model.instruction.bhint;

import java.util.List;
import java.util.Map;
import org.apiguardian.api.API;
import org.pto.avs.isa.Form;
import org.pto.avs.model.random.ProgramDraft;

/**
 * B.HINT in random programs: the ordinary form with its fields drawn, a header command; and TRACE, which starts a
 * block of its own (the block kind that writes it decides what follows it).
 */
@API(status = API.Status.INTERNAL, since = "0.2")
public final class HintWords {

    private final Form hint;
    private final Form trace;

    /** The two forms of B.HINT: the one with TRACE's B/E field is TRACE. */
    public HintWords(List<Form> forms) {
        this.trace = forms.stream()
                .filter(f -> f.field(SetBundleHint.TRACE_END).isPresent())
                .findFirst()
                .orElseThrow(() -> new IllegalStateException("B.HINT has no TRACE form"));
        this.hint = forms.stream()
                .filter(f -> f != trace)
                .findFirst()
                .orElseThrow(() -> new IllegalStateException("B.HINT has no ordinary form"));
    }

    public List<Form> forms() {
        return List.of(hint, trace);
    }

    /** The ordinary form, a header command. */
    public Form ordinaryForm() {
        return hint;
    }

    /** The ordinary form, every field drawn. */
    public void any(ProgramDraft draft) {
        draft.add(hint, Map.of());
    }

    /** TRACE.begin or TRACE.end, which commits an active block and opens an empty one. */
    public void trace(ProgramDraft draft) {
        draft.add(trace, Map.of());
    }
}
