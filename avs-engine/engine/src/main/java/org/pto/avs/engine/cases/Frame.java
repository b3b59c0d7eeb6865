package org.pto.avs.engine.cases;

import java.util.Arrays;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * A frame condition of a vector ({@code expect.unchanged}): a part of the state that must be exactly as the
 * vector's {@code initial} left it, apart from what {@code expect} names explicitly.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public enum Frame {
    /** Every Shared register not named in {@code expect.shared} is as initial, and no other descriptor exists. */
    SHARED("shared"),
    /** Every {@code initial.gm} segment reads back unchanged. */
    GM("gm"),
    /** Every GPR not named in {@code expect.gprs} keeps its initial value. */
    GPRS("gprs");

    private final String text;

    Frame(String text) {
        this.text = text;
    }

    public String text() {
        return text;
    }

    static Optional<Frame> parse(String text) {
        return Arrays.stream(values()).filter(f -> f.text.equals(text)).findFirst();
    }
}
