package org.pto.avs.model.semantics;

import org.apiguardian.api.API;

/**
 * Thrown by semantics whose outcome depends on what the modeled subset leaves out (what a B.SUBVIEW does at commit):
 * the step loop answers the word unsupported and changes nothing, never a guessed outcome. Thrown before any effect.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class OutsideTheModel extends RuntimeException {

    public OutsideTheModel(String reason) {
        // No stack trace: an ordinary answer of a run, not a programming error.
        super(reason, null, false, false);
    }
}
