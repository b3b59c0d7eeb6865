package org.pto.avs.model.instruction.bdim;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apiguardian.api.API;
import org.pto.avs.isa.Form;

/**
 * Which loop bound a B.DIM form writes: the {@code LB<n>} its assembly template names. The three forms share one
 * handler, so the form itself, not a handler name or a bit position, says which bound it is.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class LoopBoundOfForm {

    private static final Pattern BOUND = Pattern.compile("\\bLB([0-9])\\b");

    private LoopBoundOfForm() {}

    /** The n of the one {@code LB<n>} in {@code form}'s template; IllegalArgumentException when there is not one. */
    public static int index(Form form) {
        Matcher matcher = BOUND.matcher(form.asm());
        if (!matcher.find()) {
            throw new IllegalArgumentException(
                    form + " names no loop bound LB<n> in its template '" + form.asm() + "'");
        }
        int index = Integer.parseInt(matcher.group(1));
        if (matcher.find()) {
            throw new IllegalArgumentException(form + " names more than one loop bound in '" + form.asm() + "'");
        }
        return index;
    }
}
