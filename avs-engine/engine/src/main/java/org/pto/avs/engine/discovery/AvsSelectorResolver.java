package org.pto.avs.engine.discovery;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.support.discovery.SelectorResolver;
import org.pto.avs.engine.AvsSelector;
import org.pto.avs.engine.cases.CaseFileName;

/** Resolves {@code avs:<id or glob>} against every case on the classpath. */
final class AvsSelectorResolver implements SelectorResolver {

    private final CaseTree tree;
    private final CaseLibrary library;
    private final CaseSelection selection;

    AvsSelectorResolver(CaseTree tree, CaseLibrary library, CaseSelection selection) {
        this.tree = tree;
        this.library = library;
        this.selection = selection;
    }

    @Override
    public Resolution resolve(DiscoverySelector selector, Context context) {
        if (!(selector instanceof AvsSelector avs)) {
            return Resolution.unresolved();
        }
        IdPattern pattern = IdPattern.parse(avs.getPattern());
        // A file named after an AVS id holds that id: exact ids are found by their names, and of a listing only the
        // files the pattern could select are read.
        List<CaseFile> candidates = pattern.exactIds()
                .flatMap(ids -> library.catalog()
                        .flatMap(catalog ->
                                NamedCaseFiles.onClasspath(CaseResources.ROOT, CaseResources.ROOT, ids, catalog)))
                .orElseGet(() -> library.classpathFiles().stream()
                        .filter(f -> CaseFileName.statedId(f.origin())
                                .map(pattern::matches)
                                .orElse(true))
                        .toList());
        library.preload(candidates);
        List<LoadedCase> matching = candidates.stream()
                .map(library::load)
                .flatMap(Optional::stream)
                .filter(c -> pattern.matches(c.id()))
                .toList();
        if (matching.isEmpty()) {
            selection.nothingMatched(
                    avs.toString(),
                    avs + " matched no case" + CaseSelection.knownIds(pattern.text(), library.classpathIds()));
            return Resolution.unresolved();
        }
        Set<Match> matches = new LinkedHashSet<>();
        for (LoadedCase loaded : matching) {
            tree.add(loaded, context).ifPresent(d -> matches.add(Match.exact(d)));
        }
        return matches.isEmpty() ? Resolution.unresolved() : Resolution.matches(matches);
    }
}
