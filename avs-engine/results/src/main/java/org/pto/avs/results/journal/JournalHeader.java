package org.pto.avs.results.journal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import org.apiguardian.api.API;

/**
 * The first line of a journal: what the run was, so that a resume cannot mix the results of two devices, two suite
 * versions or two shards. Settings that change how a device is driven but not what it is (timeouts, instances,
 * pipeline depth) are not part of it: a resumed run may well raise a timeout. What the device said it is (its
 * identity from {@code hello}) is in every entry ({@code avs.device}), and a resume checks it once the device is open
 * ({@link ResultJournal#refuseAnotherDevice}).
 *
 * @param device   the {@code avs.device} name
 * @param settings the {@code avs.device.*} settings that name the device ({@value #IDENTIFYING})
 * @param shard    the {@code avs.shard} value, {@code 1/1} when the run is not sharded
 * @param run      the random id of the run that began the journal ({@code avs.run}); a resumed run keeps it, and
 *                 it is not compared when resuming; empty in a journal of before
 * @param suite    the version of the suite that began the journal: a resume by another version is refused, since
 *                 its cases and its judge may differ; empty in a journal of before
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public record JournalHeader(String device, Map<String, String> settings, String shard, String run, String suite) {

    /**
     * The journal format. {@code /3} since each result line holds its number and the SHA-256 of the line before it
     * ({@link JournalChain}); {@code /2} since the case report entry holds the case's facts in {@code avs.case} and
     * its vectors in {@code avs.vectors}. A journal of an earlier format is refused rather than replayed: its lines
     * cannot show that they are where their run wrote them.
     */
    public static final String FORMAT = "pto-avs-journal/3";

    /** What every journal format begins with, whatever its version. */
    public static final String FORMAT_FAMILY = "pto-avs-journal/";

    /** The device settings that say which device it is, by their names under {@code avs.device.}. */
    public static final String IDENTIFYING = "command, directory, address";

    private static final List<String> IDENTIFYING_KEYS = List.of("command", "directory", "address");

    public JournalHeader {
        Objects.requireNonNull(device, "device");
        Objects.requireNonNull(shard, "shard");
        run = run == null ? "" : run;
        suite = suite == null ? "" : suite;
        settings = Map.copyOf(new TreeMap<>(settings));
    }

    /**
     * The header of a run of suite version {@code suite} on {@code device} with all its {@code avs.device.*} settings
     * (prefix removed).
     */
    public static JournalHeader of(
            String device, Map<String, String> deviceSettings, String shard, String run, String suite) {
        Map<String, String> identifying = new TreeMap<>();
        for (String key : IDENTIFYING_KEYS) {
            String value = deviceSettings.get(key);
            if (value != null) {
                identifying.put(key, value);
            }
        }
        return new JournalHeader(device, identifying, shard, run, suite);
    }

    /** Why a journal with this header cannot be resumed by a run with header {@code run}; empty when it can. */
    Optional<String> mismatch(JournalHeader run) {
        List<String> differences = new ArrayList<>();
        if (!device.equals(run.device)) {
            differences.add("avs.device=" + device + " (this run: " + run.device + ")");
        }
        if (!settings.equals(run.settings)) {
            differences.add(
                    "device settings " + new TreeMap<>(settings) + " (this run: " + new TreeMap<>(run.settings) + ")");
        }
        if (!suite.equals(run.suite)) {
            differences.add("suite version "
                    + (suite.isEmpty() ? "unknown (a journal of before versions were" + " recorded)" : suite)
                    + " (this run: " + run.suite + ")");
        }
        if (!shard.equals(run.shard)) {
            differences.add("avs.shard=" + shard + " (this run: " + run.shard + ")");
        }
        return differences.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", differences));
    }
}
