package org.pto.avs.engine.property;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Form;
import org.pto.avs.isa.Instruction;

/**
 * The catalog forms the program generator writes, found by mnemonic: the BSTART forms (BSTART.TLOAD and
 * BSTART.TSTORE among them), the header commands B.IOS, B.IOT, B.DIM and B.ASSEMBLE, the body entry ADDI and the
 * commits BSTOP and C.BSTOP (semantics §1 to §3). Every bit position comes from these records.
 */
record ProgramForms(List<Form> blockStarts, Form tileLoad, Form tileStore, Form sharedBinder, Form localBinder,
        List<Form> dimensions, Form assemble, Form bodyEntry, Form stop, Form compactStop) {

    static final String BLOCK_START_PREFIX = "BSTART.";

    static ProgramForms of(Catalog catalog) {
        List<Form> starts = new ArrayList<>();
        for (Instruction instruction : catalog.instructions()) {
            if (instruction.mnemonic().startsWith(BLOCK_START_PREFIX)) {
                starts.addAll(modeled(instruction));
            }
        }
        if (starts.isEmpty()) {
            throw new IllegalStateException("the catalog has no " + BLOCK_START_PREFIX + "* form to open a block");
        }
        // LB0, LB1, LB2: the B.DIM forms in the order of their handlers (BindBlockDimensionLB0, ...).
        List<Form> dimensions = forms(catalog, "B.DIM").stream().sorted(Comparator.comparing(Form::handler)).toList();
        return new ProgramForms(List.copyOf(starts), one(catalog, "BSTART.TLOAD"),
                one(catalog, "BSTART.TSTORE"), one(catalog, "B.IOS"),
                one(catalog, "B.IOT"), dimensions, one(catalog, "B.ASSEMBLE"), one(catalog, "ADDI"),
                one(catalog, "BSTOP"), one(catalog, "C.BSTOP"));
    }

    /** Every form the generator writes, each once, in this order. */
    List<Form> all() {
        List<Form> all = new ArrayList<>(blockStarts);
        for (Form form : List.of(sharedBinder, localBinder, assemble, bodyEntry, stop, compactStop)) {
            all.add(form);
        }
        all.addAll(all.indexOf(localBinder) + 1, dimensions);
        return all.stream().distinct().toList();
    }

    private static Form one(Catalog catalog, String mnemonic) {
        return forms(catalog, mnemonic).get(0);
    }

    private static List<Form> forms(Catalog catalog, String mnemonic) {
        Instruction instruction = catalog.instruction(mnemonic).orElseThrow(() -> new IllegalStateException(
                "the catalog has no " + mnemonic + ", which the property generator writes"));
        List<Form> forms = modeled(instruction);
        if (forms.isEmpty()) {
            throw new IllegalStateException("the catalog's " + mnemonic + " has no modeled form");
        }
        return forms;
    }

    /** Listed-only forms decode but are outside the modeled subset: the reference answers them unsupported. */
    private static List<Form> modeled(Instruction instruction) {
        return instruction.forms().stream().filter(f -> !f.isListedOnly()).toList();
    }
}
