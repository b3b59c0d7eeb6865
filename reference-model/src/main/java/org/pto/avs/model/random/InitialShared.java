package org.pto.avs.model.random;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.pto.avs.device.Bytes;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.PeMask;
import org.pto.avs.device.SharedDescriptor;
import org.pto.avs.device.SharedObject;
import org.pto.avs.isa.Profile;

/**
 * A random initial state of one to three Shared registers that fits the Shared pool (semantics §5): capacities of
 * the profile's destination SizeCodes, an allocation mask of the PEMode table, mostly published, a one-row shape of
 * a data type the profile sizes, and a payload of one repeated byte.
 */
public final class InitialShared {

    /** Initial registers mostly stay small, so a program can still allocate; the largest code is an edge. */
    static final int USUAL_LARGEST_SIZE_CODE = 6;
    static final double PUBLISHED = 0.8;

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
            int sizeCode = random.nextInt(8) == 0 ? sizeCodes.get(sizeCodes.size() - 1)
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
            allocation = profile.peModeMasks().get(random.nextInt(profile.peModeMasks().size()));
        } while (allocation.isEmpty());
        int columns = Math.min(0xFFFF, capacity / profile.elementBytes(dataType).orElseThrow());
        SharedDescriptor descriptor = new SharedDescriptor(allocation, allocation, true,
                random.nextDouble() < PUBLISHED, capacity, 1, columns, 1, columns, dataType);
        return new SharedObject(descriptor, Bytes.filled(capacity, (byte) random.nextInt(256)));
    }
}
