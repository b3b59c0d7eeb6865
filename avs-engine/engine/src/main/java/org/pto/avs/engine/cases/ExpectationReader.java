package org.pto.avs.engine.cases;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import org.pto.avs.device.Binding;
import org.pto.avs.device.BlockPhase;
import org.pto.avs.device.Bytes;
import org.pto.avs.model.machine.LocalBinding;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.PeMask;
import org.pto.avs.model.machine.RangeCarrier;
import org.pto.avs.model.machine.ScalarBinding;
import org.pto.avs.device.SharedObject;

/** Reads a vector's {@code expect}, checking what depends on the vector's initial state and program. */
final class ExpectationReader {

    private final Limits limits;
    private final Payloads payloads;
    private final Problems problems;

    ExpectationReader(Limits limits, Payloads payloads, Problems problems) {
        this.limits = limits;
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
                loopBounds(expect.get("loop_bounds")),
                expect.has("scalar_binding") ? scalarBinding(expect.get("scalar_binding")) : null,
                expect.has("local_bindings") ? localBindings(expect.get("local_bindings")) : null,
                expect.has("local_sequence_closed")
                        ? expect.get("local_sequence_closed").node().asBoolean()
                        : null,
                expect.has("carriers") ? carriers(expect.get("carriers")) : null);
    }

    /** {@code [{"stream": "shared", "slot": 0, "role": "destination", "modifier": ..., "offset": "0x1A16"}]}. */
    private List<RangeCarrier> carriers(Json carriers) {
        List<RangeCarrier> stated = new ArrayList<>();
        for (Json carrier : carriers.items()) {
            Long offset = Numbers.read(carrier.get("offset"), problems);
            if (offset == null) {
                continue;
            }
            stated.add(new RangeCarrier(
                    carrier.get("stream").text(),
                    carrier.get("slot").node().asInt(),
                    carrier.get("role").text(),
                    carrier.get("modifier").text(),
                    carrier.get("init").node().asInt(0),
                    carrier.get("last").node().asInt(0),
                    carrier.get("reg_src").node().asInt(),
                    carrier.get("uimm11").node().asInt(),
                    carrier.get("size").node().asInt(),
                    offset));
        }
        return stated;
    }

    /** {@code [{"mask": "1111", "destination": true, "size_code": 1, "dst_tile": 0, "sources": [3], "last": true}]}. */
    private static List<LocalBinding> localBindings(Json records) {
        List<LocalBinding> stated = new ArrayList<>();
        for (Json record : records.items()) {
            List<Integer> sources = new ArrayList<>();
            record.get("sources")
                    .items()
                    .forEach(source -> sources.add(source.node().asInt()));
            stated.add(new LocalBinding(
                    PeMask.parse(record.get("mask").text()),
                    record.get("destination").node().asBoolean(false),
                    record.get("size_code").node().asInt(0),
                    record.get("dst_tile").node().asInt(0),
                    sources,
                    record.get("last").node().asBoolean(false)));
        }
        return stated;
    }

    /** {@code {"LB0": 12, "LB1": null}}: null states that the bound is not present. */
    private static SortedMap<Integer, OptionalInt> loopBounds(Json bounds) {
        SortedMap<Integer, OptionalInt> stated = new TreeMap<>();
        for (Map.Entry<String, Json> bound : bounds.members()) {
            int index = bound.getKey().charAt(2) - '0';
            stated.put(
                    index,
                    bound.getValue().isNull()
                            ? OptionalInt.empty()
                            : OptionalInt.of(bound.getValue().node().asInt()));
        }
        return stated;
    }

    private static ExpectedScalarBinding scalarBinding(Json record) {
        if (record.isNull()) {
            return ExpectedScalarBinding.NONE;
        }
        return new ExpectedScalarBinding(new ScalarBinding(
                record.get("reg_dst").node().asInt(),
                record.get("reg_src0").node().asInt(),
                record.get("reg_src1").node().asInt(),
                record.get("reg_src2").node().asInt()));
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
