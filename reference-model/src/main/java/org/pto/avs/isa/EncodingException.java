package org.pto.avs.isa;

import org.apiguardian.api.API;

/** A field value the form cannot encode: too wide for the field, or refused by one of the form's constraints. */
@API(status = API.Status.INTERNAL, since = "0.1")
public class EncodingException extends Exception {

    private final String field;
    private final long value;

    public EncodingException(String field, long value, String reason) {
        super(reason);
        this.field = field;
        this.value = value;
    }

    /** The field whose value was refused. */
    public String field() {
        return field;
    }

    public long value() {
        return value;
    }

    /** Why, for example "SizeCode 13 is not one-of 0..12". */
    public String reason() {
        return getMessage();
    }
}
