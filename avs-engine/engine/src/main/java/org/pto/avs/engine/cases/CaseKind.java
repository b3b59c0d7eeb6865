package org.pto.avs.engine.cases;

import java.util.Arrays;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * What kind of AVS point a case is; also one of its tags, so {@code -Dgroups=fault} selects the fault cases. A
 * {@link #PROPERTY} case is no AVS point: it generates its programs from a seed and compares the device with the
 * reference model on each.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public enum CaseKind {
    DECODE_POSITIVE("decode-positive"),
    DECODE_NEGATIVE("decode-negative"),
    EXECUTION("execution"),
    BOUNDARY("boundary"),
    FAULT("fault"),
    /** The spec's kind for a point that checks the state a sequence of words leaves (an attribute record). */
    STATE_TRANSITION("state-transition"),
    PROPERTY("property");

    private final String text;

    CaseKind(String text) {
        this.text = text;
    }

    /** The name used in case files, tags and reports. */
    public String text() {
        return text;
    }

    static Optional<CaseKind> parse(String text) {
        return Arrays.stream(values()).filter(k -> k.text.equals(text)).findFirst();
    }

    @Override
    public String toString() {
        return text;
    }
}
