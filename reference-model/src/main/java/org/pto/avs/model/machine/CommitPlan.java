package org.pto.avs.model.machine;

import java.util.List;
import org.apiguardian.api.API;

/**
 * What a checked operation will do when the commit applies it: its effects, the Shared binding slots it
 * consumes (in schema order), or that it waits (a TSTORE whose parent is not yet published).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class CommitPlan {

    /** One effect on the machine, applied only after every check of the commit passed. */
    @FunctionalInterface
    public interface Effect {
        void apply(Machine machine);
    }

    private static final CommitPlan WAITING = new CommitPlan(true, List.of(), new int[0]);
    private static final CommitPlan NOTHING = new CommitPlan(false, List.of(), new int[0]);

    private final boolean waits;
    private final List<Effect> effects;
    private final int[] consumedSlots;

    private CommitPlan(boolean waits, List<Effect> effects, int[] consumedSlots) {
        this.waits = waits;
        this.effects = effects;
        this.consumedSlots = consumedSlots;
    }

    /** The operation cannot run yet; nothing changes and no fault is raised. */
    public static CommitPlan waiting() {
        return WAITING;
    }

    /** No effect and no Shared binding consumed (every TEPL operation). */
    public static CommitPlan nothing() {
        return NOTHING;
    }

    public static CommitPlan of(Effect effect, int... consumedSlots) {
        return new CommitPlan(false, List.of(effect), consumedSlots.clone());
    }

    public boolean waits() {
        return waits;
    }

    public List<Effect> effects() {
        return effects;
    }

    /** The consumed slots, in schema order. */
    public int[] consumedSlots() {
        return consumedSlots.clone();
    }

    public boolean consumes(int slot) {
        for (int s : consumedSlots) {
            if (s == slot) {
                return true;
            }
        }
        return false;
    }
}
