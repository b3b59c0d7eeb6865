package org.pto.avs.device.protocol;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.pto.avs.device.Binding;
import org.pto.avs.device.BlockPhase;
import org.pto.avs.device.Bytes;
import org.pto.avs.device.DecodedStep;
import org.pto.avs.device.FaultKind;
import org.pto.avs.device.Observable;
import org.pto.avs.device.Observation;
import org.pto.avs.device.PeMask;
import org.pto.avs.device.SharedObject;
import org.pto.avs.device.StepOutcome;

/** Step outcomes and the observation of a result (PROTOCOL.md "result"). */
final class ObservationJson {

    /** Compiled once: String.matches would compile it again for every binding of every result. */
    private static final Pattern SHARED_NAME = Pattern.compile("S(0|[1-9][0-9]?)");

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private ObservationJson() {}

    static ArrayNode writeSteps(List<StepOutcome> steps) {
        ArrayNode array = NODES.arrayNode();
        for (StepOutcome step : steps) {
            ObjectNode s = array.addObject();
            s.put("outcome", step.kind().text());
            if (step.fault() != null) {
                s.put("fault", step.fault().specName());
            }
        }
        return array;
    }

    static List<StepOutcome> readSteps(JsonIn in) throws ProtocolException {
        List<StepOutcome> steps = new ArrayList<>();
        for (JsonIn s : in.elements()) {
            JsonIn outcome = s.field("outcome");
            String text = outcome.text();
            if (StepOutcome.Kind.FAULT.text().equals(text)) {
                JsonIn fault = s.field("fault");
                String name = fault.text();
                steps.add(StepOutcome.fault(FaultKind.parse(name)
                        .orElseThrow(
                                () -> fault.error("unknown fault \"" + name + "\"; expected Fault_IllegalInstruction, "
                                        + "Fault_BundleControl or Fault_TileLegality"))));
                continue;
            }
            steps.add(StepOutcome.withoutFault(text)
                    .orElseThrow(() -> outcome.error(
                            "expected \"executed\", \"fault\", \"unsupported\" or \"waiting\", got \"" + text + "\"")));
        }
        return steps;
    }

    static ObjectNode writeObservation(Observation o) {
        ObjectNode node = NODES.objectNode();
        // Written even when empty: a field left out is an observable not reported (unreported()).
        ArrayNode decoded = node.putArray("decoded");
        for (DecodedStep d : o.decoded()) {
            ObjectNode step = decoded.addObject();
            if (d.formId() == null) {
                step.putNull("form_id");
                continue;
            }
            step.put("form_id", d.formId());
            step.put("mnemonic", d.mnemonic());
            step.put("handler", d.handler());
            ObjectNode fields = step.putObject("fields");
            d.fields().forEach(fields::put);
        }
        if (o.phase() != null) {
            node.put("phase", o.phase().name().toLowerCase(Locale.ROOT));
        }
        if (o.participation() != null) {
            node.put("participation", o.participation().toString());
        }
        ArrayNode bindings = node.putArray("bindings");
        for (Binding b : o.bindings()) {
            ObjectNode binding = bindings.addObject();
            binding.put("id", "S" + b.sharedId());
            binding.put("size_code", b.sizeCode());
            binding.put("mask", b.mask().toString());
            binding.put("consumed", b.consumed());
        }
        node.set("shared", StateJson.writeShared(o.shared()));
        node.put("pool_bytes_in_use", o.poolBytesInUse());
        ObjectNode gm = node.putObject("gm");
        o.gm().entrySet().stream()
                .sorted(Map.Entry.comparingByKey())
                .forEach(e -> gm.set(e.getKey(), PayloadJson.write(e.getValue())));
        node.set("gprs", StateJson.writeGprs(o.gprs()));
        return node;
    }

    /**
     * The fields whose absence reads as a value (empty, zero), by the observables they report. A phase or a
     * participation left out reads as absent and is compared as such, so it needs no check.
     */
    private static final Map<String, List<Observable>> FIELDS = Map.of(
            "decoded", List.of(Observable.DECODE),
            "bindings", List.of(Observable.BINDINGS),
            "shared", List.of(Observable.SHARED_DESCRIPTORS, Observable.SHARED_PAYLOADS),
            "pool_bytes_in_use", List.of(Observable.POOL_IN_USE),
            "gm", List.of(Observable.GM),
            "gprs", List.of(Observable.GPRS));

