package org.pto.avs.model.machine;

import java.util.LinkedHashMap;
import java.util.Map;
import org.apiguardian.api.API;

/**
 * The block's control attribute record, which a B.CATR writes once per block: a post-commit trap, an atomic
 * transaction, acquire and release ordering, remote execution and dimension reduction (DR). A block without one has
 * all six off.
 */
@API(status = API.Status.INTERNAL, since = "0.2")
public record ControlAttributes(
        boolean trap, boolean atomic, boolean acquire, boolean release, boolean far, boolean dimensionReduction) {

    /** The state record that reports it, as the catalog declares it. */
    public static final String RECORD = "control_attributes";

    /** Its value as the state record reports it. */
    public Map<String, Object> asRecord() {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("trap", trap);
        fields.put("atomic", atomic);
        fields.put("acquire", acquire);
        fields.put("release", release);
        fields.put("far", far);
        fields.put("dr", dimensionReduction);
        return fields;
    }
}
