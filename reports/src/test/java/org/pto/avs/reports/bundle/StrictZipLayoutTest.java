package org.pto.avs.reports.bundle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pto.avs.reports.bundle.ZipSurgery.central;
import static org.pto.avs.reports.bundle.ZipSurgery.centralDirectory;
import static org.pto.avs.reports.bundle.ZipSurgery.concat;
import static org.pto.avs.reports.bundle.ZipSurgery.descriptor;
import static org.pto.avs.reports.bundle.ZipSurgery.endRecord;
import static org.pto.avs.reports.bundle.ZipSurgery.insert;
import static org.pto.avs.reports.bundle.ZipSurgery.local;
import static org.pto.avs.reports.bundle.ZipSurgery.put16;
import static org.pto.avs.reports.bundle.ZipSurgery.put32;
import static org.pto.avs.reports.bundle.ZipSurgery.refusal;
import static org.pto.avs.reports.bundle.ZipSurgery.rename;
import static org.pto.avs.reports.bundle.ZipSurgery.zip;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The archive's structure: every byte in one entry, the central directory or the end record, and headers agreeing. */
class StrictZipLayoutTest {

    private static final byte[] JUNK = "MZ stray bytes".getBytes(StandardCharsets.US_ASCII);

    @TempDir
    Path folder;

    @Test
    void readsWhatZipArchiveWrites() throws IOException {
        Path bundle = Files.createDirectories(folder.resolve("bundle"));
        Files.writeString(bundle.resolve("manifest.json"), "{\"run\":1}");
        Files.createDirectories(bundle.resolve("allure-results/deep"));
        Files.write(bundle.resolve("allure-results/deep/blob.bin"), new byte[] {0, 1, 2, (byte) 0xff});
        Files.write(bundle.resolve("allure-results/empty.txt"), new byte[0]);
        Files.writeString(bundle.resolve("journal.jsonl"), "{\"case\":\"x\"}\n".repeat(20_000));
        Path archive = folder.resolve("bundle.zip");
        ZipArchive.write(bundle, archive);

        BundleFiles expected = BundleFiles.fromDirectory(bundle);
        BundleFiles read = StrictZip.read(archive);

        assertEquals(expected.names(), read.names());
        expected.names()
                .forEach(name -> assertArrayEquals(
                        expected.bytes(name).orElseThrow(), read.bytes(name).orElseThrow(), name));
        assertEquals(expected.digests(List.of()), read.digests(List.of()));
    }

