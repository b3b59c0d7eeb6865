package org.pto.avs.engine.discovery;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.engine.support.descriptor.ClasspathResourceSource;
import org.junit.platform.engine.support.discovery.DiscoveryIssueReporter;
import org.junit.platform.engine.support.discovery.SelectorResolver;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.engine.cases.CaseProblem;
import org.pto.avs.engine.cases.Location;
import org.pto.avs.engine.cases.ReadResult;
import org.pto.avs.engine.descriptor.AvsEngineDescriptor;
import org.pto.avs.engine.descriptor.CaseDescriptor;
import org.pto.avs.engine.descriptor.CaseHandle;
import org.pto.avs.engine.descriptor.EmptySelectionDescriptor;
import org.pto.avs.engine.descriptor.InstructionDescriptor;
import org.pto.avs.engine.descriptor.InvalidCaseFileDescriptor;
import org.pto.avs.engine.descriptor.Removal;
import org.pto.avs.engine.descriptor.SurfaceDescriptor;
import org.pto.avs.engine.settings.RandomSettings;
import org.pto.avs.engine.settings.RunSettings;
import org.pto.avs.results.UniqueIds;

/**
 * Puts loaded cases into the test tree: a valid case under its surface and instruction (a property case with the
 * seed of {@code avs.random.seed} and the tries of {@code avs.random.tries} when they are set), an invalid file as
 * a failing test with its problems reported as discovery issues, two files with one AVS id both as invalid. After
 * the selectors are resolved, {@link #finish()} adds a failing test for every selection that matched nothing and
 * removes containers left empty.
 */
final class CaseTree {

    private final AvsEngineDescriptor engine;
    private final CaseSelection selection;
    private final DiscoveryIssueReporter issues;
    private final RandomSettings random;
    private final CaseLibrary library;
    private final boolean keepCases;
    /** The first file seen for each AVS id, to find duplicates. */
    private final Map<String, Seen> firstById = new LinkedHashMap<>();

    private final Map<String, List<Seen>> duplicates = new LinkedHashMap<>();

    /** Where a valid case was found: all a duplicate needs, without holding on to the case itself. */
    private record Seen(CaseFile file, String id, String surface, String instruction, Location location) {

        static Seen of(CaseFile file, AvsCase avsCase) {
            return new Seen(file, avsCase.id(), avsCase.surface(), avsCase.instruction(), avsCase.location());
        }
    }

    CaseTree(
            AvsEngineDescriptor engine,
            CaseSelection selection,
            DiscoveryIssueReporter issues,
            RunSettings settings,
            CaseLibrary library) {
        this.engine = engine;
        this.selection = selection;
        this.issues = issues;
        this.random = settings.random();
        this.library = library;
        this.keepCases = settings.discovery().keepCases();
    }

    UniqueId engineId() {
        return engine.getUniqueId();
    }

    /** Adds {@code loaded} if the selection accepts it; the descriptor, or empty when it is filtered out. */
    Optional<TestDescriptor> add(LoadedCase loaded, SelectorResolver.Context context) {
        if (!selection.accepts(loaded.id())) {
            return Optional.empty();
        }
        if (loaded.result() instanceof ReadResult.Invalid invalid) {
            return Optional.of(invalid(loaded.file(), invalid.problems()));
        }
        AvsCase avsCase;
        try {
            avsCase = configured(loaded.valid().orElseThrow());
        } catch (IllegalArgumentException e) {
            AvsCase read = loaded.valid().orElseThrow();
            return Optional.of(invalid(
                    loaded.file(), List.of(new CaseProblem(read.origin(), read.location(), "", e.getMessage()))));
        }
        Seen seen = Seen.of(loaded.file(), avsCase);
        Seen first = firstById.putIfAbsent(avsCase.id(), seen);
        if (first != null && !first.file().origin().equals(loaded.file().origin())) {
            duplicates
                    .computeIfAbsent(avsCase.id(), id -> new ArrayList<>(List.of(first)))
                    .add(seen);
            return Optional.of(invalid(loaded.file(), List.of(duplicate(seen, first))));
        }
        // A case as read can be read again when memory pressure drops it; one configured here stays for the run.
        CaseHandle handle = avsCase == loaded.valid().orElseThrow()
                ? CaseHandle.rereadable(avsCase, library.rereadOf(loaded), loaded.sha256())
                : CaseHandle.pinned(avsCase, loaded.sha256());
        if (!keepCases) {
            handle.forget();
        }
        UniqueId instruction = UniqueIds.instruction(engine.getUniqueId(), avsCase.surface(), avsCase.instruction());
        return context.addToParent(
                () -> DiscoverySelectors.selectUniqueId(instruction),
                parent -> Optional.of(new CaseDescriptor(
                        parent.getUniqueId().append(UniqueIds.CASE, avsCase.id()),
                        avsCase,
                        handle,
                        loaded.file().sourceAt(avsCase.location()))));
    }

