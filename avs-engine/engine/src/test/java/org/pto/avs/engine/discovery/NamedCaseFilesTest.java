package org.pto.avs.engine.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.pto.avs.isa.Catalog;

/** Exact ids find their case files on the class path by name: in their instruction's folder, or not at all. */
class NamedCaseFilesTest {

    private static final String STREAM = "PTO-AVS-BLOCK-B-IOS-STREAM-001";
    private static final String DECODE = "PTO-AVS-BLOCK-B-IOS-DECODE-001";

    @Test
    void eachIdIsFoundInItsInstructionFolder() {
        Optional<List<CaseFile>> found = NamedCaseFiles.onClasspath(
                CaseResources.ROOT, CaseResources.ROOT, List.of(STREAM, DECODE), Catalog.standard());
        assertEquals(
                List.of(
                        "pto-avs/cases/block/B.IOS/" + STREAM + ".json",
                        "pto-avs/cases/block/B.IOS/" + DECODE + ".json"),
                found.orElseThrow().stream().map(CaseFile::origin).toList());
    }

    @Test
    void anIdWithoutAFileOfItsNameFindsNothingSoTheCallerLists() {
        assertTrue(NamedCaseFiles.onClasspath(
                        CaseResources.ROOT,
                        CaseResources.ROOT,
                        List.of(STREAM, "PTO-AVS-BLOCK-B-IOS-NOPE-001"),
                        Catalog.standard())
                .isEmpty());
    }

    @Test
    void aFolderSelectionOutsideTheIdsFolderFindsNothing() {
        assertTrue(NamedCaseFiles.onClasspath(
                        CaseResources.ROOT, "pto-avs/cases/scalar/", List.of(STREAM), Catalog.standard())
                .isEmpty());
    }
}
