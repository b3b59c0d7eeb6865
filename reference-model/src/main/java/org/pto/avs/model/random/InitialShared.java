package org.pto.avs.model.random;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.apiguardian.api.API;
import org.pto.avs.device.Bytes;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.PeMask;
import org.pto.avs.device.SharedDescriptor;
import org.pto.avs.device.SharedObject;
import org.pto.avs.isa.Profile;

/**
 * A random initial state of one to three Shared registers that fits the Shared pool (semantics §5): capacities of
 * the profile's destination SizeCodes, an allocation mask of the PEMode table, mostly published, of a data type the
 * profile sizes, and a payload of random bytes. Half of them hold a one-row tile filling the capacity; the other half
 * a small tile whose valid region is drawn within it, often narrower or shorter than the tile, so that a TSTORE of it
 * shows which bytes of each row and which rows it copies (semantics §4 step 3, decision 17).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class InitialShared {

    /** Initial registers mostly stay small, so a program can still allocate; the largest code is an edge. */
    static final int USUAL_LARGEST_SIZE_CODE = 6;

    static final double PUBLISHED = 0.8;

    /** How often a register holds a small tile with a valid region drawn within it, not one full row. */
    static final double REGION_SHAPE = 0.5;

    /** The most rows and columns of such a tile: small, so its rows fit the capacity. */
    static final int MAX_ROWS = 4;

    static final int MAX_COLUMNS = 8;

    /**
     * The payload repeats a unit of this many random bytes: a prime, so no row stride of a small tile is a multiple
     * of it and every row shows its own bytes, and short enough for a counterexample to write it as a pattern.
     */
    static final int PAYLOAD_UNIT = 61;

    private final Profile profile;
    private final SplittableRandom random;

    public InitialShared(Profile profile, SplittableRandom random) {
        this.profile = profile;
        this.random = random;
    }

    public MachineState state() {
        List<Integer> sizeCodes = new ArrayList<>(new TreeMap<>(profile.capacityBySizeCode()).keySet());
        List<Integer> dataTypes = new ArrayList<>(new TreeMap<>(profile.elementBytes()).keySet());
        Map<Integer, SharedObject> shared = new TreeMap<>();
        long free = profile.sharedPoolBytes();
        int count = 1 + random.nextInt(3);
        while (shared.size() < count) {
            int id = random.nextInt(profile.sharedRegisters());
            int sizeCode = random.nextInt(8) == 0
                    ? sizeCodes.get(sizeCodes.size() - 1)
                    : sizeCodes.get(random.nextInt(Math.min(USUAL_LARGEST_SIZE_CODE, sizeCodes.size())));
            int capacity = profile.capacityBytes(sizeCode).orElseThrow();
            if (shared.containsKey(id) || capacity > free) {
                break;
            }
            free -= capacity;
            shared.put(id, object(capacity, dataTypes.get(random.nextInt(dataTypes.size()))));
        }
        return MachineState.of(shared, List.of(), Map.of());
    }

    private SharedObject object(int capacity, int dataType) {
        PeMask allocation;
        do {
            allocation = profile.peModeMasks()
                    .get(random.nextInt(profile.peModeMasks().size()));
        } while (allocation.isEmpty());
        int elementBytes = profile.elementBytes(dataType).orElseThrow();
        boolean published = random.nextDouble() < PUBLISHED;
        SharedDescriptor descriptor;
        if (random.nextDouble() < REGION_SHAPE) {
            int rows = 1 + random.nextInt(MAX_ROWS);
            int columns = 1 + random.nextInt(Math.max(1, Math.min(MAX_COLUMNS, capacity / (rows * elementBytes))));
            descriptor = new SharedDescriptor(
                    allocation,
                    allocation,
                    true,
                    published,
                    capacity,
                    rows,
                    columns,
                    1 + random.nextInt(rows),
                    1 + random.nextInt(columns),
                    dataType);
        } else {
            int columns = Math.min(0xFFFF, capacity / elementBytes);
            descriptor = new SharedDescriptor(
                    allocation, allocation, true, published, capacity, 1, columns, 1, columns, dataType);
        }
        byte[] unit = new byte[PAYLOAD_UNIT];
        random.nextBytes(unit);
        return new SharedObject(descriptor, Bytes.repeated(unit, capacity));
    }
}
