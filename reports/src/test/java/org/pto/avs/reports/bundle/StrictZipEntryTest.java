package org.pto.avs.reports.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pto.avs.reports.bundle.ZipSurgery.declareSize;
import static org.pto.avs.reports.bundle.ZipSurgery.putBoth16;
import static org.pto.avs.reports.bundle.ZipSurgery.refusal;
import static org.pto.avs.reports.bundle.ZipSurgery.unixMode;
import static org.pto.avs.reports.bundle.ZipSurgery.zip;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** What one entry may be: a plainly named regular file or directory under the one top folder, not encrypted. */
class StrictZipEntryTest {

    private static final int FLAGS = 6;
    private static final int CENTRAL_FLAGS = 8;
    private static final int METHOD = 8;
    private static final int CENTRAL_METHOD = 10;

    @TempDir
    Path folder;

    static Stream<Arguments> unsafeNames() {
        return Stream.of(
                Arguments.of("b/../x", "a '..' path segment"),
                Arguments.of("../x", "a '..' path segment"),
                Arguments.of("b/./x", "a '.' path segment"),
                Arguments.of("/abs/x", "an absolute path"),
                Arguments.of("C:/b/x", "a drive letter"),
                Arguments.of("b\\x", "a backslash in its name"),
                Arguments.of("b/x\u0007", "a control character in its name"),
                Arguments.of("b//x", "an empty path segment"));
    }

    @ParameterizedTest
    @MethodSource("unsafeNames")
    void refusesAnUnsafeName(String name, String problem) throws IOException {
        String message = refusal(folder, zip("b/ok", "1", name, "2"));

        assertTrue(message.contains("entry " + EntryName.shown(name) + ": " + problem), message);
    }

    @Test
    void showsAControlCharacterEscaped() throws IOException {
        assertTrue(refusal(folder, zip("b/x\u0007", "1")).contains("'b/x\\u0007'"));
    }

    @Test
    void readsAUnixRegularFile() throws IOException {
        byte[] zip = zip("b/x", "1");
        unixMode(zip, 0, 0100644);

        assertEquals(
                "1",
                StrictZip.read(Files.write(folder.resolve("unix.zip"), zip))
                        .text("x")
                        .orElseThrow());
    }

    @Test
    void readsAFileWhoseModeHasPermissionsButNoTypeAsPythonsWritestrWritesIt() throws IOException {
        byte[] zip = zip("b/x", "1");
        unixMode(zip, 0, 0600);

        assertEquals(
                "1",
                StrictZip.read(Files.write(folder.resolve("writestr.zip"), zip))
                        .text("x")
                        .orElseThrow());
    }

    @Test
    void setsAsideTheResourceForksMacOsAddsAndNeverReadsThem() throws IOException {
        byte[] zip = zip("b/x", "1", "__MACOSX/", "", "__MACOSX/b/._x", "fork", "b/._x", "fork");

        BundleFiles files = StrictZip.read(Files.write(folder.resolve("finder.zip"), zip));

        assertEquals(new TreeSet<>(Set.of("x")), files.names());
        assertEquals(
                "ignored: 2 macOS resource forks (__MACOSX/, ._<name>): not part of the bundle, never read",
                files.ignored());
    }

    @Test
    void holdsAResourceForkToEveryRuleAnEntryKeeps() throws IOException {
        byte[] lying = zip("b/x", "1", "__MACOSX/b/._x", "a".repeat(1000));
        declareSize(lying, 1, 10);
        assertTrue(refusal(folder, lying).contains("entry '__MACOSX/b/._x': inflates past its declared size of 10"));

        ByteArrayOutputStream bomb = new ByteArrayOutputStream();
        try (ZipOutputStream out = new ZipOutputStream(bomb)) {
            out.putNextEntry(new ZipEntry("b/x"));
            out.putNextEntry(new ZipEntry("b/._x"));
            out.write(new byte[8 << 20]);
        }
        assertTrue(refusal(folder, bomb.toByteArray()).contains("entry 'b/._x' inflates"), "a ratio over the bound");

        byte[] link = zip("b/x", "1", "__MACOSX/b/._x", "target");
        unixMode(link, 1, 0120777);
        assertTrue(refusal(folder, link).contains("entry '__MACOSX/b/._x': a symbolic link"));

        assertTrue(refusal(folder, zip("b/x", "1", "__MACOSX/b/x", "2"))
                .contains("entry '__MACOSX/b/x' is under __MACOSX/ but is no macOS resource fork"));
    }

    /** Unix modes as {@code zip -y} records them: a link, a FIFO, and a directory mode on a file's name. */
    static Stream<Arguments> unixModes() {
        return Stream.of(
                Arguments.of(0120777, "a symbolic link; a bundle holds files only"),
                Arguments.of(0010644, "Unix mode 010644, neither a regular file nor a directory"),
                Arguments.of(0040755, "its attributes and its name disagree on whether it is a directory"));
    }

    @ParameterizedTest
    @MethodSource("unixModes")
    void refusesWhatIsNotARegularFile(int mode, String problem) throws IOException {
        byte[] zip = zip("b/x", "/etc/passwd");
        unixMode(zip, 0, mode);

        String message = refusal(folder, zip);

        assertTrue(message.contains("entry 'b/x': " + problem), message);
    }

    @Test
    void refusesAnEncryptedEntry() throws IOException {
        byte[] zip = zip("b/x", "1");
        putBoth16(zip, 0, FLAGS, CENTRAL_FLAGS, 0x809);

        assertTrue(refusal(folder, zip).contains("entry 'b/x': encrypted"));
    }

    @Test
    void refusesAnotherCompressionMethod() throws IOException {
        byte[] zip = zip("b/x", "1");
        putBoth16(zip, 0, METHOD, CENTRAL_METHOD, 12);

        assertTrue(refusal(folder, zip).contains("compression method 12; a bundle uses stored (0) or deflate (8)"));
    }

    @Test
    void refusesTwoTopFolders() throws IOException {
        String refusal = refusal(folder, zip("a/x", "1", "b/y", "2"));
        assertTrue(
                refusal.contains("holds a/ and b/; this is not a PTO AVS certification bundle, whose archive holds"
                        + " one folder, the bundle's"),
                refusal);
        assertTrue(refusal.contains("zip -r <name>.zip <bundle folder>, not the files inside it"), refusal);
    }

    @Test
    void refusesAFileOutsideAnyFolder() throws IOException {
        assertTrue(refusal(folder, zip("x", "1")).contains("entry 'x' is not in a folder"));
    }

    @Test
    void refusesAFileWhereAFolderIs() throws IOException {
        assertTrue(refusal(folder, zip("b/x", "1", "b/x/y", "2")).contains("entry 'b/x' is both a file and a folder"));
    }

    @Test
    void refusesAnEmptyArchive() throws IOException {
        assertTrue(refusal(folder, zip()).contains("the archive is empty"));
    }
}
