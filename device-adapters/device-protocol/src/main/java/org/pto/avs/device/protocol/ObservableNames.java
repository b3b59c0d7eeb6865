package org.pto.avs.device.protocol;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import org.pto.avs.device.Observable;

/**
 * Observables on the wire are the lower-case enum names ({@code step_outcomes}, {@code shared_payloads}).
 * Names this harness does not know are ignored, so a later minor addition does not break older peers.
 */
final class ObservableNames {

    private ObservableNames() {
    }

    static String name(Observable observable) {
        return observable.name().toLowerCase(Locale.ROOT);
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
            String text = element.text();
            for (Observable o : Observable.values()) {
                if (name(o).equals(text)) {
                    set.add(o);
                }
            }
        }
        return set;
    }
}
