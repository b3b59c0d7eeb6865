package org.pto.avs.reports.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pto.avs.reports.bundle.ZipSurgery.central;
import static org.pto.avs.reports.bundle.ZipSurgery.declareCrc;
import static org.pto.avs.reports.bundle.ZipSurgery.declareSize;
import static org.pto.avs.reports.bundle.ZipSurgery.put32;
import static org.pto.avs.reports.bundle.ZipSurgery.refusal;
import static org.pto.avs.reports.bundle.ZipSurgery.zip;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.zip.Deflater;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.results.Sha256;

/** The bounds, checked from the central directory before inflating, and an entry held to what it declares. */
class StrictZipBoundsTest {

    private static final long TWO_GIB = 2L << 30;

    @TempDir
    Path folder;

    @Test
    void refusesAnHonestBombBeforeInflatingIt() throws IOException {
        Path bomb = folder.resolve("bomb.zip");
        try (OutputStream out = Files.newOutputStream(bomb);
                ZipOutputStream zip = new ZipOutputStream(out)) {
            zip.setLevel(Deflater.BEST_SPEED);
            zip.putNextEntry(new ZipEntry("b/zeros"));
            byte[] zeros = new byte[1 << 20];
            for (long written = 0; written < TWO_GIB; written += zeros.length) {
                zip.write(zeros);
            }
        }

        // Its compressed data is spoiled in the middle: had the reader inflated any of it before refusing, it would
        // fail on that, not on the declared size.
        try (RandomAccessFile file = new RandomAccessFile(bomb.toFile(), "rw")) {
            file.seek(file.length() / 2);
            file.write(new byte[] {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x00, 0x00, (byte) 0xFF});
        }
        IOException refused = assertThrows(IOException.class, () -> StrictZip.read(bomb));

        assertTrue(
                refused.getMessage()
                        .contains("entry 'b/zeros' declares " + TWO_GIB + " bytes inflated, over the" + " bound of "
                                + ZipLimits.MAX_ENTRY_SIZE + " bytes for one entry"),
                refused.getMessage());
    }

    @Test
    void refusesACompressionRatioOverTheBound() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            zip.putNextEntry(new ZipEntry("b/zeros"));
            zip.write(new byte[8 << 20]);
        }

        String message = refusal(folder, bytes.toByteArray());

        assertTrue(message.contains("a ratio over the bound of " + ZipLimits.MAX_RATIO + ":1"), message);
    }

    @Test
    void refusesATotalOverTheBound() throws IOException {
        byte[] zip = zip("b/1", "1", "b/2", "2", "b/3", "3", "b/4", "4", "b/5", "5");
        for (int i = 0; i < 5; i++) {
            put32(zip, central(zip, i) + 24, 60L << 20);
            put32(zip, central(zip, i) + 20, 1L << 20);
        }

        String message = refusal(folder, zip);

        assertTrue(
                message.contains("entries declare " + (300L << 20) + " bytes inflated in all, over the bound of "
                        + ZipLimits.MAX_TOTAL_SIZE),
                message);
    }

    @Test
    void refusesMoreEntriesThanTheBound() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            for (int i = 0; i <= ZipLimits.MAX_ENTRIES; i++) {
                zip.putNextEntry(new ZipEntry("b/" + i));
            }
        }

        String message = refusal(folder, bytes.toByteArray());

        assertTrue(
                message.contains((ZipLimits.MAX_ENTRIES + 1) + " entries, over the bound of " + ZipLimits.MAX_ENTRIES),
                message);
    }

    @Test
    void refusesAnArchiveLargerThanTheBoundBeforeReadingIt() throws IOException {
        Path sparse = folder.resolve("large.zip");
        try (RandomAccessFile file = new RandomAccessFile(sparse.toFile(), "rw")) {
            file.setLength(ZipLimits.MAX_ARCHIVE_SIZE + 1);
        }

        String message =
                assertThrows(IOException.class, () -> StrictZip.read(sparse)).getMessage();

        assertTrue(message.contains("over the bound of " + ZipLimits.MAX_ARCHIVE_SIZE), message);
    }

    @Test
    void stopsAnEntryThatInflatesPastItsDeclaredSize() throws IOException {
        byte[] zip = zip("b/x", "a".repeat(1000));
        declareSize(zip, 0, 10);

        assertTrue(refusal(folder, zip).contains("entry 'b/x': inflates past its declared size of 10 bytes"));
    }

    @Test
    void refusesAnEntryThatInflatesShortOfItsDeclaredSize() throws IOException {
        byte[] zip = zip("b/x", "a".repeat(1000));
        declareSize(zip, 0, 2000);

        assertTrue(refusal(folder, zip).contains("entry 'b/x': inflates to 1000 bytes, 2000 declared"));
    }

    @Test
    void hashesAFileOfAnySizeButReadsWholeOnlyOneWithinTheReadBound() throws IOException {
        byte[] big = new byte[BundleFiles.MAX_READ_SIZE + 1];
        new Random(7).nextBytes(big);
        Path archive = folder.resolve("big.zip");
        try (OutputStream out = Files.newOutputStream(archive);
                ZipOutputStream zip = new ZipOutputStream(out)) {
            zip.putNextEntry(new ZipEntry("b/big.json"));
            zip.write(big);
            zip.putNextEntry(new ZipEntry("b/small.json"));
            zip.write("{}".getBytes(StandardCharsets.UTF_8));
        }

        BundleFiles files = StrictZip.read(archive);

        assertEquals(Sha256.of(big), files.digests(List.of()).get("big.json"));
        assertEquals("{}", files.text("small.json").orElseThrow());
        String message = assertThrows(UncheckedIOException.class, () -> files.bytes("big.json"))
                .getMessage();
        assertEquals(
                "big.json: " + big.length + " bytes, over the bound of " + BundleFiles.MAX_READ_SIZE
                        + " bytes for a file the verifier reads (a manifest, an envelope, a result, the evidence)",
                message);
    }

    @Test
    void refusesAnEntryChangedAfterItWasHashed() throws IOException {
        byte[] zip = zip("b/x", "a".repeat(1000));
        Path archive = Files.write(folder.resolve("changed.zip"), zip);
        BundleFiles files = StrictZip.read(archive);
        Files.write(archive, zip("b/x", "b".repeat(1000)));

        String message =
                assertThrows(UncheckedIOException.class, () -> files.bytes("x")).getMessage();

        assertTrue(
                message.contains("entry 'b/x' changed while the archive was being verified")
                        || message.contains("CRC-32"),
                message);
    }

    @Test
    void refusesAWrongCrc() throws IOException {
        byte[] zip = zip("b/x", "a".repeat(1000));
        declareCrc(zip, 0, 1234);

        assertTrue(refusal(folder, zip).contains("1234 declared"));
    }
}
