package org.pto.avs.mutant.families;

import java.util.Collections;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.machine.Operation;

/**
 * State a mutant keeps to itself beside the block's, which a device would never report: marks set in one block, per
 * machine. Each BSTART installs a new operation, so the marks of the block whose operation is installed are the
 * current ones and a new block starts with none (as {@link SeparatePresence} keeps its presence bits).
 */
final class BlockMarks {

    /** The marks set in the block of {@code operation}. */
    private record Marks(Operation operation, Set<String> set) {}

    private final Map<Machine, Marks> byMachine = Collections.synchronizedMap(new WeakHashMap<>());

    boolean has(Machine machine, String mark) {
        return current(machine).set().contains(mark);
    }

    void set(Machine machine, String mark) {
        Marks marks = current(machine);
        Set<String> set = new HashSet<>(marks.set());
        set.add(mark);
        byMachine.put(machine, new Marks(marks.operation(), set));
    }

    private Marks current(Machine machine) {
        Operation operation = machine.block().operation();
        Marks marks = byMachine.get(machine);
        return marks != null && marks.operation() == operation ? marks : new Marks(operation, Set.of());
    }
}
