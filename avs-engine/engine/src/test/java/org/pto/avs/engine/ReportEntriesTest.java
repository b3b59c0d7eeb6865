package org.pto.avs.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.reporting.ReportEntry;
import org.pto.avs.engine.execution.CaseReport;

/** Each case publishes its details as report entries, which a reports module turns into Allure results. */
class ReportEntriesTest {

    private static List<Map<String, String>> entries(String device) {
        return AvsKit.engine().selectors(AvsSelector.selectAvs(AvsKit.STREAM))
                .configurationParameter(Constants.DEVICE, device).execute().allEvents().reportingEntryPublished()
                .stream().map(e -> e.getRequiredPayload(ReportEntry.class).getKeyValuePairs()).toList();
    }

    @Test
    void aPassingCasePublishesOneEntryPerVectorThenItsStatus() throws Exception {
        List<Map<String, String>> entries = entries("reference");
        assertEquals(3, entries.size());
        Map<String, String> fifth = entries.get(1);
        assertEquals(AvsKit.STREAM, fifth.get(CaseReport.ID));
        assertEquals("fifth-binding", fifth.get(CaseReport.VECTOR));
        assertEquals("pass", fifth.get(CaseReport.VECTOR_STATUS));
        assertTrue(fifth.get(CaseReport.PROGRAM).endsWith(
                "4: 0x00301E13 B.IOS S3, mask=1111 -> executed\n5: 0x00401E13 B.IOS S4, mask=1111 -> Fault_BundleControl"),
                fifth.get(CaseReport.PROGRAM));
        JsonNode actual = new ObjectMapper().readTree(fifth.get(CaseReport.ACTUAL));
        assertEquals(4, actual.path("bindings").size());
        assertEquals("Fault_BundleControl", actual.path("steps").get(5).asText());
        JsonNode expected = new ObjectMapper().readTree(fifth.get(CaseReport.EXPECTED));
        assertEquals("header", expected.path("expect").path("phase").asText());
        assertFalse(fifth.containsKey(CaseReport.DIFF));

        Map<String, String> verdict = entries.get(2);
        assertEquals("pass", verdict.get(CaseReport.STATUS));
        assertEquals("execution", verdict.get(CaseReport.KIND));
        assertEquals("critical", verdict.get(CaseReport.SEVERITY));
        assertEquals("PTO-INST-BLOCK-B-IOS", verdict.get(CaseReport.REQUIREMENTS));
        assertEquals("PTO AVS reference-model 0.1.0-SNAPSHOT", verdict.get(CaseReport.DEVICE));
        assertEquals("pto-avs/cases/block/B.IOS/PTO-AVS-BLOCK-B-IOS-STREAM-001.json:3", verdict.get(CaseReport.ORIGIN));
    }

    @Test
    void aFailingCasePublishesTheDiffOfEachVector() {
        List<Map<String, String>> entries = entries("append-despite-fault");
        assertEquals("fail", entries.get(1).get(CaseReport.VECTOR_STATUS));
        assertEquals("bindings[4]: expected <absent>, actual {S4, 0, 1111}", entries.get(1).get(CaseReport.DIFF));
        assertEquals("fail", entries.get(2).get(CaseReport.STATUS));
    }

    @Test
    void aNotSupportedVectorSaysWhy() {
        List<Map<String, String>> entries = entries("outcomes-only");
        assertEquals("not-supported", entries.get(0).get(CaseReport.VECTOR_STATUS));
        assertEquals("the device cannot observe bindings, block_phase, shared_descriptors, gprs",
                entries.get(0).get(CaseReport.NOTE));
        assertEquals("not-supported", entries.get(2).get(CaseReport.STATUS));
    }
}
