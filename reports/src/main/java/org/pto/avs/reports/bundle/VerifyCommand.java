package org.pto.avs.reports.bundle;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code verify <bundle> [--seal <sha256>]}: checks a certification bundle (directory or {@code .zip}) against the
 * suite on the classpath and prints every finding. {@code --seal} also checks the seal against the value published
 * with the bundle. Exit status: 0 verified, 1 findings, 2 usage or file error.
 */
public final class VerifyCommand {

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
        for (int i = 0; i < rest.size(); i++) {
            if (rest.get(i).equals("--seal") && i + 1 < rest.size()) {
                expectedSeal = rest.get(++i).strip().toLowerCase(java.util.Locale.ROOT);
            } else if (bundle == null && !rest.get(i).startsWith("--")) {
                bundle = Path.of(rest.get(i));
            } else {
                return usage(err, "unexpected argument '" + rest.get(i) + "'");
            }
        }
        if (bundle == null) {
            return usage(err, "which bundle?");
        }
        Verification verification;
        try {
            verification = BundleVerifier.forClasspath().verify(bundle);
        } catch (IOException | RuntimeException e) {
            err.println("verify: " + bundle + ": " + e.getMessage());
            return 2;
        }
        List<String> findings = new java.util.ArrayList<>(verification.findings());
        if (expectedSeal != null && !expectedSeal.equals(verification.seal())) {
            findings.add(BundleLayout.SEAL + ": the bundle's seal is " + verification.seal() + ", the published seal is "
                    + expectedSeal);
        }
        if (findings.isEmpty()) {
            out.println("verified: " + bundle + " (seal " + verification.seal() + ")");
            return 0;
        }
        out.println("NOT verified: " + bundle + ": " + findings.size() + (findings.size() == 1 ? " finding" : " findings"));
        findings.forEach(f -> out.println("  " + f));
        return 1;
    }

    private static int usage(PrintStream err, String problem) {
        err.println("verify: " + problem);
        err.println("usage: VerifyCommand verify <bundle directory or .zip> [--seal <sha256>]");
        return 2;
    }
}
