package org.pto.avs.engine.discovery;

import java.io.File;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.FilePosition;
import org.junit.platform.engine.support.descriptor.FileSource;
import org.pto.avs.engine.descriptor.AvsEngineDescriptor;
import org.pto.avs.engine.descriptor.CaseDescriptor;
import org.pto.avs.engine.descriptor.InvalidWaiverFileDescriptor;
import org.pto.avs.engine.settings.WaiverSettings;
import org.pto.avs.engine.waivers.UnknownWaiverIds;
import org.pto.avs.results.UniqueIds;
import org.pto.avs.results.waivers.WaiverFile;
import org.pto.avs.results.waivers.WaiverProblem;

/**
 * Reads {@code avs.waivers} at discovery and, when it has problems, adds the failing test {@code waivers}, so a bad
 * waiver line fails the run instead of being skipped. Nothing is added when no case was discovered: a waiver file
 * matters only to the cases it waives. Discovery is where the ids are known, so a waiver for an id no case has is a
 * problem found here.
 */
final class WaiverFileCheck {

    private WaiverFileCheck() {}

    /** Checks every waiver's id against the cases on the classpath and those discovered (from files). */
    static void addTo(AvsEngineDescriptor engine, WaiverSettings settings, CaseLibrary library) {
        if (engine.getChildren().isEmpty()) {
            return;
        }
        WaiverFile file = settings.read();
        List<WaiverProblem> problems = new ArrayList<>(settings.problems());
        problems.addAll(file.problems());
        if (!file.waivers().isEmpty()) {
            // Read only when there is a waiver to check: listing every case reads every case file.
            problems.addAll(UnknownWaiverIds.problems(file, knownIds(engine, library)));
        }
        if (problems.isEmpty()) {
            return;
        }
        if (problems.size() > 1) {
            // In the order of the file, wherever each was found; the settings' problems (line 0) first.
            problems.sort(Comparator.comparingInt(WaiverProblem::line));
        }
        // Without a waiver file, a bad avs.waivers.* value is the problem: a unique id's value cannot be empty.
        String name = settings.file().map(Object::toString).orElse("settings");
        UniqueId id = engine.getUniqueId().append(UniqueIds.WAIVERS, name);
        engine.addChild(new InvalidWaiverFileDescriptor(id, name, problems, source(settings, problems.get(0))));
    }

    /** A waiver may name a case this run did not select (a shard, an {@code avs.id} filter): every case counts. */
    private static Set<String> knownIds(AvsEngineDescriptor engine, CaseLibrary library) {
        Set<String> ids = new TreeSet<>(library.classpathIds());
        library.propertyFiles().stream()
                .map(library::load)
                .flatMap(Optional::stream)
                .map(LoadedCase::id)
                .filter(Objects::nonNull)
                .forEach(ids::add);
        discovered(engine, ids);
        return ids;
    }

    private static void discovered(TestDescriptor node, Set<String> ids) {
        if (node instanceof CaseDescriptor c) {
            ids.add(c.caseId());
        }
        node.getChildren().forEach(child -> discovered(child, ids));
    }

    /** The file at the first bad line, so an IDE opens it there; none when the file does not exist. */
    private static TestSource source(WaiverSettings settings, WaiverProblem first) {
        if (settings.file().isEmpty() || !Files.isRegularFile(settings.file().get())) {
            return null;
        }
        File file = settings.file().get().toFile();
        return first.line() > 0 ? FileSource.from(file, FilePosition.from(first.line())) : FileSource.from(file);
    }
}
