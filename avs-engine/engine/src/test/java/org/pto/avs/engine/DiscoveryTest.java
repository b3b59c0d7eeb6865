package org.pto.avs.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClasspathResource;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClasspathRoots;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectDirectory;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectFile;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectPackage;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectUniqueId;
import static org.pto.avs.engine.AvsKit.CLASSPATH_CASES;
import static org.pto.avs.engine.AvsKit.STREAM;
import static org.pto.avs.engine.AvsKit.STREAM_UID;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestTag;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.engine.support.descriptor.ClasspathResourceSource;
import org.junit.platform.engine.support.descriptor.FileSource;
import org.junit.platform.testkit.engine.EngineDiscoveryResults;
import org.pto.avs.engine.descriptor.CaseDescriptor;
import org.pto.avs.results.Constants;

class DiscoveryTest {

    private static EngineDiscoveryResults discover(DiscoverySelector... selectors) {
        return AvsKit.engine().selectors(selectors).discover();
    }

    private static List<String> caseIds(EngineDiscoveryResults results) {
        return cases(results).stream().map(c -> c.avsCase().id()).sorted().toList();
    }

    private static List<CaseDescriptor> cases(EngineDiscoveryResults results) {
        return results.getEngineDescriptor().getDescendants().stream()
                .filter(CaseDescriptor.class::isInstance)
                .map(CaseDescriptor.class::cast)
                .toList();
    }

    @Test
    void aClasspathRootFindsEveryCaseUnderIt() {
        EngineDiscoveryResults results =
                discover(selectClasspathRoots(Set.of(AvsKit.testClassesRoot())).get(0));
        assertEquals(CLASSPATH_CASES, caseIds(results));
        assertEquals(List.of(), results.getDiscoveryIssues());
    }

    @Test
    void aPackageFindsTheCasesInItsFolder() {
        assertEquals(CLASSPATH_CASES, caseIds(discover(selectPackage("pto-avs.cases.block"))));
    }

    @Test
    void aClasspathResourceSelectsOneCaseFile() {
        EngineDiscoveryResults results =
                discover(selectClasspathResource("pto-avs/cases/block/B.IOS/PTO-AVS-BLOCK-B-IOS-STREAM-001.json"));
        assertEquals(List.of(STREAM), caseIds(results));
    }

    @Test
    void aClasspathFolderSelectsTheCasesBeneathIt() {
        assertEquals(CLASSPATH_CASES, caseIds(discover(selectClasspathResource("pto-avs/cases/block/B.IOS"))));
    }

    @Test
    void aFileSelectsOneCaseWithAFileSourceOnItsIdLine() {
        EngineDiscoveryResults results =
                discover(selectFile(AvsKit.testResource("malformed/good.json").toFile()));
        CaseDescriptor only = cases(results).get(0);
        assertEquals(List.of(AvsKit.DECODE), caseIds(results));
        FileSource source = assertInstanceOf(FileSource.class, only.getSource().orElseThrow());
        assertEquals(AvsKit.testResource("malformed/good.json").toFile(), source.getFile());
        assertEquals(3, source.getPosition().orElseThrow().getLine());
    }

    @Test
    void aDirectorySelectsEveryJsonFileBeneathIt() {
        assertEquals(
                CLASSPATH_CASES,
                caseIds(discover(
                        selectDirectory(AvsKit.testResource("pto-avs/cases").toFile()))));
    }

    @Test
    void aCaseUniqueIdSelectsThatCase() {
        assertEquals(List.of(STREAM), caseIds(discover(selectUniqueId(STREAM_UID))));
    }

    @Test
    void anInstructionUniqueIdSelectsItsCases() {
        assertEquals(
                CLASSPATH_CASES,
                caseIds(discover(selectUniqueId("[engine:pto-avs]/[surface:block]/[instruction:B.IOS]"))));
    }

    @Test
    void aSurfaceUniqueIdSelectsItsCases() {
        assertEquals(CLASSPATH_CASES, caseIds(discover(selectUniqueId("[engine:pto-avs]/[surface:block]"))));
    }

    @Test
    void anAvsSelectorTakesAnIdAGlobOrAList() {
        assertEquals(List.of(STREAM), caseIds(discover(AvsSelector.selectAvs(STREAM))));
        assertEquals(List.of(AvsKit.MASK, AvsKit.VEC_USE), caseIds(discover(AvsSelector.selectAvs("*-MASK-*,*VEC*"))));
        assertEquals(CLASSPATH_CASES, caseIds(discover(AvsSelector.selectAvs("pto-avs-block-b-ios-*"))));
    }

    @Test
    void uniqueIdsAreKeyedOnSurfaceInstructionAndAvsId() {
        CaseDescriptor stream = cases(discover(AvsSelector.selectAvs(STREAM))).get(0);
        assertEquals(STREAM_UID, stream.getUniqueId().toString());
        TestDescriptor instruction = stream.getParent().orElseThrow();
        assertEquals(
                "[engine:pto-avs]/[surface:block]/[instruction:B.IOS]",
                instruction.getUniqueId().toString());
        assertTrue(instruction.isContainer());
        assertEquals(
                ClasspathResourceSource.from("pto-avs/catalog/block/B.IOS.json"),
                instruction.getSource().orElseThrow());
        assertEquals(
                "[engine:pto-avs]/[surface:block]",
                instruction.getParent().orElseThrow().getUniqueId().toString());
    }

    @Test
    void casesAreTaggedWithKindSurfaceMnemonicAndTheirOwnTags() {
        CaseDescriptor stream = cases(discover(AvsSelector.selectAvs(STREAM))).get(0);
        assertEquals(
                Set.of("execution", "block", "B.IOS", "stream"),
                stream.getTags().stream().map(TestTag::getName).collect(Collectors.toSet()));
    }

    @Test
    void displayNamesAreUniqueAndAreTheBareAvsIdAsInTheJUnitXml() {
        List<CaseDescriptor> cases = cases(discover(AvsSelector.selectAvs("*")));
        assertEquals(
                cases.size(),
                cases.stream().map(TestDescriptor::getDisplayName).distinct().count());
        for (CaseDescriptor c : cases) {
            // Surefire names a test by its display name, JUnit's XML report by its legacy name: one name in both.
            assertEquals(c.avsCase().id(), c.getDisplayName());
            assertEquals(c.avsCase().id(), c.getLegacyReportingName());
        }
    }

    @Test
    void classpathCasesPointAtTheirResourceAndIdLine() {
        CaseDescriptor stream = cases(discover(AvsSelector.selectAvs(STREAM))).get(0);
        ClasspathResourceSource source = assertInstanceOf(
                ClasspathResourceSource.class, stream.getSource().orElseThrow());
        assertEquals(
                "pto-avs/cases/block/B.IOS/PTO-AVS-BLOCK-B-IOS-STREAM-001.json", source.getClasspathResourceName());
        assertEquals(3, source.getPosition().orElseThrow().getLine());
        assertEquals(9, source.getPosition().orElseThrow().getColumn().orElseThrow());
    }

    @Test
    void selectorsOfOtherEnginesFindNothingAndRaiseNoIssue() {
        EngineDiscoveryResults results = AvsKit.engine()
                .selectors(DiscoverySelectors.selectClass(DiscoveryTest.class))
                .configurationParameter(Constants.ID, "NO-SUCH-ID")
                .discover();
        assertEquals(
                List.of(), results.getEngineDescriptor().getChildren().stream().toList());
        assertEquals(List.of(), results.getDiscoveryIssues());
    }
}
