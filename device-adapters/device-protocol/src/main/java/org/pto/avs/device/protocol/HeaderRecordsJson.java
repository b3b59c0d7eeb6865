package org.pto.avs.device.protocol;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.pto.avs.model.machine.LocalBinding;
import org.pto.avs.device.Observable;
import org.pto.avs.device.Observation;
import org.pto.avs.model.machine.RangeCarrier;

/**
 * The block's Local binding records and range-modifier carriers in a result (PROTOCOL.md "result"):
 * {@code local_bindings} with {@code local_sequence_closed}, and {@code carriers}. A device that does not report one
 * leaves its field out, and a run that asks for it treats the result as a protocol error.
 */
final class HeaderRecordsJson {

    static final String LOCAL_BINDINGS = "local_bindings";
    static final String SEQUENCE_CLOSED = "local_sequence_closed";
    static final String CARRIERS = "carriers";

    private static final List<String> STREAMS = List.of(RangeCarrier.SHARED, RangeCarrier.LOCAL);
    private static final List<String> ROLES = List.of("source0", "source1", "destination");
    private static final List<String> MODIFIERS = List.of("B.ASSEMBLE", "B.SUBVIEW");

    private HeaderRecordsJson() {}

    static void write(Observation o, ObjectNode node) {
        ArrayNode locals = node.putArray(LOCAL_BINDINGS);
        for (LocalBinding local : o.localBindings()) {
            ObjectNode record = locals.addObject()
                    .put("mask", local.mask().toString())
                    .put("destination", local.destination())
                    .put("size_code", local.sizeCode())
                    .put("dst_tile", local.dstTile());
            ArrayNode sources = record.putArray("sources");
            local.sources().forEach(sources::add);
            record.put("last", local.last());
        }
        node.put(SEQUENCE_CLOSED, o.localSequenceClosed());
        ArrayNode carriers = node.putArray(CARRIERS);
        for (RangeCarrier c : o.carriers()) {
            carriers.addObject()
                    .put("stream", c.stream())
                    .put("slot", c.slot())
                    .put("role", c.role())
                    .put("modifier", c.modifier())
                    .put("init", c.init())
                    .put("last", c.last())
                    .put("reg_src", c.regSrc())
                    .put("uimm11", c.uimm11())
                    .put("size", c.size())
                    .put("offset", Long.toUnsignedString(c.offset()));
        }
    }

    /** The Local binding records a result gives, in order; none when it leaves them out. */
    static List<LocalBinding> readLocalBindings(JsonIn in) throws ProtocolException {
        List<LocalBinding> locals = new ArrayList<>();
        var localsField = in.optional(LOCAL_BINDINGS);
        if (localsField.isPresent()) {
            for (JsonIn record : localsField.get().elements()) {
                List<Integer> sources = new ArrayList<>();
                for (JsonIn source : record.field("sources").elements()) {
                    sources.add(source.intValue(0, 63));
                }
                if (sources.size() > 2) {
                    throw record.field("sources").error("a B.IOT names at most two sources");
                }
                locals.add(new LocalBinding(
                        StateJson.mask(record.field("mask")),
                        record.field("destination").bool(),
                        record.field("size_code").intValue(0, 15),
                        record.field("dst_tile").intValue(0, 3),
                        sources,
                        record.field("last").bool()));
            }
        }
        return locals;
    }

    /** Whether an L = 1 closed the Local sequence; false when the result leaves it out. */
    static boolean readSequenceClosed(JsonIn in) throws ProtocolException {
        var closed = in.optional(SEQUENCE_CLOSED);
        return closed.isPresent() && closed.get().bool();
    }

    /** The range-modifier carriers a result gives, in order; none when it leaves them out. */
    static List<RangeCarrier> readCarriers(JsonIn in) throws ProtocolException {
        List<RangeCarrier> carriers = new ArrayList<>();
        var carriersField = in.optional(CARRIERS);
        if (carriersField.isPresent()) {
            for (JsonIn c : carriersField.get().elements()) {
                carriers.add(new RangeCarrier(
                        oneOf(c.field("stream"), STREAMS),
                        c.field("slot").intValue(0, 63),
                        oneOf(c.field("role"), ROLES),
                        oneOf(c.field("modifier"), MODIFIERS),
                        c.field("init").intValue(0, 1),
                        c.field("last").intValue(0, 1),
                        c.field("reg_src").intValue(0, 23),
                        c.field("uimm11").intValue(0, 2047),
                        c.field("size").intValue(0, 15),
                        offset(c.field("offset"))));
            }
        }
        return carriers;
    }

    /** The records a result leaves out. */
    static Set<Observable> unreported(JsonIn observation) throws ProtocolException {
        Set<Observable> unreported = EnumSet.noneOf(Observable.class);
        if (!observation.has(LOCAL_BINDINGS) || !observation.has(SEQUENCE_CLOSED)) {
            unreported.add(Observable.LOCAL_BINDINGS);
        }
        if (!observation.has(CARRIERS)) {
            unreported.add(Observable.RANGE_CARRIERS);
        }
        return unreported;
    }

    private static String oneOf(JsonIn field, List<String> allowed) throws ProtocolException {
        String text = field.text();
        if (!allowed.contains(text)) {
            throw field.error("expected one of " + String.join(", ", allowed) + ", got \"" + text + "\"");
        }
        return text;
    }

    /** An unsigned 64-bit offset, as a decimal string (a JSON integer cannot hold every value). */
    private static long offset(JsonIn field) throws ProtocolException {
        try {
            return Long.parseUnsignedLong(field.text());
        } catch (NumberFormatException e) {
            throw field.error("expected an unsigned 64-bit decimal string, got \"" + field.text() + "\"");
        }
    }
}
