package org.pto.avs.reports.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code verify} judges an archive at its documented bounds ({@link ZipLimits#MAX_ENTRY_SIZE} an entry,
 * {@link ZipLimits#MAX_TOTAL_SIZE} in all) in a child JVM with the heap the README states, {@value #HEAP}: the
 * archive is streamed, never held. The archives (one of 256 MiB stored, one that inflates to 256 MiB) are written
 * under a temporary folder at test time and deleted after.
 */
class VerifyAtTheBoundsTest {

    /** The heap the README and TRUST.md state for {@code verify}. */
    static final String HEAP = "-Xmx" + VerifyCommand.HEAP_MIB + "m";

    private static final int ONE_MIB = 1 << 20;

    @TempDir
    Path folder;

    @Test
    void fourEntriesOf64MiBAreJudgedWithoutRunningOutOfHeap() throws Exception {
        Path archive = folder.resolve("bounds.zip");
        int entries = (int) (ZipLimits.MAX_TOTAL_SIZE / ZipLimits.MAX_ENTRY_SIZE);
        assertEquals(4, entries);
        try (OutputStream out = Files.newOutputStream(archive);
                ZipOutputStream zip = new ZipOutputStream(out)) {
            for (int i = 1; i <= entries; i++) {
                // Stored, so the ratio bound holds whatever the bytes; the CRC-32 is taken before the entry is written.
                byte[] block = block(i);
                long count = ZipLimits.MAX_ENTRY_SIZE / block.length;
                CRC32 crc = new CRC32();
                for (long n = 0; n < count; n++) {
                    crc.update(block);
                }
                ZipEntry entry = new ZipEntry("bounds/" + i + ".bin");
                entry.setMethod(ZipEntry.STORED);
                entry.setSize(ZipLimits.MAX_ENTRY_SIZE);
                entry.setCompressedSize(ZipLimits.MAX_ENTRY_SIZE);
                entry.setCrc(crc.getValue());
                zip.putNextEntry(entry);
                for (long n = 0; n < count; n++) {
                    zip.write(block);
                }
                zip.closeEntry();
            }
        }
        assertTrue(Files.size(archive) <= ZipLimits.MAX_ARCHIVE_SIZE, "the archive is within the archive bound");

        Child child = verify(archive);

        assertEquals(1, child.status(), child.output());
        assertTrue(child.output().contains("NOT verified: " + archive), child.output());
        assertTrue(child.output().contains(BundleLayout.SHA256SUMS + ": missing"), child.output());
    }

    @Test
    void aGenuineBundleFilledToTheBoundsVerifiesWithoutRunningOutOfHeap() throws Exception {
        Path bundle = folder.resolve("certification");
        ByteArrayOutputStream made = new ByteArrayOutputStream();
        assertEquals(
                0,
                BundleCommand.run(
                        List.of("--out", bundle.toString()), new PrintStream(made), System.err, Clock.systemUTC()),
                made.toString(StandardCharsets.UTF_8));
        Path padding = Files.createDirectories(bundle.resolve("padding"));
        // Sealed first with the four files empty: SHA256SUMS and SEAL keep their lengths whatever the files hold, so
        // the size left to the bound is known before the padding is written and hashed once.
        int entries = (int) (ZipLimits.MAX_TOTAL_SIZE / ZipLimits.MAX_ENTRY_SIZE);
        for (int i = 1; i <= entries; i++) {
            write(padding.resolve(i + ".bin"), padding(i), 0);
        }
        FileDigests.seal(bundle);
        long left = ZipLimits.MAX_TOTAL_SIZE - total(bundle);
        for (int i = 1; i < entries; i++) {
            write(padding.resolve(i + ".bin"), padding(i), ZipLimits.MAX_ENTRY_SIZE);
        }
        // The last fills the total to the bound exactly.
        write(padding.resolve(entries + ".bin"), padding(entries), left - (entries - 1) * ZipLimits.MAX_ENTRY_SIZE);
        FileDigests.seal(bundle);
        assertEquals(ZipLimits.MAX_TOTAL_SIZE, total(bundle));
        Path archive = folder.resolve("certification.zip");
        Files.deleteIfExists(archive);
        ZipArchive.write(bundle, archive);

        Child child = verify(archive);

        assertEquals(0, child.status(), child.output());
        assertTrue(
                child.output()
                        .contains("verified: " + archive + " (seal "
                                + Files.readString(bundle.resolve(BundleLayout.SEAL))
                                        .strip() + ")"),
                child.output());
    }

    private record Child(int status, String output) {}

    /** {@code verify <archive>} in a child JVM with {@value #HEAP}. */
    private Child verify(Path archive) throws Exception {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                HEAP,
                // C2 back on (the build's JDK_JAVA_OPTIONS stop at C1): only C2 hashes with the CPU's SHA
                // instructions: 256 MiB in about 1.3 s of CPU instead of 3.
                "-XX:TieredStopAtLevel=4",
                "-cp",
                System.getProperty("java.class.path"),
                VerifyCommand.class.getName(),
                "verify",
                archive.toString()));
        Path log = folder.resolve("verify.log");
        Process child = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        // A guard against a hang, not a measure: verifying takes seconds.
        if (!child.waitFor(10, TimeUnit.MINUTES)) {
            child.destroyForcibly().waitFor();
            throw new AssertionError("verify did not end: " + Files.readString(log));
        }
        String output = Files.readString(log);
        assertFalse(output.contains("OutOfMemoryError"), output);
        assertFalse(output.contains("out of memory"), output);
        return new Child(child.exitValue(), output);
    }

    /** A MiB of bytes no deflate shrinks, different for each {@code seed}. */
    private static byte[] block(int seed) {
        byte[] block = new byte[ONE_MIB];
        new SplittableRandom(seed).nextBytes(block);
        return block;
    }

    /**
     * A MiB that deflates about 20:1, as a bundle's JSON does: a 4 KiB run repeated, every 64th byte of it random.
     * The archive then inflates to the bounds from a few MiB, under the bound on an entry's ratio (200:1), and packing
     * it costs a fifth of what bytes no deflate shrinks cost; verifying inflates and hashes the same 256 MiB.
     */
    private static byte[] padding(int seed) {
        byte[] random = block(seed);
        byte[] padding = new byte[ONE_MIB];
        for (int i = 0; i < padding.length; i++) {
            padding[i] = i % 64 == 0 ? random[i] : random[i % 4096];
        }
        return padding;
    }

    private static void write(Path file, byte[] block, long size) throws IOException {
        try (OutputStream out = Files.newOutputStream(file)) {
            for (long left = size; left > 0; left -= block.length) {
                out.write(block, 0, (int) Math.min(block.length, left));
            }
        }
    }

    private static long total(Path bundle) throws IOException {
        try (Stream<Path> walk = Files.walk(bundle)) {
            long total = 0;
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                total += Files.size(file);
            }
            return total;
        }
    }
}
