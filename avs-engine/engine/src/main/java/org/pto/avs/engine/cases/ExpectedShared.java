package org.pto.avs.engine.cases;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import org.apiguardian.api.API;
import org.pto.avs.device.Bytes;

/**
 * What a vector states about one Shared register after the program: that it has no descriptor, or the
 * descriptor keys it names (each compared) and, when given, the whole payload.
 *
 * @param payload the expected payload, or null when the vector does not state it
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record ExpectedShared(boolean present, Map<DescriptorField, Object> descriptor, Bytes payload) {

    /** {@code "S5": null}: the register has no descriptor. */
    public static final ExpectedShared ABSENT = new ExpectedShared(false, Map.of(), null);

    public ExpectedShared {
        descriptor = descriptor.isEmpty() ? Map.of() : Collections.unmodifiableMap(new EnumMap<>(descriptor));
    }
}