    /** The observables an observation object leaves out, of those whose absence would read as a value. */
    static Set<Observable> unreported(JsonIn in) throws ProtocolException {
        Set<Observable> unreported = EnumSet.noneOf(Observable.class);
        for (Map.Entry<String, List<Observable>> field : FIELDS.entrySet()) {
            if (in.optional(field.getKey()).isEmpty()) {
                unreported.addAll(field.getValue());
            }
        }
        return unreported;
    }

    /** The field that reports {@code observable} in a result. */
    static String fieldOf(Observable observable) {
        return FIELDS.entrySet().stream()
                .filter(e -> e.getValue().contains(observable))
                .map(Map.Entry::getKey)
                .findFirst()
                .orElse(observable.name().toLowerCase(Locale.ROOT));
    }

    /**
     * The observation of a result: its {@code steps} (read from {@code stepList}), the fields of {@code in}, its
     * operand records and its header records, built once, decoded in that order (the first error is the one said).
     */
    static Observation readObservation(List<StepOutcome> steps, JsonIn stepList, JsonIn in) throws ProtocolException {
        List<DecodedStep> decoded = new ArrayList<>();
        var decodedField = in.optional("decoded");
        if (decodedField.isPresent()) {
            for (JsonIn d : decodedField.get().elements()) {
                decoded.add(readDecoded(d));
            }
        }
        BlockPhase phase = null;
        var phaseField = in.optional("phase");
        if (phaseField.isPresent()) {
            phase = switch (phaseField.get().text()) {
                case "none" -> BlockPhase.NONE;
                case "header" -> BlockPhase.HEADER;
                case "body" -> BlockPhase.BODY;
                default -> throw phaseField.get().error("expected \"none\", \"header\" or \"body\"");
            };
        }
        var participationField = in.optional("participation");
        PeMask participation = participationField.isPresent() ? StateJson.mask(participationField.get()) : null;
        List<Binding> bindings = new ArrayList<>();
        var bindingsField = in.optional("bindings");
        if (bindingsField.isPresent()) {
            for (JsonIn b : bindingsField.get().elements()) {
                bindings.add(readBinding(b));
            }
        }
        var sharedField = in.optional("shared");
        var poolField = in.optional("pool_bytes_in_use");
        Map<String, Bytes> gm = new LinkedHashMap<>();
        var gmField = in.optional("gm");
        if (gmField.isPresent()) {
            for (Map.Entry<String, JsonIn> e : gmField.get().members().entrySet()) {
                gm.put(e.getKey(), PayloadJson.read(e.getValue()));
            }
        }
        var gprsField = in.optional("gprs");
        SortedMap<Integer, SharedObject> shared =
                sharedField.isPresent() ? StateJson.readShared(sharedField.get()) : new TreeMap<>();
        long pool = poolField.isPresent() ? poolField.get().longValue(0, Long.MAX_VALUE) : 0;
        SortedMap<Integer, Long> gprs = gprsField.isPresent() ? StateJson.readGprs(gprsField.get()) : new TreeMap<>();
        List<Integer> advances = TpcAdvanceJson.readAdvances(stepList);
        return new Observation(
                steps,
                decoded,
                phase,
                participation,
                bindings,
                shared,
                pool,
                gm,
                gprs,
                advances,
                RecordJson.readValues(in));
    }

    private static DecodedStep readDecoded(JsonIn d) throws ProtocolException {
        var formId = d.optional("form_id");
        if (formId.isEmpty()) {
            return DecodedStep.NO_FORM;
        }
        Map<String, Long> fields = new LinkedHashMap<>();
        var fieldsField = d.optional("fields");
        if (fieldsField.isPresent()) {
            for (Map.Entry<String, JsonIn> e : fieldsField.get().members().entrySet()) {
                fields.put(e.getKey(), e.getValue().longValue(0, Long.MAX_VALUE));
            }
        }
        return new DecodedStep(
                formId.get().text(),
                d.field("mnemonic").text(),
                d.field("handler").text(),
                fields);
    }

    private static Binding readBinding(JsonIn b) throws ProtocolException {
        JsonIn id = b.field("id");
        String text = id.text();
        if (!SHARED_NAME.matcher(text).matches() || Integer.parseInt(text.substring(1)) >= StateJson.SHARED_REGISTERS) {
            throw id.error("expected a Shared register S0..S63, got \"" + text + "\"");
        }
        return new Binding(
                Integer.parseInt(text.substring(1)),
                b.field("size_code").intValue(0, 15),
                StateJson.mask(b.field("mask")),
                b.field("consumed").bool());
    }
}
