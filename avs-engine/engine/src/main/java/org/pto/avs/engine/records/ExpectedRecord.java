package org.pto.avs.engine.records;

import java.util.Objects;
import org.apiguardian.api.API;
import org.pto.avs.isa.StateRecord;

/**
 * What a vector states about one state record: its catalog declaration and the value, canonical ({@link RecordCanon}).
 * A stated null means the machine must hold no such record; of a record of fields, only the fields stated are
 * compared; a list is compared whole, entry by entry.
 */
@API(status = API.Status.INTERNAL, since = "0.2")
public record ExpectedRecord(StateRecord declaration, Object value) {

    public ExpectedRecord {
        Objects.requireNonNull(declaration, "declaration");
    }

    public String name() {
        return declaration.name();
    }
}
