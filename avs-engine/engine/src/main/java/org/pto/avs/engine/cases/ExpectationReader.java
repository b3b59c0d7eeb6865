package org.pto.avs.engine.cases;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import org.pto.avs.device.Binding;
import org.pto.avs.device.BlockPhase;
import org.pto.avs.device.Bytes;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.PeMask;
import org.pto.avs.device.SharedObject;
import org.pto.avs.device.protocol.RecordJson;
import org.pto.avs.engine.records.ExpectedRecord;
import org.pto.avs.engine.records.RecordCanon;
import org.pto.avs.isa.StateRecord;

/** Reads a vector's {@code expect}, checking what depends on the vector's initial state and program. */
final class ExpectationReader {

    private final Limits limits;
    /** The state records the catalog declares, by name. */
    private final Map<String, StateRecord> declared;

    private final Payloads payloads;
    private final Problems problems;

    ExpectationReader(Limits limits, Map<String, StateRecord> declared, Payloads payloads, Problems problems) {
        this.limits = limits;
        this.declared = declared;
        this.payloads = payloads;
        this.problems = problems;
    }

    Expectation read(Json expect, MachineState initial, int programLength) {
        if (expect.isMissing()) {
            return Expectation.NOTHING;
        }
        BlockPhase phase = expect.has("phase")
                ? BlockPhase.valueOf(expect.get("phase").text().toUpperCase(Locale.ROOT))
                : null;
        PeMask participation = expect.has("participation")
                ? PeMask.parse(expect.get("participation").text())
                : null;
        List<Binding> bindings = expect.has("bindings") ? bindings(expect.get("bindings")) : null;
        SortedMap<Integer, ExpectedShared> shared = new TreeMap<>();
        for (Map.Entry<String, Json> register : expect.get("shared").members()) {
            ExpectedShared stated = shared(register.getKey(), register.getValue(), initial);
            if (stated != null) {
                shared.put(Registers.number(register.getKey()), stated);
            }
        }
        Long pool = expect.has("pool_bytes_in_use")
                ? Numbers.inRange(
                        expect.get("pool_bytes_in_use"), 0, limits.sharedPoolBytes(), "pool_bytes_in_use", problems)
                : null;
        SortedMap<Integer, Long> gprs = new TreeMap<>();
        for (Map.Entry<String, Json> gpr : expect.get("gprs").members()) {
            Long value = Numbers.read(gpr.getValue(), problems);
            if (value != null) {
                gprs.put(Registers.number(gpr.getKey()), value);
            }
        }
        Set<Frame> unchanged = unchanged(expect.get("unchanged"), initial);
        return new Expectation(
                phase,
                participation,
                bindings,
                shared,
                pool,
                gm(expect.get("gm")),
                gprs,
                decoded(expect.get("decoded"), programLength),
                unchanged,
                records(expect.get("records")));
    }

    /**
     * {@code {"scalar_binding": {"reg_dst": 1, ...}, "loop_bounds": {"LB1": null}}}: each record by the name its catalog
     * record declares, its values in the case's spelling ({@link RecordCanon}). A record or a field the catalog does
     * not declare, or a value its field cannot hold, is a problem at its line.
     */
    private SortedMap<String, ExpectedRecord> records(Json records) {
        SortedMap<String, ExpectedRecord> stated = new TreeMap<>();
        for (Map.Entry<String, Json> record : records.members()) {
            StateRecord declaration = declared.get(record.getKey());
            if (declaration == null) {
                problems.at(
                        record.getValue(),
                        "no catalog record declares a state record \"" + record.getKey() + "\"; declared: "
                                + String.join(", ", declared.keySet()));
                continue;
            }
            try {
                stated.put(
                        record.getKey(),
                        new ExpectedRecord(
                                declaration,
                                RecordCanon.record(
                                        declaration,
                                        RecordJson.plain(record.getValue().node()))));
            } catch (IllegalArgumentException e) {
                problems.at(record.getValue(), e.getMessage());
            }
        }
        return stated;
    }

    private static List<Binding> bindings(Json bindings) {
        List<Binding> stream = new ArrayList<>();
        for (Json binding : bindings.items()) {
            stream.add(new Binding(
                    Registers.number(binding.get("id").text()),
                    binding.get("size_code").node().asInt(),
                    PeMask.parse(binding.get("mask").text()),
                    binding.get("consumed").node().asBoolean(false)));
        }
        return stream;
    }

