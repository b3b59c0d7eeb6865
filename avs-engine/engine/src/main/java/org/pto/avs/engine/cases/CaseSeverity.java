package org.pto.avs.engine.cases;

import java.util.Locale;
import org.apiguardian.api.API;

/** How much a failure of the case matters to a certification, as reports show it. */
@API(status = API.Status.INTERNAL, since = "0.1")
public enum CaseSeverity {
    BLOCKER,
    CRITICAL,
    NORMAL,
    MINOR;

    public String text() {
        return name().toLowerCase(Locale.ROOT);
    }

    static CaseSeverity parse(String text) {
        return text == null ? NORMAL : valueOf(text.toUpperCase(Locale.ROOT));
    }

    @Override
    public String toString() {
        return text();
    }
}
