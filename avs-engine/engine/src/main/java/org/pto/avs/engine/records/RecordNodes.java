package org.pto.avs.engine.records;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import org.apiguardian.api.API;
import org.pto.avs.device.protocol.RecordJson;

/** A record's plain value as JSON ({@link RecordJson}, the protocol's spelling), and written into a case file. */
@API(status = API.Status.INTERNAL, since = "0.2")
public final class RecordNodes {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private RecordNodes() {}

    /** Writes the value where the generator stands. */
    public static void write(JsonGenerator json, Object value) throws IOException {
        MAPPER.writeTree(json, of(value));
    }

    public static JsonNode of(Object value) {
        return RecordJson.json(value);
    }
}
