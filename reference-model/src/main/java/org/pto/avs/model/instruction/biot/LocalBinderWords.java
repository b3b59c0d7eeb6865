package org.pto.avs.model.instruction.biot;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apiguardian.api.API;
import org.pto.avs.isa.Form;
import org.pto.avs.model.random.ProgramDraft;

/**
 * B.IOT in random programs: a Local binding of any of its five forms (one or two sources, a destination, or both),
 * with the block's PEMode (or, with the mixed-mask bias, another) and every other field drawn: L closes the
 * sequence about half the time, and a destination's SizeCode reaches 0 and the reserved 11..15 among its edges. A
 * second B.IOT of a mask of its own is sometimes followed by a third of the first's mask.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class LocalBinderWords {

    private static final String SIZE_CODE = "SizeCode";
    private static final String LAST = "L";

    /** The field of a B.IOT's first source tile, which the generator may name a Shared register after. */
    public static final String FIRST_SOURCE = "SrcTile0";

    private final List<Form> forms;
    private final String peModeField;

    public LocalBinderWords(List<Form> forms, String peModeField) {
        this.forms = List.copyOf(forms);
        this.peModeField = peModeField;
    }

    public List<Form> forms() {
        return forms;
    }

    /** How often a second B.IOT follows the first, meeting its L and its mask: the rules between B.IOTs. */
    static final double SECOND = 0.5;

    /** How often the second B.IOT takes a participating mask of its own rather than the block's. */
    static final double SECOND_MASK = 0.5;

    /** How often the first of two leaves the sequence open (L = 0), so the second meets the mask rule. */
    static final double OPEN_BEFORE_SECOND = 0.7;

    /**
     * How often a second B.IOT of a mask of its own is followed by a third of the first's mask: a second that the
     * mask rule rejected, L = 1 or not, left the sequence open for it.
     */
    static final double THIRD_AFTER_OWN_MASK = 0.5;

    /** One B.IOT of a form drawn among the five, and sometimes a second one after it, and a third after that. */
    public void bind(ProgramDraft draft, long blockPeMode) {
        boolean second = draft.chance(SECOND);
        long firstPeMode = draft.headerPeMode(blockPeMode);
        Map<String, Long> first = new HashMap<>(Map.of(peModeField, firstPeMode));
        if (second && draft.chance(OPEN_BEFORE_SECOND)) {
            first.put(LAST, 0L);
        }
        one(draft, first);
        if (second && draft.room()) {
            boolean ownMask = draft.chance(SECOND_MASK);
            one(draft, new HashMap<>(Map.of(peModeField, ownMask ? draft.nonZeroPeMode() : blockPeMode)));
            if (ownMask && draft.room() && draft.chance(THIRD_AFTER_OWN_MASK)) {
                one(draft, new HashMap<>(Map.of(peModeField, firstPeMode)));
            }
        }
    }

    /** One B.IOT of a form drawn among the five with exactly {@code peMode}, every other field drawn. */
    public void bindWithMask(ProgramDraft draft, long peMode) {
        one(draft, new HashMap<>(Map.of(peModeField, peMode)));
    }

    /** A destination form takes SizeCode 0, which no Local destination may have, with the edge bias. */
    private void one(ProgramDraft draft, Map<String, Long> chosen) {
        Form form = forms.get(draft.random().nextInt(forms.size()));
        if (form.field(SIZE_CODE).isPresent() && draft.chance(draft.bias().edgeValues())) {
            chosen.put(SIZE_CODE, 0L);
        }
        draft.add(form, chosen);
    }
}
