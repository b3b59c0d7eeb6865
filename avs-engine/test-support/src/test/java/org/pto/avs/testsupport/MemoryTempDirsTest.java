package org.pto.avs.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MemoryTempDirsTest {

    @Test
    void aStatedFolderIsUsedAndAnEmptyOneTurnsTheMemoryFolderOff() {
        assertEquals(
                Optional.of(Path.of("/var/tmp/x")), MemoryTempDirs.root("/var/tmp/x", MemoryTempDirs.SHARED_MEMORY));
        assertEquals(Optional.empty(), MemoryTempDirs.root("", MemoryTempDirs.SHARED_MEMORY));
    }

    @Test
    void aFolderThatIsNotATmpfsOrDoesNotExistIsNotUsed() throws IOException {
        // The module's build folder: on the disk the project is on (the test folders themselves may be in memory).
        Path disk = Path.of("target").toAbsolutePath();
        assumeTrue(!"tmpfs".equals(Files.getFileStore(disk).type()), "the project itself is on a tmpfs");
        assertEquals(Optional.empty(), MemoryTempDirs.root(null, disk));
        assertEquals(Optional.empty(), MemoryTempDirs.root(null, disk.resolve("missing")));
    }

    @Test
    void aLargeTmpfsHoldsTheTestFolders(@TempDir Path folder) throws IOException {
        Path memory = MemoryTempDirs.SHARED_MEMORY;
        assumeTrue(
                Files.isDirectory(memory)
                        && "tmpfs".equals(Files.getFileStore(memory).type())
                        && Files.getFileStore(memory).getUsableSpace() >= MemoryTempDirs.LEAST_FREE_BYTES,
                "no tmpfs of " + MemoryTempDirs.LEAST_FREE_BYTES + " bytes free at " + memory);
        assertEquals(Optional.of(memory.resolve("pto-avs-tests")), MemoryTempDirs.root(null, memory));
        // This module has its own jar's junit-platform.properties on its test class path: its folders are there too.
        assertEquals(memory.resolve("pto-avs-tests"), folder.getParent());
    }
}
