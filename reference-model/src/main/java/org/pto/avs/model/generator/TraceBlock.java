package org.pto.avs.model.generator;

import org.pto.avs.model.random.ProgramDraft;

/**
 * A block B.HINT TRACE opens (committing the block before it): the TRACE word, then up to
 * {@link #MAX_ATTRIBUTES} attribute commands (a second hint is refused, since the TRACE block has one), and maybe the
 * body entry. Its binders are left out: what a block with no operation does with bindings is outside the subset.
 */
final class TraceBlock {

    /** Attribute commands after TRACE: 0 to this many. */
    static final int MAX_ATTRIBUTES = 3;

    private final ProgramForms forms;
    private final HeaderCommands commands;

    TraceBlock(ProgramForms forms, HeaderCommands commands) {
        this.forms = forms;
        this.commands = commands;
    }

    void write(ProgramDraft draft) {
        forms.hint().trace(draft);
        int count = draft.random().nextInt(MAX_ATTRIBUTES + 1);
        for (int i = 0; i < count && draft.room(); i++) {
            commands.attribute(draft);
        }
        if (draft.room() && draft.chance(draft.bias().bodyEntry())) {
            forms.bodyEntry().write(draft);
        }
    }
}
