package org.pto.avs.mutant.families;

import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.machine.Operation;

/**
 * Presence bits that B.DIM and C.B.DIMI keep apart, one set each, where the spec has them share one (operands page
 * sections 4 and 5). The block holds only the shared set, so the mutant keeps its own per machine, for the block
 * whose operation is installed: each BSTART installs a new operation, which starts a new block with no bit set.
 */
final class SeparatePresence {

    /** The writer of a loop bound. */
    enum Writer {
        B_DIM,
        C_B_DIMI
    }

    /** The bits each writer set in the block of {@code operation}. */
    private record Bits(Operation operation, int bDim, int cBDimi) {

        int of(Writer writer) {
            return writer == Writer.B_DIM ? bDim : cBDimi;
        }

        Bits with(Writer writer, int index) {
            return writer == Writer.B_DIM
                    ? new Bits(operation, bDim | 1 << index, cBDimi)
                    : new Bits(operation, bDim, cBDimi | 1 << index);
        }
    }

    private final Map<Machine, Bits> byMachine = Collections.synchronizedMap(new WeakHashMap<>());

    boolean isWritten(Machine machine, Writer writer, int index) {
        return (current(machine).of(writer) & 1 << index) != 0;
    }

    void markWritten(Machine machine, Writer writer, int index) {
        byMachine.put(machine, current(machine).with(writer, index));
    }

    private Bits current(Machine machine) {
        Operation operation = machine.block().operation();
        Bits bits = byMachine.get(machine);
        return bits != null && bits.operation() == operation ? bits : new Bits(operation, 0, 0);
    }
}
