package org.pto.avs.reports.bundle;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.apiguardian.api.API;
import org.pto.avs.reports.attest.DsseEnvelope;
import org.pto.avs.reports.attest.Ed25519Keys;
import org.pto.avs.reports.commandline.CommandLines;
import org.pto.avs.results.waivers.Waiver;
import org.pto.avs.results.waivers.WaiverFile;
import org.pto.avs.results.waivers.WaiverProblem;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code sign-waivers FILE --sign-key KEY.pem}: writes {@code FILE.dsse.json}, a DSSE envelope over the
 * waiver file's exact bytes, signed with the key file's private key (the file also holds its public key, whose id
 * names the signer). A file with problems is not signed: a signature vouches for waivers, not for a typo; nor is a
 * file that names no device ({@code device:} lines), since a signature vouches for waivers on named devices, nor
 * one with an expired waiver, which waives nothing.
 */
@Command(
        name = "sign-waivers",
        description = {
            "sign a waiver file, so that its waivers count in a certification",
            "Writes <waiver file>.dsse.json beside it: a DSSE envelope of the file's exact bytes. A"
                    + " certification counts a waiver only when a key the verifier trusts signed its file and the"
                    + " file names the bundle's device in a line 'device: <vendor> <name> <version>' (as the device"
                    + " says it in hello). A file with an expired waiver is not signed."
        },
        exitCodeList = {
            "0:signed",
            "1:the waiver file has problems, an expired waiver or names no device",
            "2:usage or file error"
        })
@API(status = API.Status.MAINTAINED, since = "0.1")
public final class SignWaiversCommand implements Callable<Integer> {

    @Parameters(paramLabel = "<waiver file>", description = "the waiver file to sign")
    private Path file;

    @Option(
            names = "--sign-key",
            paramLabel = "<key.pem>",
            required = true,
            description = "the key to sign with (keygen)")
    private Path key;

    private final PrintStream out;
    private final PrintStream err;
    private final Clock clock;

    private SignWaiversCommand(PrintStream out, PrintStream err, Clock clock) {
        this.out = out;
        this.err = err;
        this.clock = clock;
    }

    /** The command, for {@code pto-avs} to offer. */
    public static SignWaiversCommand printingTo(PrintStream out, PrintStream err) {
        return new SignWaiversCommand(out, err, Clock.systemUTC());
    }

    public static int run(List<String> args, PrintStream out, PrintStream err) {
        return run(args, out, err, Clock.systemUTC());
    }

    static int run(List<String> args, PrintStream out, PrintStream err, Clock clock) {
        return CommandLines.execute(new SignWaiversCommand(out, err, clock), args, out, err);
    }

    @Override
    public Integer call() {
        return sign(file, key, out, err, clock);
    }

    private static int sign(Path file, Path keyFile, PrintStream out, PrintStream err, Clock clock) {
        try {
            byte[] bytes = Files.readAllBytes(file);
            WaiverFile waivers = WaiverFile.parse(
                    file.toString(),
                    new String(bytes, StandardCharsets.UTF_8).lines().toList());
            List<WaiverProblem> problems = new ArrayList<>(waivers.problems());
            // An expired waiver waives nothing: signing it would vouch for a line the engine and verify ignore.
            LocalDate today = LocalDate.now(clock);
            for (Waiver waiver : waivers.waivers()) {
                if (!waiver.activeOn(today)) {
                    problems.add(expired(file.toString(), waiver, today));
                }
            }
            if (!problems.isEmpty()) {
                problems.forEach(p -> err.println("sign-waivers: " + p.describe()));
                err.println("sign-waivers: " + file + " is not signed; fix the lines above first");
                return 1;
            }
            if (waivers.devices().isEmpty()) {
                err.println("sign-waivers: " + file + " names no device; a signature vouches for waivers on named"
                        + " devices only: add a line '" + WaiverFile.DEVICE + " <vendor> <name> <version>' per device,"
                        + " as it says itself in hello (the manifest's device)");
                return 1;
            }
            PrivateKey key = Ed25519Keys.readPrivate(keyFile);
            PublicKey publicKey = Ed25519Keys.readPublic(keyFile);
            DsseEnvelope signed = WaiverSignature.sign(bytes, key, publicKey);
            if (!signed.signedBy(publicKey)) {
                // The key id would name a key that did not sign: a verifier trusting it would refuse the file.
                err.println("sign-waivers: " + keyFile + ": the PUBLIC KEY block is not the private key's");
                return 2;
            }
            Path envelope = WaiverSignature.envelopeOf(file);
            Files.writeString(envelope, signed.toJson(), StandardCharsets.UTF_8);
            out.println("sign-waivers: " + envelope + ": signed " + file + " with key " + Ed25519Keys.keyId(publicKey));
            return 0;
        } catch (IOException e) {
            err.println("sign-waivers: " + e.getMessage());
            return 2;
        }
    }

    /** {@code waivers.txt:3: expires: 2024-01-31 has passed (today is 2026-02-01); ...}, as a line's problem. */
    private static WaiverProblem expired(String file, Waiver waiver, LocalDate today) {
        return new WaiverProblem(
                file,
                waiver.line(),
                "expires",
                waiver.expires() + " has passed (today is " + today + "); an expired waiver waives nothing: renew it"
                        + " with a new expiry after a review, or remove the line");
    }
}
