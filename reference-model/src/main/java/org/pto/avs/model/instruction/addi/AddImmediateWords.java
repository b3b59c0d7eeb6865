package org.pto.avs.model.instruction.addi;

import java.util.Map;
import org.apiguardian.api.API;
import org.pto.avs.isa.Form;
import org.pto.avs.model.random.ProgramDraft;

/**
 * ADDI in random programs, the body entry: its source and destination name GPRs (codes 0..23). The catalog leaves
 * every Reg5 code legal, and codes 24..31 name T and U queue entries the subset does not model, so a drawn word
 * stays inside the model.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class AddImmediateWords {

    private final Form form;

    public AddImmediateWords(Form form) {
        this.form = form;
    }

    public Form form() {
        return form;
    }

    /** One ADDI of GPR operands, its immediate drawn. */
    public void write(ProgramDraft draft) {
        long destination = draft.random().nextInt(AddImmediate.FIRST_QUEUE_SOURCE);
        long source = draft.random().nextInt(AddImmediate.FIRST_QUEUE_SOURCE);
        draft.add(form, Map.of("RegDst", destination, "SrcL", source));
    }
}
