package org.pto.avs.model.instruction.bdatr;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apiguardian.api.API;
import org.pto.avs.isa.Constraint;
import org.pto.avs.isa.Form;
import org.pto.avs.model.random.ProgramDraft;

/**
 * B.DATR in random programs: its seven fields drawn from the catalog form, DataType, Layout and CMode mostly among the
 * codes their constraints admit, so that most words reach placement and the once-per-block rule; sometimes one of them
 * reserved (Fault_IllegalInstruction before placement).
 */
@API(status = API.Status.INTERNAL, since = "0.2")
public final class DataAttributeWords {

    /** How often one constrained field takes a code its constraint refuses. */
    static final double REFUSED = 0.15;

    private final Form form;

    public DataAttributeWords(Form form) {
        this.form = form;
    }

    public Form form() {
        return form;
    }

    /** One B.DATR, every field drawn, each constrained one admitted but now and then one. */
    public void any(ProgramDraft draft) {
        List<Constraint> constraints = form.constraints();
        if (draft.chance(REFUSED)) {
            draft.addRefused(
                    form,
                    constraints.get(draft.random().nextInt(constraints.size())).field());
            return;
        }
        Map<String, Long> admitted = new HashMap<>();
        for (Constraint constraint : constraints) {
            admitted.put(
                    constraint.field(),
                    draft.writer(form).field(constraint.field()).admittedValue(draft.random()));
        }
        draft.add(form, admitted);
    }
}
