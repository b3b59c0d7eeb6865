package org.pto.avs.engine.cases;

import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What one step must decode to. {@code stated} holds the keys the vector names; a null value means "no form"
 * ({@code "form_id": null}). {@code fields} holds the raw field values it names.
 */
public record ExpectedDecode(int step, Map<DecodeField, String> stated, Map<String, Long> fields) {

    public ExpectedDecode {
        stated = Collections.unmodifiableMap(new EnumMap<>(stated));
        fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
    }
}
