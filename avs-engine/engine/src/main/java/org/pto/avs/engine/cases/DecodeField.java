package org.pto.avs.engine.cases;

import java.util.function.Function;
import org.apiguardian.api.API;
import org.pto.avs.device.DecodedStep;

/** A key of an {@code expect.decoded} entry, and how to read it from a device's decoding. */
@API(status = API.Status.INTERNAL, since = "0.1")
public enum DecodeField {
    FORM_ID("form_id", DecodedStep::formId),
    MNEMONIC("mnemonic", DecodedStep::mnemonic),
    HANDLER("handler", DecodedStep::handler);

    private final String key;
    private final Function<DecodedStep, String> reader;

    DecodeField(String key, Function<DecodedStep, String> reader) {
        this.key = key;
        this.reader = reader;
    }

    public String key() {
        return key;
    }

    /** The value, or null when no form matched. */
    public String read(DecodedStep decoded) {
        return reader.apply(decoded);
    }
}
