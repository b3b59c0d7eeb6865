package org.pto.avs.engine.cases;

import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apiguardian.api.API;

/**
 * What one step must decode to. {@code stated} holds the keys the vector names; a null value means "no form"
 * ({@code "form_id": null}). {@code fields} holds the raw field values it names.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record ExpectedDecode(int step, Map<DecodeField, String> stated, Map<String, Long> fields) {

    public ExpectedDecode {
        stated = Collections.unmodifiableMap(new EnumMap<>(stated));
        fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
    }
}
