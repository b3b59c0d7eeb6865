package org.pto.avs.engine.settings;

import java.util.LinkedHashMap;
import java.util.Map;
import org.apiguardian.api.API;
import org.pto.avs.results.Constants;

/**
 * What a run publishes besides its statuses.
 *
 * @param vectors  {@value Constants#REPORT_VECTORS}: which vectors publish their entry in full
 * @param evidence whether each case keeps what the device declared and answered ({@value Constants#REPORT_EVIDENCE},
 *                 always under {@value Constants#JOURNAL})
 * @param summary  whether the engine prints its summary ({@value Constants#SUMMARY})
 * @param progress {@value Constants#PROGRESS}, which the reports read: checked here with every other setting
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record ReportSettings(ReportVectors vectors, boolean evidence, boolean summary, String progress) {

    /** The values of {@link Constants#PROGRESS}. */
    private static final Map<String, String> PROGRESS_VALUES = orderedValues("auto", "on", "off");

    static ReportSettings read(SettingReader reader, boolean journaled) {
        ReportVectors vectors = reader.read(ReportVectors::from, ReportVectors.ALL);
        boolean evidence = reader.read(c -> Setting.bool(c, Constants.REPORT_EVIDENCE, false), false);
        boolean summary = reader.read(c -> Setting.bool(c, Constants.SUMMARY, true), true);
        String progress = reader.read(c -> Setting.choice(c, Constants.PROGRESS, PROGRESS_VALUES, "auto"), "auto");
        return new ReportSettings(vectors, evidence || journaled, summary, progress);
    }

    private static Map<String, String> orderedValues(String... values) {
        Map<String, String> map = new LinkedHashMap<>();
        for (String value : values) {
            map.put(value, value);
        }
        return map;
    }
}
