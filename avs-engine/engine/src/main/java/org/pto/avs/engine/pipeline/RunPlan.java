package org.pto.avs.engine.pipeline;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.function.Supplier;
import org.apiguardian.api.API;
import org.junit.platform.engine.UniqueId;
import org.pto.avs.engine.cases.AvsCase;

/**
 * The cases of a run that go to the device, in the order they run, so that a {@link RunWindow} can send their runs
 * ahead of the case that is being judged. Cases the journal reports are not in it: they run nothing.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class RunPlan {

    /** A case as the plan knows it: its test and how to read it (it may be read again from its file). */
    public record PlannedCase(UniqueId test, Supplier<AvsCase> read) {}

    /** No case known in advance: every case sends its own runs only. */
    public static final RunPlan NONE = new RunPlan(List.of());

    private final List<PlannedCase> cases;
    private final Map<UniqueId, Integer> positions = new HashMap<>();

    public RunPlan(List<PlannedCase> cases) {
        this.cases = List.copyOf(cases);
        for (int i = 0; i < this.cases.size(); i++) {
            positions.putIfAbsent(this.cases.get(i).test(), i);
        }
    }

    /** Where the case of {@code test} runs in the plan; empty for a test the plan does not hold. */
    public OptionalInt positionOf(UniqueId test) {
        Integer position = positions.get(test);
        return position == null ? OptionalInt.empty() : OptionalInt.of(position);
    }

    int size() {
        return cases.size();
    }

    /** The case at {@code position}, or null when it cannot be read now (its own test then reports why). */
    AvsCase read(int position) {
        try {
            return cases.get(position).read().get();
        } catch (RuntimeException e) {
            return null;
        }
    }
}
