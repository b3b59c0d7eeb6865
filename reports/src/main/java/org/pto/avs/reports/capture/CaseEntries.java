package org.pto.avs.reports.capture;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.junit.platform.engine.reporting.ReportEntry;
import org.pto.avs.engine.api.ReportKeys;
import org.pto.avs.engine.api.VectorOutcome;
import org.pto.avs.reports.suite.Sha256;

/**
 * The report entries the engine published for one case, in order: one per vector published in full (it has
 * {@link ReportKeys#VECTOR}), then one for the case (it has {@link ReportKeys#STATUS}), which lists every vector.
 *
 * <p>What is kept of a case does not grow with its vectors' texts: a vector keeps its details (program,
 * observations, diff) when it is among the case's first {@value #DETAILED_VECTORS} vectors or its first {@value
 * #DETAILED_VECTORS} that did not pass, so a failure late in a large case is still shown; every other vector keeps
 * its name and status only, as under {@code avs.report.vectors=failed}. The digest of the actual observations is
 * taken as they arrive.
 */
final class CaseEntries {

    /** How many of a case's first vectors, and of its first failing ones, keep their details. */
    static final int DETAILED_VECTORS = 1_000;

    private final List<Map<String, String>> vectors = new ArrayList<>();
    private final MessageDigest observations = Sha256.digest();
    private boolean observed;
    private int seen;
    private int failingSeen;
    private Map<String, String> caseEntry;

    synchronized void add(ReportEntry entry) {
        Map<String, String> values = entry.getKeyValuePairs();
        if (values.containsKey(ReportKeys.VECTOR)) {
            digest(values);
            vectors.add(keep(values) ? values : nameAndStatus(values));
        } else if (values.containsKey(ReportKeys.STATUS)) {
            caseEntry = values;
        }
    }

    private boolean keep(Map<String, String> vector) {
        boolean failing = !VectorOutcome.PASS.text().equals(vector.get(ReportKeys.VECTOR_STATUS));
        boolean early = seen++ < DETAILED_VECTORS;
        boolean earlyFailing = failing && failingSeen++ < DETAILED_VECTORS;
        return early || earlyFailing;
    }

    /** Marks a vector kept by name and status only; never a key the engine publishes. */
    static final String DETAILS_NOT_KEPT = "pto-avs.reports.details-not-kept";

    private static Map<String, String> nameAndStatus(Map<String, String> vector) {
        return Map.of(ReportKeys.VECTOR, vector.get(ReportKeys.VECTOR), ReportKeys.VECTOR_STATUS,
                vector.getOrDefault(ReportKeys.VECTOR_STATUS, VectorOutcome.NOT_RUN.text()), DETAILS_NOT_KEPT, "");
    }

    /** Every vector's actual observation, as {@code name\nactual\n}, in the order published. */
    private void digest(Map<String, String> vector) {
        String actual = vector.getOrDefault(ReportKeys.ACTUAL, "");
        if (!actual.isEmpty()) {
            observations.update((vector.get(ReportKeys.VECTOR) + "\n" + actual + "\n").getBytes(StandardCharsets.UTF_8));
            observed = true;
        }
    }

    synchronized List<Map<String, String>> vectors() {
        return List.copyOf(vectors);
    }

    /** SHA-256 over every published vector's actual observation; empty when none had one. */
    synchronized String observationDigest() {
        return observed ? HexFormat.of().formatHex(observations.digest()) : "";
    }

    /** The case entry, or an empty map when the engine published none (a harness fault before the case ran). */
    synchronized Map<String, String> caseEntry() {
        return caseEntry == null ? Map.of() : caseEntry;
    }
}