    @Test
    void readsDirectoryEntriesAndStoredEntries() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            zip.putNextEntry(new ZipEntry("b/"));
            zip.putNextEntry(new ZipEntry("b/sub/"));
            ZipEntry stored = new ZipEntry("b/sub/x.txt");
            stored.setMethod(ZipEntry.STORED);
            stored.setSize(2);
            CRC32 crc = new CRC32();
            crc.update("hi".getBytes(StandardCharsets.US_ASCII));
            stored.setCrc(crc.getValue());
            zip.putNextEntry(stored);
            zip.write("hi".getBytes(StandardCharsets.US_ASCII));
        }
        Path archive = Files.write(folder.resolve("dirs.zip"), bytes.toByteArray());

        assertEquals("hi", StrictZip.read(archive).text("sub/x.txt").orElseThrow());
        assertEquals(1, StrictZip.read(archive).names().size());
    }

    @Test
    void refusesForgedEntriesAppendedAfterAGenuineArchive() throws IOException {
        byte[] genuine = zip("b/manifest.json", "genuine");
        byte[] attack = insert(zip("b/manifest.json", "forged"), 0, genuine);
        Path archive = Files.write(folder.resolve("attack.zip"), attack);
        // The attack works on the readers it targets: the central directory shows the forgery, a stream the original.
        try (ZipFile zipFile = new ZipFile(archive.toFile())) {
            ZipEntry manifest = zipFile.getEntry("b/manifest.json");
            assertEquals("forged", new String(zipFile.getInputStream(manifest).readAllBytes(), StandardCharsets.UTF_8));
        }
        try (ZipInputStream stream = new ZipInputStream(new ByteArrayInputStream(attack))) {
            stream.getNextEntry();
            assertEquals("genuine", new String(stream.readAllBytes(), StandardCharsets.UTF_8));
        }

        String message = refusal(folder, attack);

        assertTrue(
                message.contains(
                        genuine.length + " bytes at offset 0 outside any entry, before the first local" + " header"),
                message);
    }

    @Test
    void refusesAPrefix() throws IOException {
        String message = refusal(folder, insert(zip("b/x", "1"), 0, JUNK));

        assertTrue(message.contains(JUNK.length + " bytes at offset 0 outside any entry, before the first"), message);
    }

    @Test
    void refusesAGapBetweenEntries() throws IOException {
        byte[] zip = zip("b/x", "1", "b/y", "2");

        String message = refusal(folder, insert(zip, local(zip, 1), JUNK));

        assertTrue(message.contains("outside any entry, between two entries, before 'b/y'"), message);
    }

    @Test
    void refusesBytesBeforeTheCentralDirectory() throws IOException {
        byte[] zip = zip("b/x", "1");

        String message = refusal(folder, insert(zip, centralDirectory(zip), JUNK));

        assertTrue(message.contains("outside any entry, between the last entry and the central directory"), message);
    }

    @Test
    void refusesBytesAfterTheEndRecord() throws IOException {
        byte[] zip = zip("b/x", "1");

        String message = refusal(folder, concat(zip, JUNK));

        assertTrue(message.contains(JUNK.length + " bytes after the end of central directory record"), message);
    }

    @Test
    void refusesASecondArchiveAppended() throws IOException {
        String message = refusal(folder, concat(zip("b/x", "1"), zip("b/y", "2")));

        assertTrue(message.contains("does not end where its end record starts"), message);
    }

    @Test
    void readsAnArchiveWithACommentAndSaysItIgnoredIt() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            zip.setComment("hello");
            zip.putNextEntry(new ZipEntry("b/x"));
            zip.write('1');
        }

        BundleFiles files = StrictZip.read(Files.write(folder.resolve("commented.zip"), bytes.toByteArray()));

        assertEquals("1", files.text("x").orElseThrow());
        assertEquals("ignored: the archive's comment (5 bytes): not part of the bundle, never read", files.ignored());
    }

    @Test
    void refusesACommentThatHoldsAnEndRecordOfItsOwn() throws IOException {
        // What a reader searching backwards for the end record could take for the archive's.
        String fake = "PK\u0005\u0006 and the rest of a record";
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            zip.setComment(fake);
            zip.putNextEntry(new ZipEntry("b/x"));
        }
        byte[] archive = bytes.toByteArray();
        int comment = archive.length - fake.length();

        String message = refusal(folder, archive);

        assertTrue(
                message.contains("an end of central directory record at offset " + comment + " inside the comment of"
                        + " the one at offset " + (comment - 22) + ": two readers could read two archives"),
                message);
    }

    @Test
    void refusesSeveralDisks() throws IOException {
        byte[] zip = zip("b/x", "1");
        put16(zip, endRecord(zip) + 4, 1);

        assertTrue(refusal(folder, zip).contains("split over several disks"));
    }

    @Test
    void refusesZip64() throws IOException {
        byte[] zip = zip("b/x", "1");
        put32(zip, central(zip, 0) + 24, 0xFFFFFFFFL);

        assertTrue(refusal(folder, zip).contains("ZIP64"));
    }

    @Test
    void refusesTwoCentralEntriesOnOneLocalEntry() throws IOException {
        byte[] zip = zip("b/x", "1", "b/y", "2");
        put32(zip, central(zip, 1) + 42, 0);

        assertTrue(refusal(folder, zip).contains("overlaps the entry before it"));
    }

    @Test
    void refusesALocalHeaderWithAnotherName() throws IOException {
        byte[] zip = zip("b/x", "1");
        zip[local(zip, 0) + 30 + 2] = 'z';

        assertTrue(refusal(folder, zip).contains("entry 'b/x': the local header at offset 0 names another file"));
    }

    /** A field of the local header, set to a value its central entry does not have (CRC-32 is 0 there, deferred). */
    static Stream<Arguments> localHeaderFields() {
        return Stream.of(
                Arguments.of(8, 0, "the local header says compression method 0, the central directory 8"),
                Arguments.of(6, 0x800, "the local header says general purpose flags 2048"),
                Arguments.of(14, 1234, "the local header says CRC-32 1234"));
    }

    @ParameterizedTest
    @MethodSource("localHeaderFields")
    void refusesALocalHeaderThatDisagrees(int field, int value, String problem) throws IOException {
        byte[] zip = zip("b/x", "1");
        if (field == 14) {
            put32(zip, local(zip, 0) + field, value);
        } else {
            put16(zip, local(zip, 0) + field, value);
        }

        String message = refusal(folder, zip);

        assertTrue(message.contains("entry 'b/x': " + problem), message);
    }

    @Test
    void refusesADataDescriptorWithAnotherSize() throws IOException {
        byte[] zip = zip("b/x", "1");
        put32(zip, descriptor(zip, 0) + 8, 5);

        assertTrue(refusal(folder, zip).contains("no data descriptor agreeing with the central directory"));
    }

    @Test
    void refusesDuplicateNames() throws IOException {
        byte[] zip = zip("b/x", "1", "b/y", "2");
        rename(zip, 1, "b/x");

        assertTrue(refusal(folder, zip).contains("entry 'b/x' appears twice"));
    }
}
