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
import java.util.Optional;
import org.pto.avs.engine.api.waivers.Waiver;
import org.pto.avs.engine.api.waivers.WaiverFile;
import org.pto.avs.engine.api.waivers.WaiverProblem;
import org.pto.avs.reports.attest.DsseEnvelope;
import org.pto.avs.reports.attest.Ed25519Keys;

/**
 * {@code pto-avs sign-waivers FILE --sign-key KEY.pem}: writes {@code FILE.dsse.json}, a DSSE envelope over the
 * waiver file's exact bytes, signed with the key file's private key (the file also holds its public key, whose id
 * names the signer). A file with problems is not signed: a signature vouches for waivers, not for a typo; nor is a
 * file that names no device ({@code device:} lines), since a signature vouches for waivers on named devices, nor
 * one with an expired waiver, which waives nothing. Exit
 * status: 0 signed, 1 the file has problems, 2 usage or file error.
 */
public final class SignWaiversCommand {

    private SignWaiversCommand() {
    }

    public static int run(List<String> args, PrintStream out, PrintStream err) {
        return run(args, out, err, Clock.systemUTC());
    }

    static int run(List<String> args, PrintStream out, PrintStream err, Clock clock) {
        Optional<String> file = Optional.empty();
        Optional<String> key = Optional.empty();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.equals("--sign-key") && i + 1 < args.size()) {
                key = Optional.of(args.get(++i));
            } else if (arg.startsWith("--sign-key=")) {
                key = Optional.of(arg.substring("--sign-key=".length()));
            } else if (!arg.startsWith("--") && file.isEmpty()) {
                file = Optional.of(arg);
            } else {
                return usage(err, "unexpected argument '" + arg + "'");
            }
        }
        if (file.isEmpty() || key.isEmpty()) {
            return usage(err, file.isEmpty() ? "which waiver file?" : "which key? (--sign-key KEY.pem)");
        }
        return sign(Path.of(file.get()), Path.of(key.get()), out, err, clock);
    }

    private static int sign(Path file, Path keyFile, PrintStream out, PrintStream err, Clock clock) {
        try {
            byte[] bytes = Files.readAllBytes(file);
            WaiverFile waivers = WaiverFile.parse(file.toString(),
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
        return new WaiverProblem(file, waiver.line(), "expires",
                waiver.expires() + " has passed (today is " + today + "); an expired waiver waives nothing: renew it"
                        + " with a new expiry after a review, or remove the line");
    }

    private static int usage(PrintStream err, String problem) {
        err.println("sign-waivers: " + problem);
        err.println("usage: pto-avs sign-waivers FILE --sign-key KEY.pem");
        return 2;
    }
}
