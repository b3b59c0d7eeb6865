package org.pto.avs.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClasspathRoots;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.support.descriptor.ClasspathResourceSource;
import org.junit.platform.testkit.engine.EngineDiscoveryResults;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.pto.avs.engine.descriptor.CaseDescriptor;

/** Case files ship in the pto-avs-cases jar: scanning must find them inside jars, not only in directories. */
class JarDiscoveryTest {

    private static final String LIMIT = "PTO-AVS-BLOCK-B-IOS-STREAM-LIMIT-001";
    private static final String ENTRY = "pto-avs/cases/block/B.IOS/" + LIMIT + ".json";

    @TempDir
    Path dir;

    /** A jar holding one case (the STREAM-001 test case under the STREAM-LIMIT-001 id), with folder entries. */
    private Path caseJar() throws IOException {
        String text = Files.readString(
                        AvsKit.testResource("pto-avs/cases/block/B.IOS/PTO-AVS-BLOCK-B-IOS-STREAM-001.json"))
                .replace(AvsKit.STREAM, LIMIT);
        Path jar = dir.resolve("cases.jar");
        try (OutputStream file = Files.newOutputStream(jar);
                JarOutputStream out = new JarOutputStream(file)) {
            for (String folder :
                    List.of("pto-avs/", "pto-avs/cases/", "pto-avs/cases/block/", "pto-avs/cases/block/B.IOS/")) {
                out.putNextEntry(new JarEntry(folder));
                out.closeEntry();
            }
            out.putNextEntry(new JarEntry(ENTRY));
            out.write(text.getBytes(StandardCharsets.UTF_8));
            out.closeEntry();
        }
        return jar;
    }

    private static List<CaseDescriptor> cases(EngineDiscoveryResults results) {
        return results.getEngineDescriptor().getDescendants().stream()
                .filter(CaseDescriptor.class::isInstance)
                .map(CaseDescriptor.class::cast)
                .toList();
    }

    @Test
    void aJarAsClasspathRootYieldsItsCasesUnderTheirResourceNames() throws IOException {
        EngineDiscoveryResults results = AvsKit.engine()
                .selectors(selectClasspathRoots(Set.of(caseJar())))
                .discover();
        List<CaseDescriptor> cases = cases(results);
        assertEquals(List.of(LIMIT), cases.stream().map(c -> c.avsCase().id()).toList());
        // The folder B.IOS keeps its dot: the name is read from the jar URI, not from the scanner's package name.
        assertEquals(
                ENTRY, ((ClasspathResourceSource) cases.get(0).getSource().orElseThrow()).getClasspathResourceName());
    }

    @Test
    void anAvsSelectorFindsCasesInAJarOnTheClasspathAndRunsThem() throws IOException {
        ClassLoader previous = Thread.currentThread().getContextClassLoader();
        try (URLClassLoader loader =
                new URLClassLoader(new URL[] {caseJar().toUri().toURL()}, previous)) {
            Thread.currentThread().setContextClassLoader(loader);
            EngineExecutionResults results =
                    AvsKit.engine().selectors(AvsSelector.selectAvs(LIMIT)).execute();
            results.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
            TestDescriptor test = results.testEvents().started().list().get(0).getTestDescriptor();
            assertEquals(ENTRY, ((ClasspathResourceSource) test.getSource().orElseThrow()).getClasspathResourceName());
        } finally {
            Thread.currentThread().setContextClassLoader(previous);
        }
    }
}
