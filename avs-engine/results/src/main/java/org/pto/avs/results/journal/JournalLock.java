package org.pto.avs.results.journal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The exclusive right to write one journal, held by one run at a time: two runs appending to one journal would
 * interleave their lines and mix two devices' results.
 *
 * <p>The lock is taken on a file beside the journal ({@code <journal>.lock}), never on the journal itself: a POSIX
 * lock is dropped when its process closes any descriptor of the file, and the journal is read by others (a merge,
 * a test). The lock file holds the holder's run id and process id, so a refusal names them; it is left in place
 * when the run ends (deleting it would let two later runs lock two different files). Within one JVM the lock file
 * is not even opened while held, since closing a second descriptor would drop the first's lock.
 *
 * <p>The lock belongs to the file, not to the name it was given: the lock file sits beside the journal's real path
 * (every symbolic link, of the journal or of a folder above it, resolved), and a journal with a second name (a hard
 * link, which no path leads back from) is refused, so no alias of a journal in use can be written by a second run.
 */
final class JournalLock implements AutoCloseable {

    /** The lock files this JVM holds, each with its holder. */
    private static final Map<Path, String> HELD_IN_THIS_JVM = new ConcurrentHashMap<>();

    private static final Pattern HOLDER = Pattern.compile("\\{\"run\":\"([^\"]*)\",\"pid\":(\\d+)}");

    private final Path lockFile;
    private final FileChannel channel;

    private JournalLock(Path lockFile, FileChannel channel) {
        this.lockFile = lockFile;
        this.channel = channel;
    }

    /** The lock file of {@code journal}: beside its real path, whichever name or link reached it. */
    static Path lockFileOf(Path journal) throws IOException {
        Path real = RealPath.of(journal);
        return real.resolveSibling(real.getFileName() + ".lock");
    }

    /**
     * Takes the lock of {@code journal} for the run {@code runId}, or refuses with the file and the holder's run id.
     */
    static JournalLock take(Path journal, String runId) throws JournalException, IOException {
        Path lockFile = lockFileOf(journal);
        String holder =
                "run id " + runId + ", process " + ProcessHandle.current().pid();
        String earlier = HELD_IN_THIS_JVM.putIfAbsent(lockFile, holder);
        if (earlier != null) {
            throw held(journal, earlier);
        }
        FileChannel channel = null;
        try {
            channel = FileChannel.open(
                    lockFile, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
            FileLock lock;
            try {
                lock = channel.tryLock();
            } catch (OverlappingFileLockException e) {
                lock = null;
            }
            if (lock == null) {
                throw held(journal, holder(channel));
            }
            refuseASecondName(journal);
            channel.truncate(0);
            channel.write(
                    ByteBuffer.wrap(("{\"run\":\"" + runId + "\",\"pid\":"
                                    + ProcessHandle.current().pid() + "}\n")
                            .getBytes(StandardCharsets.UTF_8)),
                    0);
            channel.force(false);
            return new JournalLock(lockFile, channel);
        } catch (IOException | JournalException | RuntimeException e) {
            HELD_IN_THIS_JVM.remove(lockFile);
            closeQuietly(channel);
            if (e instanceof JournalException refused) {
                throw refused;
            }
            throw new JournalException(
                    "avs.journal: cannot lock " + journal + " (" + lockFile + "): " + e.getMessage(), e);
        }
    }

    /**
     * A hard link is a second name of the same file, with a lock file of its own: a journal with more than one name
     * could be written by two runs at once, so it is refused (checked once the lock is held, so a link made before
     * a second run is found by that run).
     */
    private static void refuseASecondName(Path journal) throws IOException, JournalException {
        if (!Files.exists(journal)) {
            return;
        }
        int names;
        try {
            names = ((Number) Files.getAttribute(journal, "unix:nlink")).intValue();
        } catch (UnsupportedOperationException | IllegalArgumentException noUnixAttributes) {
            return;
        }
        if (names > 1) {
            throw new JournalException("avs.journal: " + journal + " has " + names + " names (hard links to one"
                    + " file); a journal must have exactly one, so that every run writing it takes the same lock:"
                    + " remove the other links or name another journal");
        }
    }

    private static JournalException held(Path journal, String holder) {
        return new JournalException("avs.journal: " + journal + " is being written by another run (" + holder
                + "); two runs must not write one journal: wait for that run to end, or name another journal");
    }

    /** What the lock file, held by another process, says of its holder. */
    private static String holder(FileChannel channel) throws IOException {
        ByteBuffer bytes = ByteBuffer.allocate(256);
        channel.read(bytes, 0);
        Matcher m = HOLDER.matcher(new String(bytes.array(), 0, bytes.position(), StandardCharsets.UTF_8).strip());
        return m.matches() ? "run id " + m.group(1) + ", process " + m.group(2) : "its run id is not recorded yet";
    }

    /** Releases the lock; the file stays, emptied, for the next run. */
    @Override
    public void close() throws IOException {
        try {
            channel.truncate(0);
        } finally {
            channel.close();
            HELD_IN_THIS_JVM.remove(lockFile);
        }
    }

    private static void closeQuietly(FileChannel channel) {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException ignored) {
                // Nothing was written through it.
            }
        }
    }
}
