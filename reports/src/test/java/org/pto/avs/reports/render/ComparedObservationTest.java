package org.pto.avs.reports.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pto.avs.reports.model.FieldDifference;
import org.pto.avs.reports.model.VectorResult;
import org.pto.avs.results.VectorOutcome;

class ComparedObservationTest {

    private static final String EXPECTED = "{\"steps\":[\"executed\",\"Fault_BundleControl\"],\"expect\":{"
            + "\"phase\":\"header\",\"bindings\":[{\"id\":\"S0\",\"size_code\":0,\"mask\":\"1111\",\"consumed\":false}],"
            + "\"shared\":{\"S5\":{\"descriptor\":{\"allocation_mask\":\"1000\"}},\"S6\":null},"
            + "\"gprs\":{\"R3\":5},\"unchanged\":[\"shared\",\"gprs\"]}}";

    /** Everything the device was asked for: every GPR, every register with all its descriptor and its payload. */
    private static final String ACTUAL = "{\"steps\":[\"executed\",\"Fault_BundleControl\"],\"phase\":\"header\","
            + "\"participation\":\"1111\","
            + "\"bindings\":[{\"id\":\"S1\",\"size_code\":0,\"mask\":\"1111\",\"consumed\":false}],"
            + "\"shared\":{\"S5\":{\"descriptor\":{\"capacity_bytes\":128,\"allocation_mask\":\"1100\",\"published\":true},"
            + "\"payload\":{\"length\":128,\"fill\":\"0x00\"}},\"S7\":{\"descriptor\":{\"capacity_bytes\":128}}},"
            + "\"pool_bytes_in_use\":256,\"gprs\":{\"R0\":0,\"R1\":0,\"R2\":0,\"R3\":5,\"R4\":9}}";

    private static ComparedObservation compared(FieldDifference... differences) {
        return ComparedObservation.of(new VectorResult(
                        "v", "", VectorOutcome.FAIL, List.of(), EXPECTED, ACTUAL, List.of(differences), ""))
                .orElseThrow();
    }

    @Test
    void bothSidesHaveTheSameKeysAndOnlyWhatTheVectorCompares() {
        ComparedObservation c = compared(
                new FieldDifference("v", -1, "bindings[0]", "{S0, 0, 1111}", "{S1, 0, 1111}"),
                new FieldDifference("v", -1, "shared.S5.descriptor.allocation_mask", "1000", "1100"),
                new FieldDifference("v", -1, "shared.S7", FieldDifference.ABSENT, "{capacity_bytes 128}"),
                new FieldDifference("v", -1, "gprs.R4", "0", "9"));

        assertEquals(paths(c.expected()), paths(c.actual()));
        assertEquals(
                List.of("steps", "phase", "bindings", "shared", "gprs", "unchanged"),
                fieldNames(c.actual()),
                "no participation, no pool bytes: the vector does not state them");
        assertEquals(
                "1100",
                c.actual()
                        .path("shared")
                        .path("S5")
                        .path("descriptor")
                        .path("allocation_mask")
                        .asText());
        assertEquals(
                List.of("allocation_mask"),
                fieldNames(c.actual().path("shared").path("S5").path("descriptor")));
        assertFalse(c.actual().path("shared").path("S5").has("payload"), "the payload is not stated");
        assertTrue(c.actual().path("shared").path("S6").isNull());
        assertEquals(List.of("R3"), fieldNames(c.actual().path("gprs")), "R0..R23 are not all listed");
        assertEquals("S1", c.actual().path("bindings").get(0).path("id").asText());
        assertEquals(
                FieldDifference.ABSENT,
                c.expected().path("unchanged").path("shared").path("S7").asText());
        assertEquals(
                "{capacity_bytes 128}",
                c.actual().path("unchanged").path("shared").path("S7").asText());
        assertEquals("0", c.expected().path("unchanged").path("gprs").path("R4").asText());
        assertEquals("9", c.actual().path("unchanged").path("gprs").path("R4").asText());
    }

