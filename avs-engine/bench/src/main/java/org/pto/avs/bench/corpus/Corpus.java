package org.pto.avs.bench.corpus;

import java.nio.file.Path;
import org.apiguardian.api.API;

/**
 * A generated corpus on disk: {@code vectors} vectors in {@code files} case files under {@code directory}, laid
 * out like the bundled cases ({@code block/B.IOS/<AVS id>.json}), ids {@code <idPrefix>000001} upwards.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record Corpus(Path directory, int vectors, int vectorsPerCase, long seed, int files) {

    public static final String ID_PREFIX = "PTO-AVS-BLOCK-B-IOS-SYNTH-";

    /** The folder holding the case files. */
    public Path caseFolder() {
        return directory.resolve("block").resolve("B.IOS");
    }

    /** The AVS id of the {@code n}th case file, 1-based. */
    public static String id(int n) {
        return ID_PREFIX + String.format("%06d", n);
    }

    public Path file(int n) {
        return caseFolder().resolve(id(n) + ".json");
    }
}
