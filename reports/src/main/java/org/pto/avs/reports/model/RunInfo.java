package org.pto.avs.reports.model;

import java.time.Instant;
import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.apiguardian.api.API;

/**
 * What a run ran on and with: the facts every report and bundle repeats.
 *
 * @param device        the device identity ({@code vendor name version}), empty when no case reported one
 * @param suiteVersion  the version of the suite jars
 * @param catalogSha256 SHA-256 over the catalog files, see {@code SuiteFiles}
 * @param environment   Java and operating system facts, sorted by key
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public record RunInfo(
        String device,
        String suiteVersion,
        String catalogSha256,
        Map<String, String> environment,
        Instant start,
        Instant end) {

    public RunInfo {
        device = device == null ? "" : device;
        Objects.requireNonNull(suiteVersion, "suiteVersion");
        Objects.requireNonNull(catalogSha256, "catalogSha256");
        environment = Collections.unmodifiableMap(new TreeMap<>(environment));
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(end, "end");
    }
}
