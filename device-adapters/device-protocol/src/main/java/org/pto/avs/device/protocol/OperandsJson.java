package org.pto.avs.device.protocol;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.pto.avs.model.machine.LoopBound;
import org.pto.avs.device.Observable;
import org.pto.avs.device.Observation;
import org.pto.avs.model.machine.ScalarBinding;

/**
 * What the block's dimension and scalar commands leave behind, in a result (PROTOCOL.md "result"): each step's
 * {@code tpc_advance}, the observation's {@code loop_bounds} and {@code scalar_binding}. A device that does not
 * report one leaves its field out, and a run that asks for it treats the result as a protocol error.
 */
final class OperandsJson {

    static final String TPC_ADVANCE = "tpc_advance";
    static final String LOOP_BOUNDS = "loop_bounds";
    static final String SCALAR_BINDING = "scalar_binding";

    private static final Pattern BOUND_NAME = Pattern.compile("LB[0-2]");
    private static final List<String> REGISTERS = List.of("reg_dst", "reg_src0", "reg_src1", "reg_src2");

    private OperandsJson() {}

    /** {@code "tpc_advance"} on each step, when the observation carries one advance per step. */
    static void writeAdvances(ArrayNode steps, List<Integer> advances) {
        if (advances.size() != steps.size()) {
            return;
        }
        for (int i = 0; i < steps.size(); i++) {
            ((ObjectNode) steps.get(i)).put(TPC_ADVANCE, advances.get(i));
        }
    }

    /** Each step's advance: 0, 2 or 4; empty when the steps carry none. */
    static List<Integer> readAdvances(JsonIn steps) throws ProtocolException {
        List<Integer> advances = new ArrayList<>();
        List<JsonIn> elements = steps.elements();
        for (JsonIn step : elements) {
            var advance = step.optional(TPC_ADVANCE);
            if (advance.isEmpty()) {
                if (!advances.isEmpty()) {
                    throw step.error("\"" + TPC_ADVANCE + "\" is missing, where earlier steps report it");
                }
                continue;
            }
            if (advances.size() != elements.indexOf(step)) {
                throw advance.get().error("reported where earlier steps do not report it");
            }
            int bytes = advance.get().intValue(0, 4);
            if (bytes != 0 && bytes != 2 && bytes != 4) {
                throw advance.get().error("expected 0, 2 or 4 (a word's length in bytes), got " + bytes);
            }
            advances.add(bytes);
        }
        return advances;
    }

    static void writeObservation(Observation o, ObjectNode node) {
        ObjectNode bounds = node.putObject(LOOP_BOUNDS);
        o.loopBounds().forEach(bound -> bounds.put(bound.name(), bound.value()));
        ScalarBinding record = o.scalarBinding();
        if (record == null) {
            node.putNull(SCALAR_BINDING);
        } else {
            node.putObject(SCALAR_BINDING)
                    .put("reg_dst", record.regDst())
                    .put("reg_src0", record.regSrc0())
                    .put("reg_src1", record.regSrc1())
                    .put("reg_src2", record.regSrc2());
        }
    }

    static List<LoopBound> readLoopBounds(JsonIn observation) throws ProtocolException {
        List<LoopBound> bounds = new ArrayList<>();
        var field = observation.optional(LOOP_BOUNDS);
        if (field.isPresent()) {
            for (Map.Entry<String, JsonIn> bound : field.get().members().entrySet()) {
                if (!BOUND_NAME.matcher(bound.getKey()).matches()) {
                    throw bound.getValue().error("expected a loop bound LB0, LB1 or LB2");
                }
                bounds.add(new LoopBound(
                        bound.getKey().charAt(2) - '0', bound.getValue().intValue(0, 0xFFFF)));
            }
        }
        return bounds;
    }

    /** The record, or null: none, or not reported. */
    static ScalarBinding readScalarBinding(JsonIn observation) throws ProtocolException {
        var field = observation.optional(SCALAR_BINDING);
        if (field.isEmpty()) {
            return null;
        }
        int[] registers = new int[REGISTERS.size()];
        for (int i = 0; i < registers.length; i++) {
            registers[i] = field.get().field(REGISTERS.get(i)).intValue(0, ScalarBinding.REGISTERS - 1);
        }
        return new ScalarBinding(registers[0], registers[1], registers[2], registers[3]);
    }

    /** The operand observables a result leaves out. */
    static Set<Observable> unreported(JsonIn steps, JsonIn observation) throws ProtocolException {
        Set<Observable> unreported = EnumSet.noneOf(Observable.class);
        if (!steps.elements().isEmpty() && readAdvances(steps).isEmpty()) {
            unreported.add(Observable.TPC_ADVANCE);
        }
        if (!observation.has(LOOP_BOUNDS)) {
            unreported.add(Observable.LOOP_BOUNDS);
        }
        if (!observation.has(SCALAR_BINDING)) {
            unreported.add(Observable.SCALAR_BINDING);
        }
        return unreported;
    }
}
