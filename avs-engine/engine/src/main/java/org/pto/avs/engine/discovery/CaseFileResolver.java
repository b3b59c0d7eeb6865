package org.pto.avs.engine.discovery;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.platform.commons.PreconditionViolationException;
import org.junit.platform.commons.io.Resource;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.discovery.ClasspathResourceSelector;
import org.junit.platform.engine.discovery.DirectorySelector;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.engine.discovery.FileSelector;
import org.junit.platform.engine.support.discovery.SelectorResolver;

/**
 * Resolves selectors that name case files: a classpath resource (a {@code .json} file, or a folder under
 * {@code pto-avs/cases/} such as {@code pto-avs/cases/block/B.IOS}, or under {@code pto-avs/properties/} for the
 * property cases), a file, or a directory (every {@code .json} file beneath it is a case file). Classpath roots and
 * packages reach this resolver as classpath resources.
 */
final class CaseFileResolver implements SelectorResolver {

    private final CaseTree tree;
    private final CaseLibrary library;
    private final CaseSelection selection;

    CaseFileResolver(CaseTree tree, CaseLibrary library, CaseSelection selection) {
        this.tree = tree;
        this.library = library;
        this.selection = selection;
    }

    @Override
    public Resolution resolve(ClasspathResourceSelector selector, Context context) {
        String name = selector.getClasspathResourceName().replaceFirst("^/+", "");
        if (name.endsWith(CaseResources.EXTENSION)) {
            return caseResource(selector, name, context);
        }
        String folder = name.endsWith("/") ? name : name + "/";
        String root;
        if (folder.startsWith(CaseResources.PROPERTIES_ROOT)) {
            root = CaseResources.PROPERTIES_ROOT;
        } else if (folder.startsWith(CaseResources.ROOT) || CaseResources.ROOT.startsWith(folder)) {
            root = CaseResources.ROOT;
        } else {
            return Resolution.unresolved();
        }
        // Exact ids are found by their names; a glob, or an id with no file of its name, lists the folder.
        Optional<List<CaseFile>> named = selection
                .exactIds()
                .flatMap(ids ->
                        library.catalog().flatMap(catalog -> NamedCaseFiles.onClasspath(root, folder, ids, catalog)));
        List<CaseFile> candidates = named.orElseGet(
                () -> root.equals(CaseResources.PROPERTIES_ROOT) ? library.propertyFiles() : library.classpathFiles());
        List<CaseFile> inFolder =
                candidates.stream().filter(f -> f.origin().startsWith(folder)).toList();
        List<CaseFile> selected =
                inFolder.stream().filter(f -> selection.mayHold(f.origin())).toList();
        library.preload(selected);
        Set<DiscoverySelector> files = new LinkedHashSet<>();
        selected.forEach(f -> files.add(DiscoverySelectors.selectClasspathResource(f.origin())));
        if (inFolder.isEmpty()) {
            selection.nothingMatched(
                    "classpath resource " + name, "classpath resource " + name + " holds no case file");
            return Resolution.unresolved();
        }
        return files.isEmpty() ? Resolution.unresolved() : Resolution.selectors(files);
    }

    private Resolution caseResource(ClasspathResourceSelector selector, String name, Context context) {
        Set<Resource> resources;
        try {
            resources = selector.getResources();
        } catch (PreconditionViolationException e) {
            if (CaseResources.isCaseResource(name) || CaseResources.isPropertyResource(name)) {
                selection.nothingMatched(
                        "classpath resource " + name, "classpath resource " + name + " is not on the classpath");
            }
            return Resolution.unresolved();
        }
        // The first root on the classpath wins, as it does for ClassLoader.getResource.
        Resource first = resources.iterator().next();
        CaseFile file = CaseFile.resource(
                CaseResources.nameOf(
                        first.getUri(),
                        name,
                        CaseResources.isPropertyResource(name) ? CaseResources.PROPERTIES_ROOT : CaseResources.ROOT),
                first.getUri());
        if (!selection.mayHold(file.origin())) {
            return Resolution.unresolved();
        }
        return resolution(library.load(file).flatMap(loaded -> tree.add(loaded, context)));
    }

    @Override
    public Resolution resolve(FileSelector selector, Context context) {
        Path path = selector.getPath();
        if (!path.toString().endsWith(CaseResources.EXTENSION) || !selection.mayHold(path.toString())) {
            return Resolution.unresolved();
        }
        return resolution(library.load(CaseFile.file(path)).flatMap(loaded -> tree.add(loaded, context)));
    }

    @Override
    public Resolution resolve(DirectorySelector selector, Context context) {
        List<Path> selected;
        try {
            // Exact ids are found by their names; a glob, or an id with no file of its name, lists the folder.
            Optional<List<Path>> named = selection
                    .exactIds()
                    .flatMap(ids -> library.catalog()
                            .flatMap(catalog -> NamedCaseFiles.inDirectory(selector.getPath(), ids, catalog)));
            selected = named.isPresent() ? named.get() : CaseFolder.files(selector.getPath(), selection::mayHold);
        } catch (IOException | UncheckedIOException e) {
            return Resolution.unresolved();
        }
        if (selected.isEmpty()) {
            return Resolution.unresolved();
        }
        library.preload(selected.stream().map(CaseFile::file).toList());
        Set<DiscoverySelector> selectors = new LinkedHashSet<>();
        selected.forEach(file -> selectors.add(DiscoverySelectors.selectFile(file.toFile())));
        return Resolution.selectors(selectors);
    }

    static Resolution resolution(Optional<TestDescriptor> descriptor) {
        return descriptor.map(d -> Resolution.match(Match.exact(d))).orElseGet(Resolution::unresolved);
    }
}
