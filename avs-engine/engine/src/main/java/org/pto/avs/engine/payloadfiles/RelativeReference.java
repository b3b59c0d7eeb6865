package org.pto.avs.engine.payloadfiles;

import java.util.List;

/**
 * The text of a payload file reference, checked before any file is touched: a relative path of {@code /}-separated
 * names, none of them {@code .} or {@code ..}. What it refuses is what could leave the case folder by its spelling
 * alone; a symbolic link that leads out is the folder's check ({@link FolderPayloadFiles}).
 */
final class RelativeReference {

    private RelativeReference() {}

    /** The names of {@code reference}, in order. */
    static List<String> names(String reference) throws PayloadFileException {
        if (reference.isEmpty()) {
            throw new PayloadFileException("the payload file reference is empty");
        }
        if (reference.startsWith("/")
                || reference.startsWith("~")
                || (reference.length() >= 2 && reference.charAt(1) == ':')) {
            throw new PayloadFileException("'" + reference + "' is an absolute path; a payload file is named"
                    + " relative to the case file's folder");
        }
        for (int i = 0; i < reference.length(); i++) {
            char c = reference.charAt(i);
            if (c == '\\') {
                throw new PayloadFileException("'" + reference + "' holds a backslash; separate folders with '/'");
            }
            if (Character.isISOControl(c)) {
                throw new PayloadFileException("'" + reference + "' holds a control character at position " + (i + 1));
            }
        }
        List<String> names = List.of(reference.split("/", -1));
        for (String name : names) {
            if (name.equals("..")) {
                throw new PayloadFileException("'" + reference + "' leaves the case file's folder through '..';"
                        + " a payload file lies in that folder or beneath it");
            }
            if (name.isEmpty() || name.equals(".")) {
                throw new PayloadFileException("'" + reference + "' has an empty or '.' name; write folder/file.bin");
            }
        }
        return names;
    }
}
