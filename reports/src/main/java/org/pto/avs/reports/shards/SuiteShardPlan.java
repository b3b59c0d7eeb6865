package org.pto.avs.reports.shards;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apiguardian.api.API;
import org.pto.avs.reports.capture.RunInfos;
import org.pto.avs.reports.suite.SuiteFile;
import org.pto.avs.reports.suite.SuiteFiles;
import org.pto.avs.results.ShardPlan;

/**
 * The {@link ShardPlan} of the suite's case files on the class path, as a sharded run of every case makes it: each
 * case that is no property case, at the cost of its vectors' steps.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class SuiteShardPlan {

    private static final ObjectMapper JSON = new ObjectMapper();

    private SuiteShardPlan() {}

    /** The plan of {@code count} parts. */
    public static ShardPlan of(int count) {
        ClassLoader loader = RunInfos.classLoader();
        Map<String, Integer> costs = new TreeMap<>();
        for (SuiteFile file : SuiteFiles.fromClasspath(loader).under(SuiteFiles.CASES_ROOT)) {
            if (!file.path().endsWith(".json")) {
                continue;
            }
            JsonNode root = read(loader, file.path());
            if (root.has("generator") || !root.path("id").isTextual()) {
                continue;
            }
            List<Integer> steps = new ArrayList<>();
            root.path("vectors")
                    .forEach(vector -> steps.add(vector.path("program").size()));
            costs.putIfAbsent(root.path("id").asText(), ShardPlan.costOf(steps));
        }
        return ShardPlan.balance(costs, count);
    }

    private static JsonNode read(ClassLoader loader, String path) {
        try (InputStream in = loader.getResourceAsStream(path)) {
            if (in == null) {
                throw new IOException(path + " is listed but cannot be opened");
            }
            return JSON.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(path + ": " + e.getMessage(), e);
        }
    }
}
