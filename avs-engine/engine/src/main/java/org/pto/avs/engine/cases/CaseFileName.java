package org.pto.avs.engine.cases;

import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The AVS id a case file's name states. Each PTO-AVS point is one file named after its AVS id
 * ({@code avs-cases/README.md}); a file named like an AVS id must hold that id, which lets a selection by id skip
 * every other such file without reading it. A file with another name ({@code regression.json}) states no id.
 */
public final class CaseFileName {

    /** The id pattern of the case schema's {@code id}. */
    private static final Pattern AVS_ID = Pattern.compile("PTO-AVS-[A-Z0-9]+(-[A-Z0-9.]+)+");
    private static final String EXTENSION = ".json";

    private CaseFileName() {
    }

    /** The id {@code origin} (a path or a classpath resource name) is named after, if its name is an AVS id. */
    public static Optional<String> statedId(String origin) {
        int slash = Math.max(origin.lastIndexOf('/'), origin.lastIndexOf('\\'));
        String name = origin.substring(slash + 1);
        if (!name.endsWith(EXTENSION)) {
            return Optional.empty();
        }
        String stem = name.substring(0, name.length() - EXTENSION.length());
        return AVS_ID.matcher(stem).matches() ? Optional.of(stem) : Optional.empty();
    }
}
