package org.pto.avs.reports.bundle;

import java.io.IOException;
import java.util.Optional;

/** What one central directory entry may be in a bundle: a plain-named regular file or directory, stored or deflated. */
final class EntryRules {

    private static final int ENCRYPTED = 1;
    private static final int STRONG_ENCRYPTION = 1 << 6;
    /** Bits 1-2 (deflate level), 3 (data descriptor) and 11 (UTF-8 name): the flags zip tools set on plain entries. */
    private static final int KNOWN_FLAGS = 0b110 | LocalEntry.DATA_DESCRIPTOR | EntryName.UTF8;

    private static final int TYPE_MASK = 0170000;
    private static final int REGULAR = 0100000;
    private static final int DIRECTORY = 0040000;
    private static final int LINK = 0120000;
    /** MS-DOS directory attribute, in the low byte of the external attributes on every host. */
    private static final int DOS_DIRECTORY = 0x10;

    private EntryRules() {}

    static void check(ZipBytes zip, CentralEntry entry) throws IOException {
        Optional<String> problem = EntryName.problem(entry.name())
                .or(() -> flags(entry))
                .or(() -> method(entry))
                .or(() -> type(entry))
                .or(() -> sizes(entry));
        if (problem.isPresent()) {
            throw zip.fail("entry " + entry.shownName() + ": " + problem.get());
        }
    }

    private static Optional<String> flags(CentralEntry entry) {
        if ((entry.flags() & (ENCRYPTED | STRONG_ENCRYPTION)) != 0) {
            return Optional.of("encrypted; a bundle is plain");
        }
        if ((entry.flags() & ~KNOWN_FLAGS) != 0) {
            return Optional.of(String.format("general purpose flags 0x%04x this reader does not know", entry.flags()));
        }
        return Optional.empty();
    }

    private static Optional<String> method(CentralEntry entry) {
        return entry.method() == CentralEntry.STORED || entry.method() == CentralEntry.DEFLATED
                ? Optional.empty()
                : Optional.of("compression method " + entry.method() + "; a bundle uses stored (0) or deflate (8)");
    }

    /**
     * The Unix mode of an archive made on Unix ({@code zip -y} stores a link as one); the DOS bit elsewhere. Only a
     * file type other than a regular file or a directory is refused; permission bits alone are accepted.
     */
    private static Optional<String> type(CentralEntry entry) {
        int mode = entry.host() == CentralEntry.UNIX ? (int) (entry.attributes() >>> 16) : 0;
        int type = mode & TYPE_MASK;
        if (type == LINK) {
            return Optional.of("a symbolic link; a bundle holds files only");
        }
        // Permission bits without a file type (Python's ZipFile.writestr writes 0600 so) say nothing of the type:
        // the name says it, as for an archive made elsewhere than on Unix.
        if (type != 0 && type != REGULAR && type != DIRECTORY) {
            return Optional.of(String.format("Unix mode 0%o, neither a regular file nor a directory", mode));
        }
        // ZipOutputStream leaves the attributes zero, so only a mark that contradicts the name counts.
        boolean markedDirectory = type == DIRECTORY || (entry.attributes() & DOS_DIRECTORY) != 0;
        if (markedDirectory && !entry.isDirectory() || type == REGULAR && entry.isDirectory()) {
            return Optional.of("its attributes and its name disagree on whether it is a directory");
        }
        return Optional.empty();
    }

    private static Optional<String> sizes(CentralEntry entry) {
        if (entry.isDirectory() && entry.size() != 0) {
            return Optional.of("a directory declaring " + entry.size() + " bytes");
        }
        if (entry.method() == CentralEntry.STORED && entry.compressedSize() != entry.size()) {
            return Optional.of("stored, yet " + entry.compressedSize() + " bytes in the archive for " + entry.size()
                    + " declared");
        }
        return Optional.empty();
    }
}
