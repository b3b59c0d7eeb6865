package org.pto.avs.device.protocol;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.pto.avs.device.Observable;

/**
 * Observables on the wire are the lower-case enum names ({@code step_outcomes}, {@code shared_payloads}).
 * Names this harness does not know are ignored, so a later minor addition does not break older peers.
 */
final class ObservableNames {

    /** Computed once: every run message names its observables. */
    private static final Map<String, Observable> BY_NAME = new HashMap<>();

    private static final String[] NAMES = new String[Observable.values().length];

    static {
        for (Observable o : Observable.values()) {
            NAMES[o.ordinal()] = o.name().toLowerCase(Locale.ROOT);
            BY_NAME.put(NAMES[o.ordinal()], o);
        }
    }

    private ObservableNames() {}

    static String name(Observable observable) {
        return NAMES[observable.ordinal()];
    }

    static ArrayNode write(Set<Observable> observables) {
        ArrayNode array = JsonNodeFactory.instance.arrayNode();
        for (Observable o : EnumSet.copyOf(observables.isEmpty() ? EnumSet.noneOf(Observable.class) : observables)) {
            array.add(name(o));
        }
        return array;
    }

    static Set<Observable> read(JsonIn in) throws ProtocolException {
        Set<Observable> set = EnumSet.noneOf(Observable.class);
        for (JsonIn element : in.elements()) {
            Observable known = BY_NAME.get(element.text());
            if (known != null) {
                set.add(known);
            }
        }
        return set;
    }
}