    private ExpectedShared shared(String name, Json register, MachineState initial) {
        if (register.isNull()) {
            return ExpectedShared.ABSENT;
        }
        Map<DescriptorField, Object> descriptor = new EnumMap<>(DescriptorField.class);
        Json d = register.get("descriptor");
        for (DescriptorField field : DescriptorField.values()) {
            Json value = d.get(field.key());
            if (value.isMissing()) {
                continue;
            }
            Object read = switch (field) {
                case ALLOCATION_MASK, INITIALIZED_MASK -> PeMask.parse(value.text());
                case WHOLE_PARENT_READY, PUBLISHED -> value.node().asBoolean();
                case CAPACITY_BYTES -> Numbers.intInRange(value, 1, limits.sharedPoolBytes(), field.key(), problems);
                case DATA_TYPE -> Numbers.intInRange(value, 0, Limits.MAX_DATA_TYPE, field.key(), problems);
                default -> Numbers.intInRange(value, 0, Limits.MAX_DIMENSION, field.key(), problems);
            };
            if (read == null) {
                return null;
            }
            descriptor.put(field, read);
        }
        Bytes payload = null;
        if (register.has("payload")) {
            Integer capacity = (Integer) descriptor.get(DescriptorField.CAPACITY_BYTES);
            SharedObject before = initial.shared().get(Registers.number(name));
            if (capacity == null && before != null) {
                capacity = before.descriptor().capacityBytes();
            }
            payload = payloads.read(
                    register.get("payload"),
                    capacity,
                    "state " + name + ".descriptor.capacity_bytes (or give " + name + " an initial descriptor)");
            if (payload == null) {
                return null;
            }
        }
        return new ExpectedShared(true, descriptor, payload);
    }

    private List<ExpectedGm> gm(Json gm) {
        List<ExpectedGm> ranges = new ArrayList<>();
        Set<String> names = new HashSet<>();
        List<Json> items = gm.items();
        for (int i = 0; i < items.size(); i++) {
            Json range = items.get(i);
            String name = range.text("name", "gm[" + i + "]");
            if (!names.add(name)) {
                problems.at(range.get("name"), "GM range name '" + name + "' is used twice");
            }
            Long address = Numbers.inRange(range.get("address"), 0, Limits.MAX_GM_ADDRESS, "address", problems);
            Integer length = Numbers.intInRange(range.get("length"), 1, Limits.MAX_GM_LENGTH, "length", problems);
            if (address == null || length == null) {
                continue;
            }
            Bytes bytes = payloads.read(range.get("bytes"), length, "the range's length");
            if (bytes != null) {
                ranges.add(new ExpectedGm(name, address, length, bytes));
            }
        }
        return ranges;
    }

    private List<ExpectedDecode> decoded(Json decoded, int programLength) {
        List<ExpectedDecode> entries = new ArrayList<>();
        for (Json entry : decoded.items()) {
            int step = entry.get("step").node().asInt();
            if (step >= programLength) {
                problems.at(
                        entry.get("step"),
                        "step " + step + " does not exist: the program has " + programLength
                                + " steps, counted from 0");
                continue;
            }
            Map<DecodeField, String> stated = new EnumMap<>(DecodeField.class);
            for (DecodeField field : DecodeField.values()) {
                Json value = entry.get(field.key());
                if (!value.isMissing()) {
                    stated.put(field, value.isNull() ? null : value.text());
                }
            }
            Map<String, Long> fields = new LinkedHashMap<>();
            for (Map.Entry<String, Json> field : entry.get("fields").members()) {
                Long value = Numbers.read(field.getValue(), problems);
                if (value != null) {
                    fields.put(field.getKey(), value);
                }
            }
            entries.add(new ExpectedDecode(step, stated, fields));
        }
        return entries;
    }

    private Set<Frame> unchanged(Json unchanged, MachineState initial) {
        Set<Frame> frames = EnumSet.noneOf(Frame.class);
        for (Json item : unchanged.items()) {
            Frame frame = Frame.parse(item.text()).orElseThrow();
            if (frame == Frame.GM && initial.gm().isEmpty()) {
                problems.at(item, "\"unchanged\": \"gm\" compares the initial.gm segments, and this vector has none");
            }
            frames.add(frame);
        }
        return frames;
    }
}
