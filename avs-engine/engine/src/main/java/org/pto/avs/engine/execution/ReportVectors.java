package org.pto.avs.engine.execution;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.junit.platform.engine.ConfigurationParameters;
import org.pto.avs.engine.Constants;

/**
 * The values of {@value Constants#REPORT_VECTORS}: which vectors publish their evidence (program, expected and
 * actual observation, diff, description) in their report entries. A vector left out publishes a light entry, the
 * keys {@link #LIGHT_KEYS} only.
 */
public enum ReportVectors {
    /** Every vector in full (default). */
    ALL,
    /** Vectors that did not pass in full; a passing vector in a light entry. */
    FAILED;

    /** All a light entry holds: the case, the vector, its status. */
    public static final List<String> LIGHT_KEYS = List.of(CaseReport.ID, CaseReport.VECTOR, CaseReport.VECTOR_STATUS);

    /**
     * The value of {@value Constants#REPORT_VECTORS} in any case, {@link #ALL} when absent; any other value is an
     * exception naming the parameter, the value and the allowed values.
     */
    public static ReportVectors from(ConfigurationParameters configuration) {
        Optional<String> text = configuration.get(Constants.REPORT_VECTORS).map(String::strip)
                .filter(s -> !s.isEmpty());
        if (text.isEmpty()) {
            return ALL;
        }
        return switch (text.get().toLowerCase(Locale.ROOT)) {
            case "all" -> ALL;
            case "failed" -> FAILED;
            default -> throw new IllegalArgumentException(Constants.REPORT_VECTORS + "=" + text.get()
                    + " is not all or failed");
        };
    }

    /** Whether {@code entry} is a light vector entry: a vector's, with nothing but {@link #LIGHT_KEYS}. */
    public static boolean isLight(Map<String, String> entry) {
        return entry.containsKey(CaseReport.VECTOR) && LIGHT_KEYS.containsAll(entry.keySet());
    }

    /** Whether a vector of this status ({@code pass}, {@code fail}, ...) is published with its evidence. */
    public boolean full(String vectorStatus) {
        return this == ALL || !CaseStatus.PASS.text().equals(vectorStatus);
    }

    /**
     * An entry as this setting publishes it: a vector entry this setting leaves out cut to {@link #LIGHT_KEYS}, any
     * other entry unchanged. Applied to journaled entries, so a resumed run publishes what an uninterrupted one would.
     */
    public Map<String, String> apply(Map<String, String> entry) {
        if (!entry.containsKey(CaseReport.VECTOR) || full(entry.get(CaseReport.VECTOR_STATUS))) {
            return entry;
        }
        Map<String, String> light = new LinkedHashMap<>();
        LIGHT_KEYS.stream().filter(entry::containsKey).forEach(key -> light.put(key, entry.get(key)));
        return light;
    }
}
