package org.pto.avs.mutant.run;

import java.util.List;

/** Shortens AVS ids for narrow columns by their common dash-ended prefix. */
final class ShortIds {

    private ShortIds() {}

    /** The longest prefix ending in '-' that every id shares (and that leaves every id non-empty). */
    static String commonPrefix(List<String> ids) {
        if (ids.isEmpty()) {
            return "";
        }
        String prefix = ids.get(0);
        for (String id : ids) {
            int n = 0;
            while (n < prefix.length() && n < id.length() - 1 && prefix.charAt(n) == id.charAt(n)) {
                n++;
            }
            prefix = prefix.substring(0, n);
        }
        int dash = prefix.lastIndexOf('-');
        return dash < 0 ? "" : prefix.substring(0, dash + 1);
    }

    static String shorten(String id, String prefix) {
        return id.startsWith(prefix) ? id.substring(prefix.length()) : id;
    }
}
