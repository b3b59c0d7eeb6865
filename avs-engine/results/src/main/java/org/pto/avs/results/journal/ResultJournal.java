package org.pto.avs.results.journal;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.apiguardian.api.API;
import org.pto.avs.results.ReportKeys;
import org.pto.avs.results.Sha256;

/**
 * The results journal of {@code avs.journal}: every finished case is appended as one line and forced to the disk
 * before the next case is reported, so a run killed at any moment ({@code kill -9}, a power cut) leaves a journal whose
 * complete lines are results. With {@code avs.resume=true} a run reads the journal first and reports each case it
 * holds as journaled instead of running it again.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class ResultJournal implements AutoCloseable {

    /**
     * How every journal begins, of this format or an earlier one: its header's first member (a journal is written by
     * {@link JournalCodec}).
     */
    private static final byte[] JOURNAL_START =
            ("{\"format\":\"" + JournalHeader.FORMAT_FAMILY).getBytes(StandardCharsets.UTF_8);

    private final Path file;
    private final FileChannel channel;
    private final JournalLock lock;
    private final Map<String, JournalEntry> finished;
    private final List<String> warnings;
    /** The run id of the journal's header, which every line names: a resumed run continues the run that began it. */
    private final String run;
    /** How many result lines the journal holds: the next one is numbered one more. */
    private long results;
    /** The SHA-256 of the journal's last line, which the next result line names. */
    private String last;

    private ResultJournal(
            Path file,
            FileChannel channel,
            JournalLock lock,
            Map<String, JournalEntry> finished,
            List<String> warnings,
            String run,
            long results,
            String last) {
        this.file = file;
        this.run = run;
        this.results = results;
        this.last = last;
        this.channel = channel;
        this.lock = lock;
        this.finished = finished;
        this.warnings = List.copyOf(warnings);
    }

    /**
     * Opens {@code file} for a run with {@code header}. Without {@code resume} the journal starts afresh; with it, the
     * complete lines are kept (an incomplete last line is cut off) and appending continues after them.
     *
     * <p>The journal is locked until {@link #close()}: while one run writes it, another that opens it is refused
     * with the holder's run id ({@link JournalLock}).
     *
     * @throws JournalException when another run is writing the journal, when it belongs to another run (device,
     *                          suite version or shard), is of another journal format (a resume only; without one it
     *                          starts afresh), or cannot be written
     */
    public static ResultJournal open(Path file, JournalHeader header, boolean resume) throws JournalException {
        List<String> warnings = new ArrayList<>();
        Map<String, JournalEntry> finished = new LinkedHashMap<>();
        JournalLock lock = null;
        FileChannel channel = null;
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            refuseToOverwriteWhatIsNoJournal(file);
            // Locked before it is read or truncated: a second run must neither cut nor interleave the first's lines.
            lock = JournalLock.take(file, header.run());
            JournalContents contents = resume && Files.exists(file) ? JournalContents.read(file) : null;
            Optional<String> otherFormat = contents == null ? Optional.empty() : contents.otherFormat(file);
            if (otherFormat.isPresent()) {
                throw new JournalException("avs.resume: " + otherFormat.get());
            }
            if (contents != null && contents.header() != null) {
                Optional<String> mismatch = contents.header().mismatch(header);
                if (mismatch.isPresent()) {
                    throw new JournalException("avs.resume: " + file + " is the journal of another run: "
                            + mismatch.get() + "; resume it with the same settings or start a new journal");
                }
                if (!contents.foreignLines().isEmpty()) {
                    // A result its run did not write there would be reported as this run's.
                    throw new JournalException("avs.resume: " + String.join("; ", contents.foreignLines())
                            + "; the journal was changed after its run wrote it: start a new journal");
                }
                warnings.addAll(contents.warnings());
                contents.entries().forEach(e -> finished.put(e.avsId(), e));
            } else if (contents != null) {
                warnings.addAll(contents.warnings());
            }
            channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            boolean resumed = contents != null && contents.header() != null;
            String last;
            if (resumed) {
                channel.truncate(contents.validLength());
                channel.position(contents.validLength());
                last = contents.last();
            } else {
                channel.truncate(0);
                last = write(channel, JournalCodec.header(header));
            }
            return new ResultJournal(
                    file,
                    channel,
                    lock,
                    finished,
                    warnings,
                    resumed ? contents.header().run() : header.run(),
                    resumed ? contents.results() : 0,
                    last);
        } catch (IOException | JournalException | RuntimeException e) {
            closeQuietly(channel);
            closeQuietly(lock);
            if (e instanceof JournalException refused) {
                throw refused;
            }
            throw new JournalException("avs.journal: cannot write " + file + ": " + e.getMessage(), e);
        }
    }

    private static void closeQuietly(AutoCloseable open) {
        if (open != null) {
            try {
                open.close();
            } catch (Exception ignored) {
                // Failing already; the first failure is the one reported.
            }
        }
    }

    /** A mistyped {@code avs.journal} must not truncate a file that is something else. */
    private static void refuseToOverwriteWhatIsNoJournal(Path file) throws IOException, JournalException {
        if (!Files.exists(file) || Files.size(file) == 0) {
            return;
        }
        byte[] start;
        try (InputStream in = Files.newInputStream(file)) {
            start = in.readNBytes(JOURNAL_START.length);
        }
        if (!Arrays.equals(start, JOURNAL_START)) {
            throw new JournalException("avs.journal: " + file + " exists and is not a " + JournalHeader.FORMAT
                    + " journal; it is left alone (name a new file or an earlier journal)");
        }
    }

    /** The journaled result of the case, unless its file moved or its text changed since (then it runs again). */
    public Optional<JournalEntry> finished(String avsId, String origin, String caseSha256) {
        JournalEntry entry = finished.get(avsId);
        return entry != null
                        && entry.origin().equals(origin)
                        && entry.caseSha256().equals(caseSha256)
                ? Optional.of(entry)
                : Optional.empty();
    }

    /** How many finished cases the journal held when it was opened. */
    public int resumable() {
        return finished.size();
    }

    /** The lines of the journal that were ignored when it was read, one warning each. */
    public List<String> warnings() {
        return warnings;
    }

    public Path file() {
        return file;
    }

    /** Appends one finished case and forces it to the disk before returning. Safe for parallel cases. */
    public synchronized void append(JournalEntry entry) throws JournalException {
        try {
            last = write(channel, JournalCodec.entry(entry, new JournalCodec.Link(run, results + 1, last)));
            results++;
        } catch (IOException e) {
            throw new JournalException("avs.journal: cannot append to " + file + ": " + e.getMessage(), e);
        }
    }

    /** Writes the line and forces it to the disk; returns its SHA-256, which the line after it names. */
    private static String write(FileChannel channel, String line) throws IOException {
        ByteBuffer bytes = ByteBuffer.wrap((line + "\n").getBytes(StandardCharsets.UTF_8));
        while (bytes.hasRemaining()) {
            channel.write(bytes);
        }
        channel.force(false);
        return Sha256.of(line);
    }

    /**
     * Refuses to resume the journal on a device that is not the one whose results it holds: {@code identity} is what
     * this run's device said in {@code hello}, and each journaled entry names the identity of the device that ran
     * it ({@code avs.device}). Two simulators behind the same command line must not make one report.
     */
    public void refuseAnotherDevice(String identity) throws JournalException {
        Set<String> journaled = new TreeSet<>();
        for (JournalEntry entry : finished.values()) {
            entry.entries().stream()
                    .map(values -> values.get(ReportKeys.DEVICE))
                    .filter(Objects::nonNull)
                    .findFirst()
                    .ifPresent(journaled::add);
        }
        journaled.remove(identity);
        if (!journaled.isEmpty()) {
            throw new JournalException("avs.resume: " + file + " holds results of the device '"
                    + String.join("', '", journaled) + "', and this run's device is '" + identity
                    + "' (what each said in hello): resume it on the device that began it, or start a new journal");
        }
    }

    @Override
    public synchronized void close() throws JournalException {
        try (JournalLock releasing = lock) {
            channel.close();
        } catch (IOException e) {
            throw new JournalException("avs.journal: cannot close " + file + ": " + e.getMessage(), e);
        }
    }
}
