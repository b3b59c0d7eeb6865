package org.pto.avs.engine.cases;

/** JSON pointers (RFC 6901) as this package uses them, and the field paths messages show for them. */
final class Pointers {

    private Pointers() {}

    static String child(String pointer, String key) {
        return pointer + "/" + key.replace("~", "~0").replace("/", "~1");
    }

    static String child(String pointer, int index) {
        return pointer + "/" + index;
    }

    /** The parent pointer; the root is its own parent. */
    static String parent(String pointer) {
        int slash = pointer.lastIndexOf('/');
        return slash <= 0 ? "" : pointer.substring(0, slash);
    }

    /**
     * {@code /vectors/0/program/2/asm} as {@code vectors[0].program[2].asm}. The format has no object keys
     * made only of digits, so a numeric segment is always an array index.
     */
    static String fieldPath(String pointer) {
        if (pointer.isEmpty()) {
            return "";
        }
        StringBuilder path = new StringBuilder();
        for (String raw : pointer.substring(1).split("/", -1)) {
            String segment = raw.replace("~1", "/").replace("~0", "~");
            if (!segment.isEmpty() && segment.chars().allMatch(Character::isDigit)) {
                path.append('[').append(segment).append(']');
            } else {
                if (path.length() > 0) {
                    path.append('.');
                }
                path.append(segment);
            }
        }
        return path.toString();
    }
}
