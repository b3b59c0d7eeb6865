package org.pto.avs.engine.discovery;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.platform.commons.io.Resource;
import org.junit.platform.commons.support.ResourceSupport;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Instruction;

/**
 * The case files of a selection of exact AVS ids, found by their names without listing a folder: a case file is
 * named after its id and kept at {@code <surface>/<mnemonic>/<id>.json} (under {@code pto-avs/cases/} on the class
 * path), so each id has a handful of places to look at, one per instruction of the catalog, whatever the size of the
 * corpus. Empty when some id has no file by that name: the caller then lists the folder as for a glob, which finds a
 * case in a file named otherwise and names the known ids when there is none.
 */
final class NamedCaseFiles {

    private NamedCaseFiles() {}

    /** The files under {@code root} named after each of {@code ids}, or empty when one of them has none. */
    static Optional<List<Path>> inDirectory(Path root, List<String> ids, Catalog catalog) {
        Set<Path> found = new LinkedHashSet<>();
        for (String id : ids) {
            boolean any = false;
            for (String place : places(id, catalog)) {
                Path file = root.resolve(place);
                if (Files.isRegularFile(file)) {
                    found.add(file);
                    any = true;
                }
            }
            if (!any) {
                return Optional.empty();
            }
        }
        return Optional.of(List.copyOf(found));
    }

    /**
     * The case files on the class path under {@code folder} (a folder under {@code root}, {@code pto-avs/cases/} or
     * {@code pto-avs/properties/}) named after each of {@code ids}, or empty when one of them has none.
     */
    static Optional<List<CaseFile>> onClasspath(String root, String folder, List<String> ids, Catalog catalog) {
        List<CaseFile> found = new ArrayList<>();
        for (String id : ids) {
            boolean any = false;
            for (String place : places(id, catalog)) {
                String name = root + place;
                if (!name.startsWith(folder)) {
                    continue;
                }
                Optional<Resource> first = ResourceSupport.tryToGetResources(name)
                        .toOptional()
                        .flatMap(resources -> resources.stream().findFirst());
                if (first.isPresent()) {
                    // The first root on the classpath wins, as it does for ClassLoader.getResource.
                    found.add(CaseFile.resource(name, first.get().getUri()));
                    any = true;
                }
            }
            if (!any) {
                return Optional.empty();
            }
        }
        return Optional.of(found);
    }

    /** Where a file of {@code id} can be, relative to a case root: each instruction's folder, then the root itself. */
    private static List<String> places(String id, Catalog catalog) {
        String name = id + CaseResources.EXTENSION;
        List<String> places = new ArrayList<>();
        for (Instruction instruction : catalog.instructions()) {
            places.add(instruction.surface() + "/" + instruction.mnemonic() + "/" + name);
        }
        places.add(name);
        return places;
    }
}
