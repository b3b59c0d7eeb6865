package org.pto.avs.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.reporting.ReportEntry;
import org.pto.avs.results.AdvisoryVector;
import org.pto.avs.results.CaseFacts;
import org.pto.avs.results.Constants;
import org.pto.avs.results.LeftOutStep;
import org.pto.avs.results.ReportKeys;
import org.pto.avs.results.UpstreamTest;
import org.pto.avs.results.values.Difference;
import org.pto.avs.results.values.ObservationValues;
import org.pto.avs.results.values.ProgramStep;

/** Each case publishes its details as report entries, which a reports module turns into Allure results. */
class ReportEntriesTest {

    private static List<Map<String, String>> entries(String device) {
        return AvsKit.engine()
                .selectors(AvsSelector.selectAvs(AvsKit.STREAM))
                .configurationParameter(Constants.DEVICE, device)
                .execute()
                .testEvents()
                .reportingEntryPublished()
                .stream()
                .map(e -> e.getRequiredPayload(ReportEntry.class).getKeyValuePairs())
                .toList();
    }

    @Test
    void aPassingCasePublishesOneEntryPerVectorThenItsStatus() throws Exception {
        List<Map<String, String>> entries = entries("reference");
        assertEquals(3, entries.size());
        Map<String, String> fifth = entries.get(1);
        assertEquals(AvsKit.STREAM, fifth.get(ReportKeys.ID));
        assertEquals("fifth-binding", fifth.get(ReportKeys.VECTOR));
        assertEquals("pass", fifth.get(ReportKeys.VECTOR_STATUS));
        List<ProgramStep> program = ProgramStep.decode(fifth.get(ReportKeys.PROGRAM));
        assertEquals(
                List.of(
                        new ProgramStep(4, "0x00301E13", "B.IOS S3, mask=1111", "executed", "executed"),
                        new ProgramStep(
                                5, "0x00401E13", "B.IOS S4, mask=1111", "Fault_BundleControl", "Fault_BundleControl")),
                program.subList(program.size() - 2, program.size()));
        JsonNode actual = new ObjectMapper().readTree(ObservationValues.actualInFull(fifth));
        assertEquals(4, actual.path("bindings").size());
        assertEquals("Fault_BundleControl", actual.path("steps").get(5).asText());
        JsonNode expected = new ObjectMapper().readTree(fifth.get(ReportKeys.EXPECTED));
        assertEquals("header", expected.path("expect").path("phase").asText());
        assertFalse(fifth.containsKey(ReportKeys.DIFF));

        Map<String, String> verdict = entries.get(2);
        assertEquals(
                List.of(
                        ReportKeys.ID,
                        ReportKeys.STATUS,
                        ReportKeys.DEVICE,
                        ReportKeys.MESSAGE,
                        ReportKeys.CASE,
                        ReportKeys.VECTORS),
                List.copyOf(verdict.keySet()),
                "the case entry has these keys and no others");
        assertEquals(AvsKit.STREAM, verdict.get(ReportKeys.ID));
        assertEquals("pass", verdict.get(ReportKeys.STATUS));
        assertEquals("PTO AVS reference-model 0.1.0-SNAPSHOT", verdict.get(ReportKeys.DEVICE));
        assertEquals(AvsKit.STREAM + ": 2 vectors, 63 fields compared, all match", verdict.get(ReportKeys.MESSAGE));
        assertEquals("duplicate pass,fifth-binding pass", verdict.get(ReportKeys.VECTORS));
        assertEquals(
                new CaseFacts(
                        "execution",
                        "critical",
                        "block",
                        "B.IOS",
                        List.of("PTO-INST-BLOCK-B-IOS"),
                        "pto-avs/cases/block/B.IOS/PTO-AVS-BLOCK-B-IOS-STREAM-001.json:3",
                        "Decoded B.IOS records one ordered four-entry stream of unique Shared registers.",
                        "A duplicate is rejected with Fault_BundleControl; four distinct bindings fill slots 0..3 in order; a"
                                + " fifth is rejected and the four are unchanged.",
                        List.of("ordering[0]", "legality[3]", "legality[4]", "exceptions[1]"),
                        List.of("stream"),
                        List.of(),
                        List.of(),
                        Optional.of(new UpstreamTest(
                                "https://github.com/PTO-ISA/pto-spec",
                                "tests/asl/block/operands/B.IOS/block-exec-b-ios-shared-binding-v-5-001.asl",
                                "e599a3d36ebfad43362ff591ea5e128816c684c7",
                                "",
                                List.of()))),
                CaseFacts.parse(verdict.get(ReportKeys.CASE)).orElseThrow());
        JsonNode facts = new ObjectMapper().readTree(verdict.get(ReportKeys.CASE));
        assertEquals(
                List.of(
                        "kind",
                        "severity",
                        "surface",
                        "instruction",
                        "requirements",
                        "origin",
                        "summary",
                        "pass_condition",
                        "covers",
                        "tags",
                        "partial",
                        "advisory",
                        "upstream"),
                fieldNames(facts),
                "the keys of avs.case, in order");
        assertEquals(0, facts.path("partial").size(), "a case file without \"partial\" covers its whole point");
        assertEquals(0, facts.path("advisory").size(), "a case file without advisory vectors lists none");
        assertEquals(
                "tests/asl/block/operands/B.IOS/block-exec-b-ios-shared-binding-v-5-001.asl",
                facts.path("upstream").path("path").asText(),
                "the upstream test its case file names");
        assertEquals("execution", facts.path("kind").asText(), "plain JSON, readable without CaseFacts");
        assertEquals("ordering[0]", facts.path("covers").get(0).asText());
        assertEquals(new ObjectMapper().writeValueAsString(facts), verdict.get(ReportKeys.CASE), "compact JSON");
    }

