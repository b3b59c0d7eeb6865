package org.pto.avs.engine.discovery;

import java.io.File;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.platform.engine.ConfigurationParameters;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.FilePosition;
import org.junit.platform.engine.support.descriptor.FileSource;
import org.pto.avs.engine.descriptor.AvsEngineDescriptor;
import org.pto.avs.engine.descriptor.InvalidWaiverFileDescriptor;
import org.pto.avs.engine.api.UniqueIds;
import org.pto.avs.engine.api.waivers.WaiverFile;
import org.pto.avs.engine.api.waivers.WaiverProblem;
import org.pto.avs.engine.waivers.WaiverSettings;

/**
 * Reads {@code avs.waivers} at discovery and, when it has problems, adds the failing test {@code waivers}, so a bad
 * waiver line fails the run instead of being skipped. Nothing is added when no case was discovered: a waiver file
 * matters only to the cases it waives.
 */
final class WaiverFileCheck {

    private WaiverFileCheck() {
    }

    static void addTo(AvsEngineDescriptor engine, ConfigurationParameters configuration) {
        if (engine.getChildren().isEmpty()) {
            return;
        }
        WaiverSettings settings = WaiverSettings.from(configuration);
        WaiverFile file = settings.read();
        List<WaiverProblem> problems = new ArrayList<>(settings.problems());
        problems.addAll(file.problems());
        if (problems.isEmpty()) {
            return;
        }
        String name = settings.file().map(Object::toString).orElse("");
        UniqueId id = engine.getUniqueId().append(UniqueIds.WAIVERS, name);
        engine.addChild(new InvalidWaiverFileDescriptor(id, name, problems, source(settings, problems.get(0))));
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
