package org.pto.avs.model.generator;

import org.pto.avs.model.random.ProgramDraft;

/**
 * A block whose header is random: a run of one Shared binding more than the stream holds ({@link BindingRun}), or up to
 * {@link #MAX_HEADER_COMMANDS} header commands of any kind; then maybe the body entry and one more header command
 * after it, which placement refuses.
 */
final class HeaderBlock {

    /** Header commands in a block whose header is not a run of bindings: 0 to this many. */
    static final int MAX_HEADER_COMMANDS = 5;

    private final ProgramForms forms;
    private final HeaderCommands commands;
    private final BindingRun bindingRun;

    HeaderBlock(ProgramForms forms, HeaderCommands commands) {
        this.forms = forms;
        this.commands = commands;
        this.bindingRun = new BindingRun(forms);
    }

    /** The header and body of a block whose BSTART is written. */
    void write(ProgramDraft draft) {
        long peMode = draft.blockPeMode();
        if (draft.chance(draft.bias().fifthBinding())) {
            bindingRun.write(draft);
        } else {
            int count = draft.random().nextInt(MAX_HEADER_COMMANDS + 1);
            for (int i = 0; i < count && draft.room(); i++) {
                commands.any(draft, peMode);
            }
        }
        if (draft.room() && draft.chance(draft.bias().bodyEntry())) {
            forms.bodyEntry().write(draft);
            if (draft.room() && draft.random().nextBoolean()) {
                commands.afterBodyEntry(draft, peMode);
            }
        }
    }
}