    @Test
    void aPassingVectorStatesEachStepOutcomeOnceInItsProgram() throws Exception {
        Map<String, String> fifth = entries("reference").get(1);
        List<ProgramStep> program = ProgramStep.decode(fifth.get(ReportKeys.PROGRAM));

        assertFalse(fifth.get(ReportKeys.PROGRAM).contains("\"actual\""), fifth.get(ReportKeys.PROGRAM));
        assertFalse(fifth.get(ReportKeys.EXPECTED).contains("\"steps\""), fifth.get(ReportKeys.EXPECTED));
        assertFalse(fifth.get(ReportKeys.ACTUAL).contains("\"steps\""), fifth.get(ReportKeys.ACTUAL));
        JsonNode expected =
                new ObjectMapper().readTree(ObservationValues.expectedInFull(fifth.get(ReportKeys.EXPECTED), program));
        JsonNode actual = new ObjectMapper().readTree(ObservationValues.actualInFull(fifth));
        assertEquals(program.stream().map(ProgramStep::expected).toList(), texts(expected.path("steps")));
        assertEquals(
                List.of("executed", "Fault_BundleControl"),
                texts(actual.path("steps")).subList(program.size() - 2, program.size()));
        assertEquals(List.of("steps", "expect"), fieldNames(expected), "read in full, the steps come first");
        assertEquals("steps", fieldNames(actual).get(0));
    }

    @Test
    void outcomesTheProgramCannotHoldStayInTheActualObservation() throws Exception {
        for (String device : List.of("one-outcome-more", "last-outcome-missing")) {
            Map<String, String> fifth = entries(device).get(1);
            List<ProgramStep> program = ProgramStep.decode(fifth.get(ReportKeys.PROGRAM));
            List<String> outcomes = texts(
                    new ObjectMapper().readTree(fifth.get(ReportKeys.ACTUAL)).path("steps"));

            boolean more = device.equals("one-outcome-more");
            assertEquals(program.size() + (more ? 1 : -1), outcomes.size(), device);
            if (more) {
                assertEquals("executed", outcomes.get(program.size()), "the outcome past the last word is kept");
            } else {
                assertEquals("", program.get(program.size() - 1).actual(), "the program shows the missing outcome");
            }
            assertEquals(fifth.get(ReportKeys.ACTUAL), ObservationValues.actualInFull(fifth), device);
        }
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(node -> texts.add(node.asText()));
        return texts;
    }

    private static List<String> fieldNames(JsonNode object) {
        List<String> names = new ArrayList<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }

    @Test
    void aFailingCasePublishesTheDiffOfEachVector() {
        List<Map<String, String>> entries = entries("append-despite-fault");
        assertEquals("fail", entries.get(1).get(ReportKeys.VECTOR_STATUS));
        assertEquals(
                List.of(new Difference("bindings[4]", -1, Difference.ABSENT, "{S4, 0, 1111}")),
                Difference.decode(entries.get(1).get(ReportKeys.DIFF)));
        assertEquals("fail", entries.get(2).get(ReportKeys.STATUS));
        assertEquals("duplicate fail,fifth-binding fail", entries.get(2).get(ReportKeys.VECTORS));
    }

    @Test
    void aNotSupportedVectorSaysWhy() {
        List<Map<String, String>> entries = entries("outcomes-only");
        assertEquals("not-supported", entries.get(0).get(ReportKeys.VECTOR_STATUS));
        assertEquals(
                "the device cannot observe bindings, block_phase, shared_descriptors, gprs",
                entries.get(0).get(ReportKeys.NOTE));
        assertEquals("not-supported", entries.get(2).get(ReportKeys.STATUS));
        assertEquals(
                "duplicate not-supported,fifth-binding not-supported",
                entries.get(2).get(ReportKeys.VECTORS));
    }

    @Test
    void textsThatNeedEscapingSurviveTheJsonOfTheCaseFacts() {
        CaseFacts facts = new CaseFacts(
                "fault",
                "minor",
                "block",
                "B.IOS",
                List.of("PTO-A"),
                "dir/x \"y\".json:7",
                "Quotes \", backslashes \\ and ünïcode, {braces} [brackets]",
                "tab\there, line\nbreak",
                List.of("a,b", "c"),
                List.of(),
                List.of(new LeftOutStep("a \"quoted\" step, {braced}", "tab\there")),
                List.of(new AdvisoryVector("v-1", "a \"why\", {braced}")),
                Optional.of(new UpstreamTest(
                        "https://github.com/o/r",
                        "tests/asl/x.asl",
                        "0123456789abcdef0123456789abcdef01234567",
                        "S2",
                        List.of(new UpstreamTest.NotObservable("an \"internal\" helper", "tab\there")))));
        assertEquals(facts, CaseFacts.parse(facts.json()).orElseThrow());
        CaseFacts withoutUpstream = new CaseFacts(
                "fault", "minor", "block", "B.IOS", List.of(), "x.json:3", "s", "p", List.of(), List.of());
        assertTrue(withoutUpstream.json().contains("\"upstream\":null"), withoutUpstream.json());
        assertEquals(withoutUpstream, CaseFacts.parse(withoutUpstream.json()).orElseThrow());
        assertTrue(CaseFacts.parse("not json").isEmpty());
        assertTrue(CaseFacts.parse("[1]").isEmpty());
        assertTrue(CaseFacts.parse(null).isEmpty());
    }
}
