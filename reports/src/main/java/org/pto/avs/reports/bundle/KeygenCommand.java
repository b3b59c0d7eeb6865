package org.pto.avs.reports.bundle;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.KeyPair;
import java.util.List;
import org.pto.avs.reports.attest.Ed25519Keys;

/**
 * {@code keygen <name>}: writes an Ed25519 signing key {@code <name>.key.pem} (readable by its owner only; the private
 * key and its public key) and {@code <name>.pub.pem} (the public key, to hand to whoever verifies), and prints the key
 * id. Existing files are never replaced. Exit status: 0 written, 2 usage or file error.
 */
public final class KeygenCommand {

    private KeygenCommand() {
    }

    public static int run(List<String> args, PrintStream out, PrintStream err) {
        List<String> rest = !args.isEmpty() && args.get(0).equals("keygen") ? args.subList(1, args.size()) : args;
        if (rest.size() != 1 || rest.get(0).startsWith("-")) {
            err.println("usage: keygen <name>   writes <name>.key.pem (keep it secret) and <name>.pub.pem");
            return 2;
        }
        Path key = Path.of(rest.get(0) + ".key.pem");
        Path pub = Path.of(rest.get(0) + ".pub.pem");
        try {
            for (Path file : List.of(key, pub)) {
                if (Files.exists(file)) {
                    err.println("keygen: " + file + " exists; a key is never written over");
                    return 2;
                }
            }
            createOwnerOnlyParent(key);
            KeyPair pair = Ed25519Keys.generate();
            Ed25519Keys.writePrivate(key, pair);
            Ed25519Keys.writePublic(pub, pair.getPublic());
            out.println("signing key: " + key + " (keep it secret: whoever holds it can sign bundles in your name)");
            out.println("public key:  " + pub);
            out.println("key id:      " + Ed25519Keys.keyId(pair.getPublic()));
            return 0;
        } catch (IOException e) {
            err.println("keygen: " + e.getMessage());
            return 2;
        }
    }

    /** A key belongs outside any clone ({@code ~/.pto-avs/lab}): its folder is made, readable by its owner only. */
    private static void createOwnerOnlyParent(Path key) throws IOException {
        Path parent = key.toAbsolutePath().getParent();
        if (parent == null || Files.isDirectory(parent)) {
            return;
        }
        try {
            Files.createDirectories(parent,
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        } catch (UnsupportedOperationException notPosix) {
            Files.createDirectories(parent);
        }
    }
}
