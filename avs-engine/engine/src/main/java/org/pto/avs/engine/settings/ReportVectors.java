package org.pto.avs.engine.settings;

import java.util.LinkedHashMap;
import java.util.Map;
import org.apiguardian.api.API;
import org.junit.platform.engine.ConfigurationParameters;
import org.pto.avs.results.Constants;
import org.pto.avs.results.ReportKeys;
import org.pto.avs.results.VectorOutcome;

/**
 * The values of {@value Constants#REPORT_VECTORS}: which vectors publish their entry with their evidence (program,
 * expected and actual observation, diff, description). A vector left out publishes no entry at all: the case entry's
 * {@value ReportKeys#VECTORS} has its name and status.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public enum ReportVectors {
    /** Every vector in full (default). */
    ALL,
    /** Vectors that did not pass in full; a passing vector in {@value ReportKeys#VECTORS} only. */
    FAILED;

    /**
     * The value of {@value Constants#REPORT_VECTORS} in any case, {@link #ALL} when absent; any other value is an
     * exception naming the parameter, the value and the allowed values.
     */
    static ReportVectors from(ConfigurationParameters configuration) {
        return Setting.choice(configuration, Constants.REPORT_VECTORS, VALUES, ALL);
    }

    private static final Map<String, ReportVectors> VALUES = orderedValues();

    private static Map<String, ReportVectors> orderedValues() {
        Map<String, ReportVectors> values = new LinkedHashMap<>();
        values.put("all", ALL);
        values.put("failed", FAILED);
        return values;
    }

    /** Whether a vector of this status ({@code pass}, {@code fail}, ...) is published with its evidence. */
    public boolean full(VectorOutcome vectorStatus) {
        return this == ALL || vectorStatus != VectorOutcome.PASS;
    }

    /**
     * Whether this setting publishes {@code entry}: every entry but that of a vector this setting leaves out. Applied
     * to journaled entries, so a resumed run publishes what an uninterrupted one would.
     */
    public boolean publishes(Map<String, String> entry) {
        return !entry.containsKey(ReportKeys.VECTOR)
                || this == ALL
                || !VectorOutcome.PASS.text().equals(entry.get(ReportKeys.VECTOR_STATUS));
    }
}
