package org.pto.avs.engine.cases;

import java.util.Optional;
import org.apiguardian.api.API;

/**
 * The AVS id a case file's name states. Each PTO-AVS point is one file named after its AVS id
 * ({@code avs-cases/README.md}); a file named like an AVS id must hold that id, which lets a selection by id skip
 * every other such file without reading it. A file with another name ({@code regression.json}) states no id.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class CaseFileName {

    private static final String PREFIX = "PTO-AVS-";
    private static final String EXTENSION = ".json";

    private CaseFileName() {}

    /** The id {@code origin} (a path or a classpath resource name) is named after, if its name is an AVS id. */
    public static Optional<String> statedId(String origin) {
        int slash = Math.max(origin.lastIndexOf('/'), origin.lastIndexOf('\\'));
        String name = origin.substring(slash + 1);
        if (!name.endsWith(EXTENSION)) {
            return Optional.empty();
        }
        String stem = name.substring(0, name.length() - EXTENSION.length());
        return isAvsId(stem) ? Optional.of(stem) : Optional.empty();
    }

    /**
     * The case schema's id pattern {@code PTO-AVS-[A-Z0-9]+(-[A-Z0-9.]+)+}, checked by hand: a selection looks at
     * every file name of a folder, and a regular expression costs more than the rest of that look.
     */
    static boolean isAvsId(String text) {
        if (!text.startsWith(PREFIX)) {
            return false;
        }
        int i = PREFIX.length();
        int groupStart = i;
        while (i < text.length() && isUpperOrDigit(text.charAt(i))) {
            i++;
        }
        if (i == groupStart) {
            return false;
        }
        int groups = 0;
        while (i < text.length()) {
            if (text.charAt(i) != '-') {
                return false;
            }
            i++;
            groupStart = i;
            while (i < text.length() && (isUpperOrDigit(text.charAt(i)) || text.charAt(i) == '.')) {
                i++;
            }
            if (i == groupStart) {
                return false;
            }
            groups++;
        }
        return groups > 0;
    }

    private static boolean isUpperOrDigit(char c) {
        return (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    }
}
