package org.pto.avs.reports.capture;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.platform.engine.reporting.ReportEntry;
import org.pto.avs.results.ReportKeys;
import org.pto.avs.results.Sha256;
import org.pto.avs.results.VectorOutcome;
import org.pto.avs.results.values.Difference;
import org.pto.avs.results.values.ObservationValues;

/**
 * The report entries the engine published for one case, in order: one per vector published in full (it has
 * {@link ReportKeys#VECTOR}), then one for the case (it has {@link ReportKeys#STATUS}), which lists every vector. A
 * case run a second time publishes {@link ReportKeys#RETRIED} between its attempts: the first one's vectors are let go.
 *
 * <p>What is kept of a case is bounded whatever the case's size: a vector keeps its details (program, observations,
 * diff) while a share has room for it, in count ({@value #DETAILED_VECTORS} vectors) and in characters ({@value
 * #DETAILED_CHARS}). The first share takes the case's vectors in order; the second its vectors that did not pass, so a
 * failure late in a large case is still shown. Every other vector keeps its name, status, note (cut at {@value
 * #KEPT_TEXT_CHARS} characters) and as many of its first differences as read in that many characters, as under
 * {@code avs.report.vectors=failed}. The digest of the actual
 * observations (in full: {@link ObservationValues}) is taken as they arrive, of every vector.
 */
final class CaseEntries {

    /** How many vectors each share keeps the details of. */
    static final int DETAILED_VECTORS = 1_000;
    /** How many characters of details each share keeps: 16 Mi (a 16 MiB GM observation in hex is twice that). */
    static final int DETAILED_CHARS = 1 << 24;
    /** How much of a diff or a note a vector without its details keeps. */
    static final int KEPT_TEXT_CHARS = 1 << 16;

    /** Marks a vector kept without its details; never a key the engine publishes. */
    static final String DETAILS_NOT_KEPT = "pto-avs.reports.details-not-kept";

    /**
     * Holds why a vector's diff did not decode when the vector was kept without its details; never a key the engine
     * publishes. The reader refuses such a vector as it refuses one whose diff it decodes itself.
     */
    static final String DIFF_UNREADABLE = "pto-avs.reports.diff-unreadable";

    private final List<Map<String, String>> vectors = new ArrayList<>();
    private MessageDigest observations = Sha256.digest();
    private boolean observed;
    private Share first = new Share();
    private Share failing = new Share();
    private Map<String, String> caseEntry;

    /** Room for the details of some vectors. */
    private static final class Share {
        private int count;
        private long chars;

        boolean take(long size) {
            if (count >= DETAILED_VECTORS || chars + size > DETAILED_CHARS) {
                return false;
            }
            count++;
            chars += size;
            return true;
        }
    }

    synchronized void add(ReportEntry entry) {
        Map<String, String> values = entry.getKeyValuePairs();
        if (values.containsKey(ReportKeys.VECTOR)) {
            digest(values);
            vectors.add(keep(values) ? values : withoutDetails(values));
        } else if (values.containsKey(ReportKeys.STATUS)) {
            caseEntry = values;
        } else if (values.containsKey(ReportKeys.RETRIED)) {
            // The case runs again: what its first attempt published is not its result.
            vectors.clear();
            observations = Sha256.digest();
            observed = false;
            first = new Share();
            failing = new Share();
        }
    }

    private boolean keep(Map<String, String> vector) {
        long size = vector.values().stream().mapToLong(String::length).sum();
        boolean passing = VectorOutcome.PASS.text().equals(vector.get(ReportKeys.VECTOR_STATUS));
        return first.take(size) || (!passing && failing.take(size));
    }

    private static Map<String, String> withoutDetails(Map<String, String> vector) {
        Map<String, String> kept = new LinkedHashMap<>();
        kept.put(ReportKeys.VECTOR, vector.get(ReportKeys.VECTOR));
        kept.put(ReportKeys.VECTOR_STATUS, vector.getOrDefault(ReportKeys.VECTOR_STATUS, VectorOutcome.NOT_RUN.text()));
        if (vector.containsKey(ReportKeys.DIFF)) {
            try {
                kept.put(ReportKeys.DIFF, Difference.encode(firstDifferences(vector.get(ReportKeys.DIFF))));
            } catch (IllegalArgumentException e) {
                kept.put(DIFF_UNREADABLE, String.valueOf(e.getMessage()));
            }
        }
        String note = vector.get(ReportKeys.NOTE);
        if (note != null) {
            kept.put(
                    ReportKeys.NOTE,
                    note.length() <= KEPT_TEXT_CHARS ? note : note.substring(0, KEPT_TEXT_CHARS) + "...");
        }
        kept.put(DETAILS_NOT_KEPT, "");
        return kept;
    }

    /** The first differences of {@code value} that read in {@value #KEPT_TEXT_CHARS} characters, one a line. */
    private static List<Difference> firstDifferences(String value) {
        List<Difference> kept = new ArrayList<>();
        long chars = 0;
        for (Difference difference : Difference.decode(value)) {
            chars += difference.describe().length() + 1;
            if (chars > KEPT_TEXT_CHARS) {
                break;
            }
            kept.add(difference);
        }
        return kept;
    }

    /** Every vector's actual observation in full, as {@code name\nactual\n}, in the order published. */
    private void digest(Map<String, String> vector) {
        String actual = actualInFull(vector);
        if (!actual.isEmpty()) {
            observations.update(
                    (vector.get(ReportKeys.VECTOR) + "\n" + actual + "\n").getBytes(StandardCharsets.UTF_8));
            observed = true;
        }
    }

    /**
     * The vector's actual observation as the Allure attachment shows it, its steps composed from its program when
     * the entry leaves them there; as published when that program does not decode (the reader refuses such a
     * vector when it keeps its details).
     */
    private static String actualInFull(Map<String, String> vector) {
        try {
            return ObservationValues.actualInFull(vector);
        } catch (IllegalArgumentException e) {
            return vector.getOrDefault(ReportKeys.ACTUAL, "");
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
