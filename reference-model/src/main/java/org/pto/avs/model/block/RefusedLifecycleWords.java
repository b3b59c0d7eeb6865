package org.pto.avs.model.block;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apiguardian.api.API;
import org.pto.avs.isa.Form;
import org.pto.avs.model.random.ProgramDraft;

/**
 * Words of the lifecycle forms the reference does not execute that every device refuses with
 * Fault_IllegalInstruction, for random programs: a word of a form PTO reserves (ERCOV, ESAVE, XB), its fields drawn, or
 * a block start whose field its catalog constraint refuses (C.BSTART.FP and C.BSTART.STD BrType, the simm17 of
 * BSTART.SYS and of BSTART.STD FALL). A refused C.BSTART.STD BrType 0 is the C.BSTOP word, which commits.
 */
@API(status = API.Status.INTERNAL, since = "0.2")
public final class RefusedLifecycleWords {

    private final List<Form> reserved;
    private final List<Form> constrained;

    /**
     * @param forms every form of the lifecycle records the reference does not execute: those PTO reserves and those
     *     of {@link ControlTransferStart}; the ones of neither kind with no constraint are left out, as no word of them
     *     is refused
     */
    public RefusedLifecycleWords(List<Form> forms) {
        List<Form> reservedForms = new ArrayList<>();
        List<Form> constrainedForms = new ArrayList<>();
        for (Form form : forms) {
            if (form.isReservedInPto()) {
                reservedForms.add(form);
            } else if (!form.constraints().isEmpty()) {
                constrainedForms.add(form);
            }
        }
        if (reservedForms.isEmpty() || constrainedForms.isEmpty()) {
            throw new IllegalStateException("no reserved or no constrained lifecycle form among " + forms);
        }
        this.reserved = List.copyOf(reservedForms);
        this.constrained = List.copyOf(constrainedForms);
    }

    /** The forms these words are written from. */
    public List<Form> forms() {
        List<Form> all = new ArrayList<>(reserved);
        all.addAll(constrained);
        return all;
    }

    /** One refused word, of a reserved form half the time, else of a block start with a refused field. */
    public void write(ProgramDraft draft) {
        if (draft.random().nextBoolean()) {
            draft.add(reserved.get(draft.random().nextInt(reserved.size())), Map.of());
        } else {
            Form form = constrained.get(draft.random().nextInt(constrained.size()));
            draft.addRefused(form, form.constraints().get(0).field());
        }
    }
}
