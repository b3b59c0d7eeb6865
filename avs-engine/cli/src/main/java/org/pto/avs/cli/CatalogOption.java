package org.pto.avs.cli;

import java.nio.file.Path;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.CatalogException;
import picocli.CommandLine.Option;

/** {@code --catalog <dir>}: use a catalog directory instead of the bundled catalog. */
final class CatalogOption {

    @Option(
            names = "--catalog",
            paramLabel = "<dir>",
            description = "use the catalog in <dir> (index.json, profile.json, records) instead of the bundled one")
    private Path directory;

    /** The catalog the command line selects; a {@link CatalogException} when it cannot be read. */
    Catalog catalog() {
        return directory == null ? Catalog.standard() : Catalog.load(directory);
    }
}
