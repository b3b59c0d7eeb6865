package org.pto.avs.engine.discovery;

import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.engine.discovery.UniqueIdSelector;
import org.junit.platform.engine.support.discovery.SelectorResolver;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.isa.Instruction;
import org.pto.avs.results.UniqueIds;

/**
 * Resolves unique ids, as IDEs send them to rerun a test: a surface or an instruction (every case under it on the
 * classpath), a case by its AVS id, an invalid file by its name. Surfaces and instructions are also how a case's
 * parents come into being.
 */
final class UniqueIdResolver implements SelectorResolver {

    private final CaseTree tree;
    private final CaseLibrary library;

    UniqueIdResolver(CaseTree tree, CaseLibrary library) {
        this.tree = tree;
        this.library = library;
    }

    @Override
    public Resolution resolve(UniqueIdSelector selector, Context context) {
        UniqueId id = selector.getUniqueId();
        if (!id.hasPrefix(tree.engineId())) {
            return Resolution.unresolved();
        }
        // Relative to the engine's own id, which a suite prefixes with its own segments.
        List<UniqueId.Segment> all = id.getSegments();
        List<UniqueId.Segment> segments =
                all.subList(tree.engineId().getSegments().size() - 1, all.size());
        if (segments.size() < 2) {
            return Resolution.unresolved();
        }
        UniqueId.Segment first = segments.get(1);
        if (first.getType().equals(UniqueIds.FILE) && segments.size() == 2) {
            return invalidFile(first.getValue(), context);
        }
        if (!first.getType().equals(UniqueIds.SURFACE)) {
            return Resolution.unresolved();
        }
        String surface = first.getValue();
        if (segments.size() == 2) {
            return context.addToParent(parent -> Optional.of(tree.surface(id, surface)))
                    .map(d -> Resolution.match(Match.exact(d, () -> instructions(surface))))
                    .orElseGet(Resolution::unresolved);
        }
        UniqueId.Segment second = segments.get(2);
        if (!second.getType().equals(UniqueIds.INSTRUCTION)) {
            return Resolution.unresolved();
        }
        String mnemonic = second.getValue();
        if (segments.size() == 3) {
            String catalogSource = library.catalog()
                    .flatMap(c -> c.instruction(mnemonic))
                    .map(Instruction::source)
                    .orElse(null);
            UniqueId surfaceId = UniqueIds.surface(tree.engineId(), surface);
            return context.addToParent(
                            () -> DiscoverySelectors.selectUniqueId(surfaceId),
                            parent -> Optional.of(tree.instruction(id, mnemonic, catalogSource)))
                    .map(d -> Resolution.match(Match.exact(
                            d,
                            () -> cases(c -> c.surface().equals(surface)
                                    && c.instruction().equals(mnemonic)))))
                    .orElseGet(Resolution::unresolved);
        }
        UniqueId.Segment third = segments.get(3);
        if (segments.size() != 4 || !third.getType().equals(UniqueIds.CASE)) {
            return Resolution.unresolved();
        }
        return avsCase(id, surface, mnemonic, third.getValue(), context);
    }

    private Resolution avsCase(UniqueId id, String surface, String mnemonic, String avsId, Context context) {
        Predicate<LoadedCase> named = c -> c.valid()
                .filter(v -> v.id().equals(avsId)
                        && v.surface().equals(surface)
                        && v.instruction().equals(mnemonic))
                .isPresent();
        // An IDE reruns a property case of pto-avs/properties by its unique id too.
        Optional<LoadedCase> found = library.classpath().stream()
                .filter(named)
                .findFirst()
                .or(() -> library.propertyFiles().stream()
                        .map(library::load)
                        .flatMap(Optional::stream)
                        .filter(named)
                        .findFirst());
        if (found.isEmpty()) {
            // Resolved to a failing test: an unresolved unique id would only get the launcher's terse message.
            return Resolution.match(Match.exact(tree.emptySelection(
                    "unique id " + id,
                    "unique id " + id + " matched no case" + CaseSelection.knownIds(avsId, library.classpathIds()))));
        }
        return CaseFileResolver.resolution(tree.add(found.get(), context));
    }

    /** An invalid file's test, rerun: its name is a classpath resource or a path. */
    private Resolution invalidFile(String origin, Context context) {
        Optional<CaseFile> file = library.classpath().stream()
                .map(LoadedCase::file)
                .filter(f -> f.origin().equals(origin))
                .findFirst();
        if (file.isEmpty() && Path.of(origin).toFile().isFile()) {
            file = Optional.of(CaseFile.file(Path.of(origin)));
        }
        Optional<TestDescriptor> added = file.flatMap(library::load).flatMap(loaded -> tree.add(loaded, context));
        return CaseFileResolver.resolution(added);
    }

    /** A surface's children are its instructions, each of which then brings its cases. */
    private Set<DiscoverySelector> instructions(String surface) {
        Set<DiscoverySelector> selectors = new LinkedHashSet<>();
        for (LoadedCase loaded : library.classpath()) {
            loaded.valid()
                    .filter(c -> c.surface().equals(surface))
                    .ifPresent(c -> selectors.add(DiscoverySelectors.selectUniqueId(
                            UniqueIds.instruction(tree.engineId(), surface, c.instruction()))));
        }
        return selectors;
    }

    private Set<DiscoverySelector> cases(Predicate<AvsCase> which) {
        Set<DiscoverySelector> selectors = new LinkedHashSet<>();
        for (LoadedCase loaded : library.classpath()) {
            loaded.valid()
                    .filter(which)
                    .ifPresent(c -> selectors.add(DiscoverySelectors.selectUniqueId(
                            UniqueIds.avsCase(tree.engineId(), c.surface(), c.instruction(), c.id()))));
        }
        return selectors;
    }
}
