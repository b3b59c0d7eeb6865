package org.pto.avs.device.process;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Who a sandboxed device runs as. A harness run by root drops to uid and gid {@value #NOBODY} ({@code nobody}) with
 * util-linux's {@code setpriv} before bubblewrap starts: in a user namespace made by root, the device would still be
 * root to the files outside it, and read root's own (a signing key of mode 0600). Any other harness runs bubblewrap
 * as itself, and the device as the harness's user in a user namespace of its own.
 */
final class SandboxUser {

    static final int NOBODY = 65534;
    static final String SETPRIV = "setpriv";

    private static final int UID = effectiveUid();
    private static final boolean ROOT = UID == 0;

    private SandboxUser() {}

    /** Whether the harness runs as root, so the device runs as {@value #NOBODY}. */
    static boolean harnessIsRoot() {
        return ROOT;
    }

    /** The words that run the rest of a command as {@value #NOBODY}, without groups, capabilities or new privileges. */
    static List<String> drop(Path setpriv) {
        String nobody = String.valueOf(NOBODY);
        return List.of(
                setpriv.toString(),
                "--reuid",
                nobody,
                "--regid",
                nobody,
                "--clear-groups",
                "--inh-caps=-all",
                "--no-new-privs",
                "--");
    }

    /** Makes a scratch folder the device's own: as {@value #NOBODY}, it could not write a folder of root's. */
    static void own(Path scratch) throws IOException {
        if (ROOT) {
            Files.setAttribute(scratch, "unix:uid", NOBODY);
            Files.setAttribute(scratch, "unix:gid", NOBODY);
        }
    }

    /** Who the device is, as the sandbox's description says it. */
    static String description() {
        return ROOT ? "as uid " + NOBODY + " (the harness runs as root)" : "as the harness's user (uid " + UID + ")";
    }

    /** The harness's effective uid: the owner of its own {@code /proc/self}; -1 where there is none. */
    private static int effectiveUid() {
        try {
            return (Integer) Files.getAttribute(Path.of("/proc/self"), "unix:uid");
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException notLinux) {
            return -1;
        }
    }
}
