package org.pto.avs.engine.cases;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.pto.avs.device.Bytes;
import org.pto.avs.device.GmSegment;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.PeMask;
import org.pto.avs.device.SharedDescriptor;
import org.pto.avs.device.SharedObject;

/** Reads a vector's {@code initial}: Shared registers with their defaults, GM segments and GPRs. */
final class InitialStateReader {

    private final Limits limits;
    private final Payloads payloads;
    private final Problems problems;

    InitialStateReader(Limits limits, Payloads payloads, Problems problems) {
        this.limits = limits;
        this.payloads = payloads;
        this.problems = problems;
    }

    MachineState read(Json initial) {
        if (initial.isMissing()) {
            return MachineState.RESET;
        }
        Map<Integer, SharedObject> shared = new TreeMap<>();
        for (Map.Entry<String, Json> register : initial.get("shared").members()) {
            SharedObject object = sharedObject(register.getKey(), register.getValue());
            if (object != null) {
                shared.put(Registers.number(register.getKey()), object);
            }
        }
        List<GmSegment> gm = new ArrayList<>();
        for (Json segment : initial.get("gm").items()) {
            GmSegment read = gmSegment(segment);
            if (read != null) {
                gm.add(read);
            }
        }
        checkNoOverlap(gm, initial.get("gm"));
        Map<Integer, Long> gprs = new TreeMap<>();
        for (Map.Entry<String, Json> gpr : initial.get("gprs").members()) {
            Long value = Numbers.read(gpr.getValue(), problems);
            if (value != null) {
                gprs.put(Registers.number(gpr.getKey()), value);
            }
        }
        return MachineState.of(shared, gm, gprs);
    }

    private SharedObject sharedObject(String name, Json register) {
        Json d = register.get("descriptor");
        Integer capacity =
                Numbers.intInRange(d.get("capacity_bytes"), 1, limits.sharedPoolBytes(), "capacity_bytes", problems);
        PeMask allocation = PeMask.parse(d.get("allocation_mask").text());
        PeMask initialized = d.has("initialized_mask")
                ? PeMask.parse(d.get("initialized_mask").text())
                : allocation;
        Integer rows = dimension(d, "rows");
        Integer columns = dimension(d, "columns");
        Integer validRows = dimension(d, "valid_rows");
        Integer validColumns = dimension(d, "valid_columns");
        Integer dataType = d.has("data_type")
                ? Numbers.intInRange(d.get("data_type"), 0, Limits.MAX_DATA_TYPE, "data_type", problems)
                : Integer.valueOf(0);
        if (capacity == null
                || rows == null
                || columns == null
                || validRows == null
                || validColumns == null
                || dataType == null) {
            return null;
        }
        Bytes payload = register.has("payload")
                ? payloads.read(register.get("payload"), capacity, "the capacity of " + name)
                : Bytes.zeros(capacity);
        if (payload == null) {
            return null;
        }
        SharedDescriptor descriptor = new SharedDescriptor(
                allocation,
                initialized,
                d.get("whole_parent_ready").node().asBoolean(true),
                d.get("published").node().asBoolean(true),
                capacity,
                rows,
                columns,
                validRows,
                validColumns,
                dataType);
        return new SharedObject(descriptor, payload);
    }

    private Integer dimension(Json descriptor, String key) {
        return descriptor.has(key)
                ? Numbers.intInRange(descriptor.get(key), 0, Limits.MAX_DIMENSION, key, problems)
                : Integer.valueOf(0);
    }

    private GmSegment gmSegment(Json segment) {
        Long address = Numbers.inRange(segment.get("address"), 0, Limits.MAX_GM_ADDRESS, "address", problems);
        Integer length = segment.has("length")
                ? Numbers.intInRange(segment.get("length"), 1, Limits.MAX_GM_LENGTH, "length", problems)
                : null;
        if (address == null || (segment.has("length") && length == null)) {
            return null;
        }
        Bytes bytes = payloads.read(segment.get("bytes"), length, "give the segment a \"length\"");
        if (bytes != null && length == null && (bytes.length() < 1 || bytes.length() > Limits.MAX_GM_LENGTH)) {
            // Without a "length" the payload's own is the segment's, and holds to the same 1 byte .. 16 MiB.
            Json value = segment.get("bytes").members().get(0).getValue();
            problems.at(
                    value,
                    "a GM segment of " + bytes.length() + " bytes; a segment has 1 to " + Limits.MAX_GM_LENGTH
                            + " bytes");
            return null;
        }
        return bytes == null ? null : new GmSegment(address, bytes);
    }

    /** Two initial segments over the same bytes would make the initial state ambiguous. */
    private void checkNoOverlap(List<GmSegment> segments, Json gm) {
        List<GmSegment> sorted = new ArrayList<>(segments);
        sorted.sort(Comparator.comparingLong(GmSegment::address));
        for (int i = 1; i < sorted.size(); i++) {
            GmSegment previous = sorted.get(i - 1);
            if (previous.address() + previous.bytes().length() > sorted.get(i).address()) {
                problems.at(
                        gm,
                        String.format(
                                "GM segments at 0x%X and 0x%X overlap",
                                previous.address(), sorted.get(i).address()));
            }
        }
    }
}
