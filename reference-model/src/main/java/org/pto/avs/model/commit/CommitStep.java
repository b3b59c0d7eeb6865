package org.pto.avs.model.commit;

import org.apiguardian.api.API;

/**
 * One step of the commit's order ({@link CommitCheck}). A variant model replaces one step with
 * {@link BlockCommit#with}; every other step stays the reference's.
 */
@FunctionalInterface
@API(status = API.Status.INTERNAL, since = "0.1")
public interface CommitStep {

    /**
     * Runs the step: throws a {@code Fault} to reject the commit, returns true when the commit is finished here
     * (an empty block, a waiting operation) so no later step runs, false to go on to the next step.
     */
    boolean finishes(CommitAttempt attempt);
}
