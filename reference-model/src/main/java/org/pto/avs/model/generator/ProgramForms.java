package org.pto.avs.model.generator;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Form;
import org.pto.avs.isa.Instruction;
import org.pto.avs.model.block.ControlTransferStart;
import org.pto.avs.model.block.RefusedLifecycleWords;
import org.pto.avs.model.block.TileElementwiseStart;
import org.pto.avs.model.block.TileLoadStart;
import org.pto.avs.model.block.TileStoreStart;
import org.pto.avs.model.instruction.addi.AddImmediateWords;
import org.pto.avs.model.instruction.bassemble.RangeModifierWords;
import org.pto.avs.model.instruction.bcatr.ControlAttributeWords;
import org.pto.avs.model.instruction.bcatr.SetBundleControlAttributes;
import org.pto.avs.model.instruction.bdatr.DataAttributeWords;
import org.pto.avs.model.instruction.bdatr.SetBundleDataAttributes;
import org.pto.avs.model.instruction.bdim.LoopBoundOfForm;
import org.pto.avs.model.instruction.bdim.LoopBoundWords;
import org.pto.avs.model.instruction.bhint.HintWords;
import org.pto.avs.model.instruction.bhint.SetBundleHint;
import org.pto.avs.model.instruction.bior.ScalarBindingWords;
import org.pto.avs.model.instruction.bios.SharedBinderWords;
import org.pto.avs.model.instruction.biot.LocalBinderWords;
import org.pto.avs.model.instruction.bsubview.SubviewWords;
import org.pto.avs.model.instruction.cbdimi.CompactLoopBoundWords;
import org.pto.avs.model.random.ProgramDraft;

/**
 * What random programs are written from, found in the catalog by mnemonic: the block lifecycle's forms (the BSTART
 * forms, BSTART.TLOAD and BSTART.TSTORE among them, the body entry ADDI, the commits BSTOP and C.BSTOP, and the words
 * every device refuses of the lifecycle forms the reference does not execute) and the random forms of each header
 * command (B.IOS, B.IOT, B.DIM, C.B.DIMI, B.IOR, B.ASSEMBLE, B.SUBVIEW, B.CATR, B.DATR, B.HINT and its TRACE). Every
 * bit position comes from the records.
 */
record ProgramForms(
        List<Form> blockStarts,
        Form tileLoad,
        Form tileStore,
        SharedBinderWords sharedBinder,
        LocalBinderWords localBinder,
        LoopBoundWords loopBounds,
        CompactLoopBoundWords compactLoopBound,
        ScalarBindingWords scalarBinding,
        RangeModifierWords rangeModifier,
        SubviewWords subview,
        ControlAttributeWords controlAttributes,
        DataAttributeWords dataAttributes,
        HintWords hint,
        RefusedLifecycleWords refusedLifecycle,
        AddImmediateWords bodyEntry,
        Form stop,
        Form compactStop) {

    /** The block starts the reference executes, each of a tile operation; the others transfer control. */
    static final List<String> BLOCK_STARTS =
            List.of(TileElementwiseStart.MNEMONIC, TileLoadStart.MNEMONIC, TileStoreStart.MNEMONIC);

    static ProgramForms of(Catalog catalog) {
        List<Form> starts = new ArrayList<>();
        for (Instruction instruction : catalog.instructions()) {
            if (BLOCK_STARTS.contains(instruction.mnemonic())) {
                starts.addAll(modeled(instruction));
            }
        }
        if (starts.isEmpty()) {
            throw new IllegalStateException("the catalog has none of " + BLOCK_STARTS + " to open a block");
        }
        SharedBinderWords sharedBinder = new SharedBinderWords(one(catalog, "B.IOS"), catalog.profile());
        // LB0, LB1, LB2: the B.DIM forms in the order of the loop bound each writes.
        List<Form> dimensions = forms(catalog, "B.DIM").stream()
                .sorted(Comparator.comparingInt(LoopBoundOfForm::index))
                .toList();
        return new ProgramForms(
                List.copyOf(starts),
                one(catalog, "BSTART.TLOAD"),
                one(catalog, "BSTART.TSTORE"),
                sharedBinder,
                new LocalBinderWords(forms(catalog, "B.IOT"), catalog.profile().peModeField()),
                new LoopBoundWords(dimensions),
                new CompactLoopBoundWords(one(catalog, "C.B.DIMI")),
                new ScalarBindingWords(one(catalog, "B.IOR")),
                new RangeModifierWords(one(catalog, "B.ASSEMBLE"), sharedBinder),
                new SubviewWords(one(catalog, "B.SUBVIEW")),
                new ControlAttributeWords(one(catalog, SetBundleControlAttributes.MNEMONIC)),
                new DataAttributeWords(one(catalog, SetBundleDataAttributes.MNEMONIC)),
                new HintWords(forms(catalog, SetBundleHint.MNEMONIC)),
                new RefusedLifecycleWords(unexecutedLifecycle(catalog)),
                new AddImmediateWords(one(catalog, "ADDI")),
                one(catalog, "BSTOP"),
                one(catalog, "C.BSTOP"));
    }

    /** Every form the generator writes, each once, in this order. */
    List<Form> all() {
        List<Form> all = new ArrayList<>(blockStarts);
        all.add(sharedBinder.form());
        all.addAll(localBinder.forms());
        all.addAll(loopBounds.forms());
        for (Form form : List.of(
                compactLoopBound.form(),
                scalarBinding.form(),
                rangeModifier.form(),
                subview.form(),
                controlAttributes.form(),
                dataAttributes.form())) {
            all.add(form);
        }
        all.addAll(hint.forms());
        all.addAll(refusedLifecycle.forms());
        all.addAll(List.of(bodyEntry.form(), stop, compactStop));
        return all.stream().distinct().toList();
    }

    /**
     * The forms of the header commands that are no range modifier: B.IOS, B.IOT, B.DIM, C.B.DIMI, B.IOR, B.CATR, B.DATR
     * and the ordinary B.HINT.
     */
    List<Form> headerCommands() {
        List<Form> commands = new ArrayList<>();
        commands.add(sharedBinder.form());
        commands.addAll(localBinder.forms());
        commands.addAll(loopBounds.forms());
        commands.add(compactLoopBound.form());
        commands.add(scalarBinding.form());
        commands.add(controlAttributes.form());
        commands.add(dataAttributes.form());
        commands.add(hint.ordinaryForm());
        return commands;
    }

    /** A BSTOP or a C.BSTOP, one as often as the other. */
    void commit(ProgramDraft draft) {
        draft.add(draft.random().nextBoolean() ? stop : compactStop, Map.of());
    }

    /**
     * The forms of the lifecycle records the reference does not execute: those PTO reserves (ERCOV, ESAVE, XB) and the
     * block starts that transfer control.
     */
    private static List<Form> unexecutedLifecycle(Catalog catalog) {
        List<Form> unexecuted = new ArrayList<>();
        for (Instruction instruction : catalog.instructions()) {
            for (Form form : instruction.forms()) {
                if (form.isReservedInPto() || ControlTransferStart.MNEMONICS.contains(form.mnemonic())) {
                    unexecuted.add(form);
                }
            }
        }
        return unexecuted;
    }

    private static Form one(Catalog catalog, String mnemonic) {
        return forms(catalog, mnemonic).get(0);
    }

    private static List<Form> forms(Catalog catalog, String mnemonic) {
        Instruction instruction = catalog.instruction(mnemonic)
                .orElseThrow(() -> new IllegalStateException(
                        "the catalog has no " + mnemonic + ", which the program generator writes"));
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