    /**
     * A property case with the seed of {@code avs.random.seed} and the number of programs of
     * {@code avs.random.tries}, when they are set; any other case as it is.
     */
    private AvsCase configured(AvsCase avsCase) {
        if (!avsCase.isProperty()) {
            return avsCase;
        }
        if (random.overrideProblem().isPresent()) {
            throw new IllegalArgumentException(random.overrideProblem().get());
        }
        AvsCase configured = avsCase;
        if (random.seed().isPresent()) {
            configured = configured.withSeed(random.seed().getAsLong());
        }
        if (random.tries().isPresent()) {
            configured = configured.withPrograms(random.tries().getAsInt());
        }
        return configured;
    }

    SurfaceDescriptor surface(UniqueId uniqueId, String surface) {
        return new SurfaceDescriptor(uniqueId, surface);
    }

    InstructionDescriptor instruction(UniqueId uniqueId, String mnemonic, String catalogSource) {
        return new InstructionDescriptor(
                uniqueId, mnemonic, catalogSource == null ? null : ClasspathResourceSource.from(catalogSource));
    }

    private TestDescriptor invalid(CaseFile file, List<CaseProblem> problems) {
        problems.forEach(problem -> Issues.report(issues, file, problem));
        UniqueId id = engine.getUniqueId().append(UniqueIds.FILE, file.origin());
        Optional<? extends TestDescriptor> existing = engine.findByUniqueId(id);
        if (existing.isPresent()) {
            return existing.get();
        }
        TestDescriptor descriptor = new InvalidCaseFileDescriptor(
                id, file.origin(), problems, file.sourceAt(problems.get(0).location()));
        engine.addChild(descriptor);
        return descriptor;
    }

    private static CaseProblem duplicate(Seen avsCase, Seen other) {
        return new CaseProblem(
                avsCase.file().origin(),
                avsCase.location(),
                "id",
                "duplicate AVS id " + avsCase.id() + ": " + other.file().origin() + ":"
                        + other.location().line() + " has the same id; ids must be unique");
    }

    void finish() {
        // The first file of a duplicated id was valid when it was added; it is as wrong as the later ones.
        for (Map.Entry<String, List<Seen>> entry : duplicates.entrySet()) {
            Seen first = entry.getValue().get(0);
            engine.findByUniqueId(
                            UniqueIds.avsCase(engine.getUniqueId(), first.surface(), first.instruction(), first.id()))
                    .ifPresent(Removal::withEmptyParents);
            invalid(first.file(), List.of(duplicate(first, entry.getValue().get(1))));
        }
        removeEmptyContainers();
        for (CaseSelection.Empty empty : selection.emptySelections()) {
            emptySelection(empty.selection(), empty.message());
        }
    }

    /** The failing test of a selection that matched nothing. */
    TestDescriptor emptySelection(String selection, String message) {
        UniqueId id = engine.getUniqueId().append(UniqueIds.SELECTION, selection);
        Optional<? extends TestDescriptor> existing = engine.findByUniqueId(id);
        if (existing.isPresent()) {
            return existing.get();
        }
        TestDescriptor descriptor = new EmptySelectionDescriptor(id, selection, message);
        engine.addChild(descriptor);
        return descriptor;
    }

    /**
     * A container is empty only when a unique id selected it directly and no case matched (a container made as the
     * parent of a case always has that case): that selection matched nothing.
     */
    private void removeEmptyContainers() {
        for (TestDescriptor surface : List.copyOf(engine.getChildren())) {
            if (!(surface instanceof SurfaceDescriptor)) {
                continue;
            }
            boolean hadInstructions = !surface.getChildren().isEmpty();
            for (TestDescriptor instruction : List.copyOf(surface.getChildren())) {
                if (instruction.getChildren().isEmpty()) {
                    emptyUniqueId(instruction);
                }
            }
            if (surface.getChildren().isEmpty()) {
                if (hadInstructions) {
                    surface.removeFromHierarchy();
                } else {
                    emptyUniqueId(surface);
                }
            }
        }
    }

    private void emptyUniqueId(TestDescriptor container) {
        selection.nothingMatched(
                "unique id " + container.getUniqueId(), "unique id " + container.getUniqueId() + " matched no case");
        container.removeFromHierarchy();
    }
}
