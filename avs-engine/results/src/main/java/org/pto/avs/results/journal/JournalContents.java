package org.pto.avs.results.journal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import org.apiguardian.api.API;
import org.pto.avs.results.Sha256;

/**
 * What a journal file holds, read the way a crash leaves it: every complete line that is a record counts; the last
 * line, when the run was killed while writing it, has no newline and is ignored with a warning, and so is any line
 * that is not a record. {@link #validLength()} is where the complete lines end, so appending resumes there.
 *
 * @param header      the first line, or null when the journal is empty or its first line is not a header
 * @param entries     the finished cases, in the order they finished
 * @param warnings    one line per ignored line
 * @param validLength the byte length of the complete lines
 * @param format      the journal format the first line names, null when it names none
 * @param foreignLines one line per entry that is not where its run wrote it ({@link JournalChain}): a line of another
 *                    run's journal, with its run id rewritten or not, a line appended again, moved, or following a
 *                    line that was edited or removed; a resume and a merge refuse the journal
 * @param results     how many results the journal holds, the number of the last result line
 * @param last        the SHA-256 of the journal's last header or result line, which the next result line names
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public record JournalContents(
        JournalHeader header,
        List<JournalEntry> entries,
        List<String> warnings,
        long validLength,
        String format,
        List<String> foreignLines,
        long results,
        String last) {

    public JournalContents {
        entries = List.copyOf(entries);
        warnings = List.copyOf(warnings);
        foreignLines = List.copyOf(foreignLines);
    }

    /**
     * Why the journal {@code file} cannot be resumed or merged although it is a journal: it is of another format
     * (an earlier PTO AVS wrote it). Empty when it is of this format, or no journal at all.
     */
    public Optional<String> otherFormat(Path file) {
        if (header != null || format == null || format.equals(JournalHeader.FORMAT)) {
            return Optional.empty();
        }
        return Optional.of(file + " is a " + format + " journal, written by another version of PTO AVS; this one"
                + " reads " + JournalHeader.FORMAT + " journals only (each result line numbered and holding the SHA-256"
                + " of the line before it): finish it with the version that wrote it, or start a new journal");
    }

    public static JournalContents read(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        List<JournalEntry> entries = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        List<String> foreign = new ArrayList<>();
        JournalHeader header = null;
        JournalChain chain = null;
        int start = 0;
        int lineNumber = 0;
        long valid = 0;
        while (start < bytes.length) {
            int newline = indexOf(bytes, (byte) '\n', start);
            lineNumber++;
            if (newline < 0) {
                warnings.add(file + ":" + lineNumber + ": the last line is incomplete (the run stopped while"
                        + " writing it) and is ignored; its case runs again");
                break;
            }
            String line = new String(bytes, start, newline - start, StandardCharsets.UTF_8);
            String digest = sha256(bytes, start, newline);
            valid = newline + 1L;
            start = newline + 1;
            if (line.isBlank()) {
                continue;
            }
            if (lineNumber == 1) {
                header = JournalCodec.readHeader(line);
                if (header == null) {
                    warnings.add(file + ":1: not a " + JournalHeader.FORMAT + " header; the journal is ignored");
                    return new JournalContents(
                            null, List.of(), warnings, 0, JournalCodec.format(line), List.of(), 0, "");
                }
                chain = new JournalChain(file.toString(), header.run(), digest);
                continue;
            }
            JournalEntry entry = JournalCodec.readEntry(line);
            if (entry == null) {
                warnings.add(file + ":" + lineNumber + ": not a journal record; ignored");
            } else {
                entries.add(entry);
                chain.follow(lineNumber, digest, entry, JournalCodec.linkOf(line))
                        .ifPresent(foreign::add);
            }
        }
        return new JournalContents(
                header,
                entries,
                warnings,
                valid,
                JournalHeader.FORMAT,
                foreign,
                chain == null ? 0 : chain.results(),
                chain == null ? "" : chain.previous());
    }

    /** The SHA-256 of the bytes from {@code from} up to {@code to}, a line as it was written. */
    private static String sha256(byte[] bytes, int from, int to) {
        MessageDigest digest = Sha256.digest();
        digest.update(bytes, from, to - from);
        return HexFormat.of().formatHex(digest.digest());
    }

    private static int indexOf(byte[] bytes, byte value, int from) {
        for (int i = from; i < bytes.length; i++) {
            if (bytes[i] == value) {
                return i;
            }
        }
        return -1;
    }
}
