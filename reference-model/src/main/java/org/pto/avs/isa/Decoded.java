package org.pto.avs.isa;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apiguardian.api.API;

/** A word decoded against one form: the raw value of every field, in the form's field order. */
@API(status = API.Status.INTERNAL, since = "0.1")
public record Decoded(Form form, long word, Map<String, Long> fields) {

    public Decoded {
        fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
    }

    /** A field's raw value; the field must exist in the form. */
    public int field(String name) {
        Long value = fields.get(name);
        if (value == null) {
            throw new IllegalArgumentException(form.mnemonic() + " has no field " + name);
        }
        return value.intValue();
    }

    /** The first constraint violation, such as "SizeCode 13 is not one-of 0..12", or null when legal. */
    public String constraintViolation() {
        for (Constraint constraint : form.constraints()) {
            Long value = fields.get(constraint.field());
            // A constraint on a field the form lacks is a catalog defect that CatalogLint reports.
            if (value != null && !constraint.admits(value)) {
                return constraint.explain(value);
            }
        }
        return null;
    }
}
