package org.pto.avs.cases;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClasspathResource;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.pto.avs.results.ReportKeys;
import org.pto.avs.results.VectorOutcome;
import org.pto.avs.results.VectorStatus;

/**
 * A device that declares neither TPC advances nor any state record (a device of the protocol before them) is judged
 * on everything else: exactly the vectors whose case file compares one of them are not supported, and every other
 * vector of every shipped case passes.
 */
class UndeclaredObservablesTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void exactlyTheVectorsThatNeedAnUndeclaredObservableAreNotSupported() throws IOException {
        Map<String, VectorOutcome> expected = new TreeMap<>();
        for (CaseFile file : CaseFiles.load()) {
            for (JsonNode vector : read(file.location()).path("vectors")) {
                expected.put(
                        file.id() + "/" + vector.path("name").asText(),
                        needsAnUndeclaredObservable(vector) ? VectorOutcome.NOT_SUPPORTED : VectorOutcome.PASS);
            }
        }
        assertFalse(
                expected.values().stream().noneMatch(VectorOutcome.NOT_SUPPORTED::equals),
                "no shipped vector compares a TPC advance or a state record");

        Map<String, VectorOutcome> judged = new TreeMap<>();
        EngineTestKit.engine("pto-avs")
                .selectors(selectClasspathResource(CaseFiles.ROOT))
                .configurationParameter("avs.device", "pre-operands")
                .configurationParameter("avs.summary", "false")
                .execute()
                .allEvents()
                .reportingEntryPublished()
                .stream()
                .map(event -> event.getRequiredPayload(ReportEntry.class).getKeyValuePairs())
                .filter(entry -> entry.containsKey(ReportKeys.VECTORS))
                .forEach(entry -> VectorStatus.split(entry.get(ReportKeys.VECTORS))
                        .forEach(
                                vector -> judged.put(entry.get(ReportKeys.ID) + "/" + vector.name(), vector.status())));

        assertEquals(expected, judged);
    }

    private static boolean needsAnUndeclaredObservable(JsonNode vector) {
        JsonNode expect = vector.path("expect");
        boolean tpcAdvance = false;
        for (JsonNode step : vector.path("program")) {
            tpcAdvance |= step.has("tpc_advance");
        }
        return tpcAdvance || expect.has("records");
    }

    private static JsonNode read(String location) throws IOException {
        try (InputStream in =
                UndeclaredObservablesTest.class.getClassLoader().getResourceAsStream(CaseFiles.ROOT + "/" + location)) {
            return JSON.readTree(in);
        }
    }
}
