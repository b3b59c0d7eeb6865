package org.pto.avs.reports.bundle;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.PublicKey;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import org.pto.avs.engine.api.RunVerdict;
import org.pto.avs.reports.attest.Ed25519Keys;

/**
 * {@code verify <bundle> [--seal <sha256>] [--trusted-key <pub.pem>]... [--revoked-key <key id>]...
 * [--revoked-keys <file>]}: checks a certification bundle (directory or {@code .zip}) against the suite on the
 * classpath and prints every finding. {@code --seal} also checks the seal against the value published with the
 * bundle; {@code --trusted-key} also checks that a trusted key that is not revoked signed it (a revoked-keys file
 * holds one key id a line; {@code #} starts a comment). Without a trusted key the last line says that only
 * integrity was checked. The last lines name the device, the verdict of its results and their totals.
 * {@code --require-conformance} makes a verified bundle whose device does not conform (a non-conforming or a not
 * supported case) exit {@value #NOT_CONFORMING}, for a customer's gate. Exit status: 0 verified, 1 findings, 2 usage
 * or file error, 3 verified but not conforming under {@code --require-conformance}.
 */
public final class VerifyCommand {

    /** The exit status of {@code --require-conformance} on a verified bundle whose device does not conform. */
    public static final int NOT_CONFORMING = 3;

    private VerifyCommand() {
    }

    public static void main(String[] args) {
        int status = run(List.of(args), System.out, System.err);
        if (status != 0) {
            System.exit(status);
        }
    }

    /** Runs the command; returns its exit status. */
    public static int run(List<String> args, PrintStream out, PrintStream err) {
        List<String> rest = args.isEmpty() || !args.get(0).equals("verify") ? args : args.subList(1, args.size());
        Path bundle = null;
        String expectedSeal = null;
        List<PublicKey> trusted = new ArrayList<>();
        Set<String> revoked = new HashSet<>();
        boolean requireConformance = false;
        try {
            for (int i = 0; i < rest.size(); i++) {
                String arg = rest.get(i);
                boolean hasValue = i + 1 < rest.size();
                if (arg.equals("--require-conformance")) {
                    requireConformance = true;
                } else if (arg.equals("--seal") && hasValue) {
                    expectedSeal = rest.get(++i).strip().toLowerCase(Locale.ROOT);
                    if (!expectedSeal.matches("[0-9a-f]{64}")) {
                        return usage(err, "--seal takes the bundle's seal, a SHA-256 of 64 hex digits (the SEAL file,"
                                + " or what the bundle command printed); '" + rest.get(i) + "' is not one");
                    }
                } else if (arg.equals("--trusted-key") && hasValue) {
                    trusted.add(Ed25519Keys.readPublic(Path.of(rest.get(++i))));
                } else if (arg.equals("--revoked-key") && hasValue) {
                    revoked.add(rest.get(++i).strip().toLowerCase(Locale.ROOT));
                } else if (arg.equals("--revoked-keys") && hasValue) {
                    revoked.addAll(revokedIds(Path.of(rest.get(++i))));
                } else if (bundle == null && !arg.startsWith("--")) {
                    bundle = Path.of(arg);
                } else {
                    return usage(err, "unexpected argument '" + arg + "'" + (arg.startsWith("--") && !hasValue
                            ? " (it needs a value)" : ""));
                }
            }
        } catch (IOException e) {
            err.println("verify: " + e.getMessage());
            return 2;
        }
        if (bundle == null) {
            return usage(err, "which bundle?");
        }
        Verification verification;
        try {
            verification = BundleVerifier.forClasspath().verify(bundle, new TrustPolicy(trusted, revoked));
        } catch (IOException | RuntimeException e) {
            // The archive's own messages start with its path: say it once.
            String message = String.valueOf(e.getMessage());
            out.println("NOT verified: " + bundle + ": " + (message.startsWith(bundle + ": ")
                    ? message.substring(bundle.toString().length() + 2) : message));
            return 1;
        }
        List<String> findings = new ArrayList<>(verification.findings());
        if (expectedSeal != null && !expectedSeal.equals(verification.seal())) {
            findings.add(BundleLayout.SEAL + ": the bundle's seal is " + verification.seal() + ", the published seal is "
                    + expectedSeal);
        }
        verification.waiversUsed().forEach(line -> out.println("waiver used: " + line));
        if (!findings.isEmpty()) {
            out.println("NOT verified: " + bundle + ": " + findings.size()
                    + (findings.size() == 1 ? " finding" : " findings"));
            findings.forEach(f -> out.println("  " + f));
            return 1;
        }
        if (verification.originChecked()) {
            out.println("verified: " + bundle + " (seal " + verification.seal() + "), signed by trusted key "
                    + verification.signer().orElse("?"));
        } else {
            out.println("verified: " + bundle + " (seal " + verification.seal() + ")");
            out.println("integrity only: who made this bundle was not checked; pass --trusted-key <pub.pem> to check "
                    + "that a key you trust signed it");
        }
        // A verified bundle can still say that its device fails: the last lines say what it proves of the device.
        RunVerdict verdict = verification.verdict();
        out.println("device: " + verification.device());
        out.println("verdict: " + verdict.text());
        out.println("totals: " + verification.totals().entrySet().stream()
                .map(e -> e.getValue() + " " + e.getKey().text()).collect(Collectors.joining(", ")));
        if (requireConformance && verdict.kind() != RunVerdict.Kind.CONFORMS) {
            out.println("--require-conformance: the bundle is authentic, but its device does not conform");
            return NOT_CONFORMING;
        }
        return 0;
    }

    private static Set<String> revokedIds(Path file) throws IOException {
        Set<String> ids = new HashSet<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            String id = line.replaceFirst("#.*", "").strip().toLowerCase(Locale.ROOT);
            if (!id.isEmpty()) {
                ids.add(id);
            }
        }
        return ids;
    }

    private static int usage(PrintStream err, String problem) {
        err.println("verify: " + problem);
        err.println("usage: verify <bundle directory or .zip> [--seal <sha256>] [--trusted-key <pub.pem>]..."
                + " [--revoked-key <key id>]... [--revoked-keys <file>] [--require-conformance]");
        return 2;
    }
}
