package org.pto.avs.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectDirectory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.junit.platform.testkit.engine.Events;
import org.pto.avs.results.Constants;

/**
 * Corpora that are not the catalog's AVS points ({@code avs.catalog.check-ids=false}), and selection by id in a
 * folder, which goes by file names: a file named like an AVS id must hold that id.
 */
class SyntheticCorpusSelectionTest {

    private static final String FIRST = "PTO-AVS-BLOCK-B-IOS-SYNTH-000001";
    private static final String SECOND = "PTO-AVS-BLOCK-B-IOS-SYNTH-000002";
    private static final String THIRD = "PTO-AVS-BLOCK-B-IOS-SYNTH-000003";

    @TempDir
    Path corpus;

    private static String caseText(String id) {
        return """
                {
                  "format": "pto-avs-case/1",
                  "id": "%s",
                  "surface": "block",
                  "instruction": "B.IOS",
                  "requirements": ["PTO-INST-BLOCK-B-IOS"],
                  "kind": "fault",
                  "summary": "A duplicate source faults.",
                  "pass_condition": "The second S18 faults Fault_BundleControl.",
                  "covers": ["exceptions[1]"],
                  "vectors": [{
                    "name": "duplicate",
                    "covers": ["exceptions[1]"],
                    "program": [
                      {"word": "0x00019181"},
                      {"word": "0x01201E13"},
                      {"word": "0x01201E13", "expect": {"fault": "Fault_BundleControl"}}
                    ],
                    "expect": {"phase": "header"}
                  }]
                }
                """.formatted(id);
    }

    private void write(String fileStem, String id) throws IOException {
        Files.writeString(corpus.resolve(fileStem + ".json"), caseText(id));
    }

    private Events run(boolean checkIds, String avsId) {
        EngineTestKit.Builder engine = EngineTestKit.engine(Constants.ENGINE_ID)
                .selectors(selectDirectory(corpus.toFile()))
                .configurationParameter(Constants.SUMMARY, "false")
                .configurationParameter(Constants.CHECK_CATALOG_IDS, Boolean.toString(checkIds));
        if (avsId != null) {
            engine.configurationParameter(Constants.ID, avsId);
        }
        return engine.execute().testEvents();
    }

    private static List<String> names(Events tests, TestExecutionResult.Status status) {
        return tests.finished().list().stream()
                .filter(e ->
                        e.getPayload(TestExecutionResult.class).orElseThrow().getStatus() == status)
                .map(Event::getTestDescriptor)
                .map(d -> d.getLegacyReportingName())
                .sorted()
                .toList();
    }

    private static String failure(Events tests) {
        return tests.failed()
                .list()
                .get(0)
                .getPayload(TestExecutionResult.class)
                .orElseThrow()
                .getThrowable()
                .orElseThrow()
                .getMessage();
    }

    @Test
    void idsTheCatalogDoesNotListRunWhenTheCheckIsOff() throws IOException {
        write(FIRST, FIRST);
        write(SECOND, SECOND);
        Events tests = run(false, null);
        assertEquals(List.of(FIRST, SECOND), names(tests, TestExecutionResult.Status.SUCCESSFUL));
        tests.assertStatistics(stats -> stats.failed(0));
    }

    @Test
    void idsTheCatalogDoesNotListAreInvalidByDefault() throws IOException {
        write(FIRST, FIRST);
        Events tests = run(true, null);
        tests.assertStatistics(stats -> stats.succeeded(0).failed(1));
        assertTrue(
                failure(tests).contains(FIRST + " is not listed in the tests of the catalog record B.IOS"),
                failure(tests));
        assertTrue(failure(tests).contains("runs with avs.catalog.check-ids=false"), failure(tests));
    }

    @Test
    void selectingAnIdInAFolderRunsOnlyThatCase() throws IOException {
        write(FIRST, FIRST);
        write(SECOND, SECOND);
        write(THIRD, THIRD);
        Events tests = run(false, SECOND);
        assertEquals(List.of(SECOND), names(tests, TestExecutionResult.Status.SUCCESSFUL));
        tests.assertStatistics(stats -> stats.started(1).failed(0));
    }

    @Test
    void anIdMatchingNoFileNameFailsTheRunNamingTheClosestIdTheFilesHold() throws IOException {
        write(FIRST, FIRST);
        write(SECOND, SECOND);
        Events tests = run(false, THIRD);
        tests.assertStatistics(stats -> stats.started(1).failed(1).succeeded(0));
        assertEquals("avs.id=" + THIRD + " matched no case; did you mean " + FIRST + "?", failure(tests));
    }

    @Test
    void aFileNamedAfterAnIdMustHoldThatId() throws IOException {
        write(FIRST, SECOND);
        Events tests = run(false, null);
        tests.assertStatistics(stats -> stats.succeeded(0).failed(1));
        assertTrue(
                failure(tests).contains("the file is named after " + FIRST + " but holds " + SECOND), failure(tests));
    }

    @Test
    void aFileNotNamedLikeAnIdIsReadWhateverTheSelection() throws IOException {
        write("regression", SECOND);
        write(FIRST, FIRST);
        Events tests = run(false, SECOND);
        assertEquals(List.of(SECOND), names(tests, TestExecutionResult.Status.SUCCESSFUL));
        tests.assertStatistics(stats -> stats.started(1).failed(0));
    }

    @Test
    void exactIdsAreFoundByTheirFileNamesWithoutReadingTheRestOfTheFolder() throws IOException {
        write(FIRST, FIRST);
        Files.createDirectories(corpus.resolve("block/B.IOS"));
        Files.writeString(corpus.resolve("block/B.IOS/" + SECOND + ".json"), caseText(SECOND));
        write(THIRD, THIRD);
        // Not named like an id: a listing reads it (and fails on it); a selection by name never opens it.
        Files.writeString(corpus.resolve("notes.json"), "not JSON");
        Events tests = run(false, FIRST + ", " + SECOND.toLowerCase(Locale.ROOT));
        assertEquals(List.of(FIRST, SECOND), names(tests, TestExecutionResult.Status.SUCCESSFUL));
        tests.assertStatistics(stats -> stats.started(2).failed(0));
    }

    @Test
    void aGlobStillListsTheFolder() throws IOException {
        write(FIRST, FIRST);
        Files.writeString(corpus.resolve("notes.json"), "not JSON");
        Events tests = run(false, "PTO-AVS-BLOCK-B-IOS-SYNTH-00000?");
        assertEquals(List.of(FIRST), names(tests, TestExecutionResult.Status.SUCCESSFUL));
        tests.assertStatistics(stats -> stats.succeeded(1).failed(1));
        assertTrue(failure(tests).contains("notes.json"), failure(tests));
    }

    @Test
    void aLargeFolderIsReadWholeWithItsBadFileReported() throws IOException {
        List<String> ids = new ArrayList<>();
        for (int n = 1; n <= 100; n++) {
            String id = String.format("PTO-AVS-BLOCK-B-IOS-SYNTH-%06d", n);
            if (n == 37) {
                Files.writeString(corpus.resolve(id + ".json"), caseText(id).replace("\"vectors\"", "\"vectors\" ["));
            } else {
                write(id, id);
                ids.add(id);
            }
        }
        Events tests = run(false, null);
        assertEquals(ids, names(tests, TestExecutionResult.Status.SUCCESSFUL));
        tests.assertStatistics(stats -> stats.succeeded(99).failed(1));
        assertTrue(failure(tests).contains("PTO-AVS-BLOCK-B-IOS-SYNTH-000037.json"), failure(tests));
    }
}
