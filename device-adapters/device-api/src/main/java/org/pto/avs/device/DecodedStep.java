package org.pto.avs.device;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import org.apiguardian.api.API;

/**
 * What one word decoded to, for devices that can report it: the catalog form id, mnemonic, semantic
 * handler and raw field values. {@code formId} is null when no form matched.
 */
@API(status = API.Status.STABLE, since = "0.1")
public record DecodedStep(String formId, String mnemonic, String handler, Map<String, Long> fields) {

    public static final DecodedStep NO_FORM = new DecodedStep(null, null, null, Map.of());

    public DecodedStep {
        fields = Collections.unmodifiableMap(new TreeMap<>(fields));
    }
}
