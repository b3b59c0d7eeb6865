package org.pto.avs.model.instruction.bios;

import org.apiguardian.api.API;

/**
 * One step of B.IOS's order of checks ({@link SharedBinderCheck}). A variant model replaces one step with
 * {@link BindBundleSharedIO#with}; every other step stays the reference's.
 */
@FunctionalInterface
@API(status = API.Status.INTERNAL, since = "0.1")
public interface SharedBinderStep {

    /**
     * Runs the step on the attempt: throws a {@code Fault} to reject the word, returns true when the word is
     * finished here (the no-op, the append) so no later step runs, false to go on to the next step.
     */
    boolean finishes(SharedBinderAttempt attempt);
}
