package org.pto.avs.model.machine;

import java.util.SortedMap;
import java.util.TreeMap;
import org.apiguardian.api.API;
import org.pto.avs.device.SharedObject;

/**
 * The Core's Shared registers S0..S63 and its Shared pool (semantics §5). A register holds an immutable
 * {@link SharedObject} (descriptor and payload) or nothing; replacing the reference is the atomic publication,
 * and a snapshot shares the objects, so payloads are copied only when written (copy on write).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class SharedRegisters {

    private final SharedObject[] objects;
    private final Generation[] generations;
    private final long poolBytes;
    private long inUse;

    SharedRegisters(int count, long poolBytes) {
        this.objects = new SharedObject[count];
        this.generations = new Generation[count];
        this.poolBytes = poolBytes;
    }

    public int count() {
        return objects.length;
    }

    /** The register's object, or null when it holds no valid descriptor. */
    public SharedObject get(int id) {
        return objects[id];
    }

    public boolean hasDescriptor(int id) {
        return objects[id] != null;
    }

    /** The pool's size: 256 KiB in the standard profile. */
    public long poolBytes() {
        return poolBytes;
    }

    /** Bytes charged by valid descriptors: each charges its capacity once. */
    public long inUse() {
        return inUse;
    }

    /** Installs (or replaces) the register's object and keeps the pool accounting. */
    public void install(int id, SharedObject object) {
        SharedObject old = objects[id];
        if (old != null) {
            inUse -= old.descriptor().capacityBytes();
        }
        objects[id] = object;
        if (object != null) {
            inUse += object.descriptor().capacityBytes();
        }
    }

    /** The B.ASSEMBLE generation in progress for the register, or null. */
    public Generation generation(int id) {
        return generations[id];
    }

    public void setGeneration(int id, Generation generation) {
        generations[id] = generation;
    }

    /** Valid registers by number; the objects are shared, never copied. */
    public SortedMap<Integer, SharedObject> snapshot() {
        SortedMap<Integer, SharedObject> map = new TreeMap<>();
        for (int id = 0; id < objects.length; id++) {
            if (objects[id] != null) {
                map.put(id, objects[id]);
            }
        }
        return map;
    }
}
