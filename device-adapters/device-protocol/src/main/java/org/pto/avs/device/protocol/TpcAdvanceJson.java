package org.pto.avs.device.protocol;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.pto.avs.device.Observable;

/**
 * Each step's {@code tpc_advance} in a result (PROTOCOL.md "result"). A device that does not report it leaves the
 * member out of every step, and a run that asks for it treats the result as a protocol error.
 */
final class TpcAdvanceJson {

    static final String TPC_ADVANCE = "tpc_advance";

    private TpcAdvanceJson() {}

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

    /** Whether the steps leave out TPC advances. */
    static Set<Observable> unreported(JsonIn steps) throws ProtocolException {
        Set<Observable> unreported = EnumSet.noneOf(Observable.class);
        if (!steps.elements().isEmpty() && readAdvances(steps).isEmpty()) {
            unreported.add(Observable.TPC_ADVANCE);
        }
        return unreported;
    }
}
