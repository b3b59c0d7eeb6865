package org.pto.avs.model.machine;

import java.util.SortedMap;
import java.util.TreeMap;
import org.apiguardian.api.API;

/** R0..R23 (semantics §1). R0 is the architectural zero register: it reads zero, writes are discarded. */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class GeneralRegisters {

    private final long[] values;
    private final long mask;

    GeneralRegisters(int count, long mask) {
        this.values = new long[count];
        this.mask = mask;
    }

    public int count() {
        return values.length;
    }

    public long read(int register) {
        return register == 0 ? 0 : values[register];
    }

    public void write(int register, long value) {
        if (register != 0) {
            values[register] = value & mask;
        }
    }

    /** The width mask of a register (all ones for 64-bit registers). */
    public long widthMask() {
        return mask;
    }

    public SortedMap<Integer, Long> snapshot() {
        SortedMap<Integer, Long> map = new TreeMap<>();
        for (int r = 0; r < values.length; r++) {
            map.put(r, read(r));
        }
        return map;
    }
}
