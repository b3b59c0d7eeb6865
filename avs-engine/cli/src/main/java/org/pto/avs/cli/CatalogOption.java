package org.pto.avs.cli;

import java.nio.file.Path;
import java.util.List;
import org.pto.avs.isa.Catalog;

/** {@code --catalog <dir>}: use a catalog directory instead of the bundled catalog. */
final class CatalogOption {

    static final String NAME = "--catalog";
    static final String HELP = "  --catalog <dir>   use the catalog in <dir> (index.json, profile.json, records)"
            + " instead of the bundled one\n";

    private CatalogOption() {
    }

    /** The catalog the arguments select; removes the option from {@code args}. */
    static Catalog take(List<String> args) throws UsageException {
        int at = args.indexOf(NAME);
        if (at < 0) {
            return Catalog.standard();
        }
        if (at + 1 >= args.size()) {
            throw new UsageException(NAME + " needs a directory");
        }
        Path directory = Path.of(args.get(at + 1));
        args.remove(at + 1);
        args.remove(at);
        return Catalog.load(directory);
    }
}