    @Test
    void aFrameConditionTheDeviceKeptReadsAsInitialOnBothSides() {
        ComparedObservation c =
                compared(new FieldDifference("v", -1, "shared.S5.descriptor.allocation_mask", "1000", "1100"));

        for (JsonNode side : List.of(c.expected(), c.actual())) {
            assertEquals(
                    ComparedObservation.AS_INITIAL,
                    side.path("unchanged").path("shared").asText());
            assertEquals(
                    ComparedObservation.AS_INITIAL,
                    side.path("unchanged").path("gprs").asText());
        }
        assertTrue(
                c.expectedText().startsWith("{\n  \"steps\": [\"executed\", \"Fault_BundleControl\"],\n"),
                "pretty-printed, a value of scalars on one line: " + c.expectedText());
    }

    @Test
    void theLinesThatDifferAreMarkedOnBothSidesAndTheTextIsJson() throws Exception {
        ComparedObservation c = compared(new FieldDifference("v", -1, "bindings[0]", "{S0, 0, 1111}", "{S1, 0, 1111}"));

        for (List<JsonLines.Line> side : List.of(c.expectedLines(), c.actualLines())) {
            List<String> marked = side.stream()
                    .filter(JsonLines.Line::differs)
                    .map(l -> l.text().strip())
                    .toList();
            assertEquals(2, marked.size(), "the binding and the descriptor's allocation mask: " + marked);
            assertTrue(marked.get(0).startsWith("{\"id\": \"S"), marked.toString());
            assertTrue(marked.get(1).startsWith("\"descriptor\": {\"allocation_mask\": "), marked.toString());
        }
        assertEquals(c.actual(), new ObjectMapper().readTree(c.actualText()));
        String html = ComparisonHtml.table("vector v", c);
        assertEquals(4, html.split("class=\"" + ComparisonHtml.DIFFERS_CLASS + "\"", -1).length - 1, html);
    }

    @Test
    void aGmSegmentIsShownByNameWithEachSidesPayloadWhole() {
        String expected = "{\"steps\":[\"executed\"],\"expect\":{\"gm\":[{\"name\":\"out\",\"address\":\"0x0\","
                + "\"length\":4,\"bytes\":{\"fill\":\"0xEE\"}},{\"address\":\"0x40\",\"length\":4,\"bytes\":{\"hex\":\"01\"}}]}}";
        String actual = "{\"steps\":[\"executed\"],\"gm\":{\"out\":{\"length\":4,\"hex\":\"EEEE0000\"},"
                + "\"gm[1]\":{\"length\":4,\"hex\":\"01000000\"},\"initial.gm[0]\":{\"length\":4,\"fill\":\"0x00\"}}}";
        ComparedObservation c = ComparedObservation.of(
                        new VectorResult("v", "", VectorOutcome.FAIL, List.of(), expected, actual, List.of(), ""))
                .orElseThrow();

        assertEquals(List.of("out", "gm[1]"), fieldNames(c.expected().path("gm")));
        assertEquals(List.of("out", "gm[1]"), fieldNames(c.actual().path("gm")), "not the initial segments");
        assertEquals("0xEE", c.expected().path("gm").path("out").path("fill").asText());
        assertEquals("EEEE0000", c.actual().path("gm").path("out").path("hex").asText());
        assertEquals(4, c.actual().path("gm").path("gm[1]").path("length").asInt());
    }

    @Test
    void aVectorWithoutBothObservationsHasNoComparison() {
        assertTrue(ComparedObservation.of(
                        new VectorResult("v", "", VectorOutcome.NOT_SUPPORTED, List.of(), EXPECTED, "", List.of(), ""))
                .isEmpty());
        assertTrue(ComparedObservation.of(
                        new VectorResult("v", "", VectorOutcome.FAIL, List.of(), "not json", ACTUAL, List.of(), ""))
                .isEmpty());
    }

    /** Every path of a tree down to its leaves, arrays by index. */
    static List<String> paths(JsonNode node) {
        List<String> out = new ArrayList<>();
        collect("", node, out);
        return out;
    }

    private static void collect(String at, JsonNode node, List<String> out) {
        if (node.isObject()) {
            node.properties().forEach(e -> collect(at + "/" + e.getKey(), e.getValue(), out));
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                collect(at + "/" + i, node.get(i), out);
            }
        } else {
            out.add(at);
        }
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
