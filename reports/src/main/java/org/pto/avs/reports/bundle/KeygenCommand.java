package org.pto.avs.reports.bundle;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.KeyPair;
import java.util.List;
import java.util.concurrent.Callable;
import org.apiguardian.api.API;
import org.pto.avs.reports.attest.Ed25519Keys;
import org.pto.avs.reports.commandline.CommandLines;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code keygen <name>}: writes an Ed25519 signing key {@code <name>.key.pem} (readable by its owner only; the private
 * key and its public key) and {@code <name>.pub.pem} (the public key, to hand to whoever verifies), and prints the key
 * id. Existing files are never replaced.
 */
@Command(
        name = "keygen",
        description = {
            "write an Ed25519 key pair for signing bundles and print its key id",
            "Writes <name>.key.pem (owner-only; keep it secret, outside any clone, e.g. ~/.pto-avs/lab)"
                    + " and <name>.pub.pem (give it to whoever verifies), and prints the key id."
        },
        exitCodeList = {"0:written", "2:usage error, or a file already exists (a key is never written over)"})
@API(status = API.Status.MAINTAINED, since = "0.1")
public final class KeygenCommand implements Callable<Integer> {

    @Parameters(paramLabel = "<name>", description = "the key's path without .key.pem / .pub.pem")
    private String name;

    private final PrintStream out;
    private final PrintStream err;

    private KeygenCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    /** The command, for {@code pto-avs} to offer. */
    public static KeygenCommand printingTo(PrintStream out, PrintStream err) {
        return new KeygenCommand(out, err);
    }

    /** Runs the command (a leading word {@code keygen} is its name, not an argument); returns its exit status. */
    public static int run(List<String> args, PrintStream out, PrintStream err) {
        List<String> rest = !args.isEmpty() && args.get(0).equals("keygen") ? args.subList(1, args.size()) : args;
        return CommandLines.execute(new KeygenCommand(out, err), rest, out, err);
    }

    @Override
    public Integer call() {
        Path key = Path.of(name + ".key.pem");
        Path pub = Path.of(name + ".pub.pem");
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
            Files.createDirectories(
                    parent, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        } catch (UnsupportedOperationException notPosix) {
            Files.createDirectories(parent);
        }
    }
}
