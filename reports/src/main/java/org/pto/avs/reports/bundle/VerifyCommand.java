package org.pto.avs.reports.bundle;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.PublicKey;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.apiguardian.api.API;
import org.pto.avs.device.DeviceIdentity;
import org.pto.avs.reports.attest.Ed25519Keys;
import org.pto.avs.reports.commandline.CommandLines;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.RunVerdict;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code verify <bundle>}: checks a certification bundle (directory or {@code .zip}) against the suite on the
 * classpath and prints every finding. {@code --seal} also checks the seal against the value published with the
 * bundle; {@code --trusted-key} also checks that a trusted key that is not revoked signed it (a revoked-keys file
 * holds one key id a line; {@code #} starts a comment; a key id is written as {@code keygen} prints it, with or
 * without {@code sha256:}, and one that is not is a usage error, since a revocation that cannot be read would
 * revoke nothing). Without a trusted key the last line says that only integrity was checked. The last lines name
 * the device, how it ran (sandboxed or not), the verdict of its results and their totals.
 * {@code --require-conformance} makes a verified bundle whose device does not conform (a non-conforming or a not
 * supported case) exit {@value #NOT_CONFORMING}, for a customer's gate; {@code --require-sandbox} makes one whose
 * device did not run in the harness's sandbox (or that does not say) exit {@value #NOT_SANDBOXED}, for a lab's.
 */
@Command(
        name = "verify",
        description = {
            "check a certification bundle against this suite (and who signed it, with --trusted-key)",
            "Checks integrity (SHA256SUMS, SEAL), the suite's files, one result per mandated AVS id, the"
                    + " Allure and JUnit results, the waivers and, with --trusted-key, that a trusted key that is"
                    + " not revoked signed it, every file of it.",
            "A key id is 64 hex digits as keygen prints it, with or without 'sha256:'; a revoked-keys"
                    + " file holds one a line (# comments). A revocation that cannot be read, or a file that names"
                    + " no key, is a usage error.",
            "The last lines name the device, how it ran (sandbox: sandboxed, unsandboxed, not-applicable,"
                    + " unknown or mixed, and how or why), the verdict (conforms, does not conform, incomplete), the"
                    + " totals and each case that does not conform, then each not supported or waived."
        },
        exitCodeList = {
            "0:verified",
            "1:not verified (every finding is listed)",
            "2:usage error",
            "3:verified, but the device does not conform (with --require-conformance)",
            "4:verified, but the device did not run in the harness's sandbox (with --require-sandbox)"
        })
@API(status = API.Status.MAINTAINED, since = "0.1")
public final class VerifyCommand implements Callable<Integer> {

    /** The exit status of {@code --require-conformance} on a verified bundle whose device does not conform. */
    public static final int NOT_CONFORMING = 3;

    /** The exit status of {@code --require-sandbox} on a verified bundle whose device did not run sandboxed. */
    public static final int NOT_SANDBOXED = 4;

    /**
     * The heap with which any archive within the bounds is judged, as the README and TRUST.md state; the verifier
     * streams entries and reads whole only the small files it parses ({@link BundleFiles}).
     */
    static final int HEAP_MIB = 256;

    @Parameters(paramLabel = "<bundle dir or .zip>", arity = "0..1", description = "the bundle to check")
    private Path bundle;

    @Option(names = "--seal", paramLabel = "<sha256>", description = "the seal published with the bundle")
    private String publishedSeal;

    @Option(names = "--trusted-key", paramLabel = "<pub.pem>", description = "a key whose signature you trust")
    private List<Path> trustedKeys = new ArrayList<>();

    @Option(names = "--revoked-key", paramLabel = "<key id>", description = "a trusted key no longer trusted")
    private List<String> revokedKeys = new ArrayList<>();

    @Option(names = "--revoked-keys", paramLabel = "<file>", description = "a file of revoked key ids, one a line")
    private List<Path> revokedKeyFiles = new ArrayList<>();

    @Option(
            names = "--require-conformance",
            description = "exit " + NOT_CONFORMING + " unless the verified bundle's device conforms")
    private boolean requireConformance;

    @Option(
            names = "--require-sandbox",
            description = "exit " + NOT_SANDBOXED + " unless the verified bundle's device ran in the harness's sandbox")
    private boolean requireSandbox;

    @Spec
    private CommandSpec spec;

    private final PrintStream out;
    private final PrintStream err;

    private VerifyCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    /** The command, for {@code pto-avs} to offer. */
    public static VerifyCommand printingTo(PrintStream out, PrintStream err) {
        return new VerifyCommand(out, err);
    }

    public static void main(String[] args) {
        int status = run(List.of(args), System.out, System.err);
        if (status != 0) {
            System.exit(status);
        }
    }

    /** Runs the command (a leading word {@code verify} is its name, not the bundle); returns its exit status. */
    public static int run(List<String> args, PrintStream out, PrintStream err) {
        List<String> rest = args.isEmpty() || !args.get(0).equals("verify") ? args : args.subList(1, args.size());
        return CommandLines.execute(new VerifyCommand(out, err), rest, out, err);
    }

    @Override
    public Integer call() {
        if (publishedSeal != null
                && !publishedSeal.strip().toLowerCase(Locale.ROOT).matches("[0-9a-f]{64}")) {
            throw CommandLines.usageError(
                    spec,
                    "--seal takes the bundle's seal, a SHA-256 of 64 hex digits (the SEAL"
                            + " file, or what the bundle command printed); '" + publishedSeal + "' is not one");
        }
        String seal = publishedSeal == null ? null : publishedSeal.strip().toLowerCase(Locale.ROOT);
        Set<String> revoked = new HashSet<>();
        for (String value : revokedKeys) {
            Optional<String> id = Ed25519Keys.parseKeyId(value);
            if (id.isEmpty()) {
                throw CommandLines.usageError(
                        spec,
                        "--revoked-key '" + value + "' is not a key id (" + Ed25519Keys.KEY_ID_FORMS
                                + "); a revocation that cannot be read would revoke nothing");
            }
            revoked.add(id.get());
        }
        List<PublicKey> trusted = new ArrayList<>();
        try {
            for (Path file : revokedKeyFiles) {
                List<String> problems = revokedIds(file, revoked);
                if (!problems.isEmpty()) {
                    problems.forEach(p -> err.println("verify: " + p));
                    throw CommandLines.usageError(
                            spec,
                            "--revoked-keys " + file + " is not a list of key ids, one a line ("
                                    + Ed25519Keys.KEY_ID_FORMS + "); a revocation that cannot be read would revoke"
                                    + " nothing");
                }
            }
            for (Path key : trustedKeys) {
                trusted.add(Ed25519Keys.readPublic(key));
            }
        } catch (IOException e) {
            err.println("verify: " + e.getMessage());
            return 2;
        }
        if (bundle == null) {
            throw CommandLines.usageError(spec, "which bundle?");
        }
        return verify(seal, trusted, revoked);
    }

    private int verify(String expectedSeal, List<PublicKey> trusted, Set<String> revoked) {
        if (!revoked.isEmpty() && trusted.isEmpty()) {
            throw CommandLines.usageError(
                    spec,
                    "--revoked-key and --revoked-keys revoke trusted keys; without"
                            + " --trusted-key no signature is checked, so nothing would be revoked");
        }
        Verification verification;
        try {
            verification = BundleVerifier.forClasspath().verify(bundle, new TrustPolicy(trusted, revoked));
        } catch (OutOfMemoryError e) {
            // Every archive within the bounds is judged in the heap the README states; a smaller one says so.
            err.println("verify: " + bundle + ": the verifier ran out of memory with a heap of "
                    + Runtime.getRuntime().maxMemory() / (1 << 20) + " MiB; it needs " + HEAP_MIB + " MiB (java -Xmx"
                    + HEAP_MIB + "m -jar pto-avs.jar verify ...)");
            return 2;
        } catch (IOException | RuntimeException e) {
            // The archive's own messages start with its path: say it once.
            String message = String.valueOf(e.getMessage());
            out.println("NOT verified: " + bundle + ": "
                    + (message.startsWith(bundle + ": ")
                            ? message.substring(bundle.toString().length() + 2)
                            : message));
            return 1;
        }
        List<String> findings = new ArrayList<>(verification.findings());
        if (expectedSeal != null && !expectedSeal.equals(verification.seal())) {
            findings.add(BundleLayout.SEAL + ": the bundle's seal is " + verification.seal()
                    + ", the published seal is " + expectedSeal);
        }
        if (!verification.ignored().isEmpty()) {
            out.println(verification.ignored());
        }
        verification.waiversUsed().forEach(line -> out.println("waiver used: " + DeviceIdentity.escaped(line)));
        if (!findings.isEmpty()) {
            out.println("NOT verified: " + bundle + ": " + findings.size()
                    + (findings.size() == 1 ? " finding" : " findings"));
            // A finding may quote what a device or a forger wrote: one line each, shown, never rendered.
            findings.forEach(f -> out.println("  " + DeviceIdentity.escaped(f)));
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
        out.println("device: " + DeviceIdentity.escaped(verification.device()));
        out.println("sandbox: " + DeviceIdentity.escaped(verification.sandboxLine()));
        out.println("verdict: " + verdict.text());
        out.println("totals: "
                + verification.totals().entrySet().stream()
                        .map(e -> e.getValue() + " " + e.getKey().text())
                        .collect(Collectors.joining(", ")));
        casesOfTheVerdict(verification.statuses()).forEach(out::println);
        // A device that ran with the harness's rights could have written its own results: that gate comes first.
        if (requireSandbox
                && !verification.sandbox().map(SandboxState::sandboxed).orElse(false)) {
            out.println("--require-sandbox: the bundle is authentic, but its device did not run in the harness's"
                    + " sandbox (" + DeviceIdentity.escaped(verification.sandboxLine()) + ")");
            return NOT_SANDBOXED;
        }
        if (requireConformance && verdict.kind() != RunVerdict.Kind.CONFORMS) {
            out.println("--require-conformance: the bundle is authentic, but its device does not conform");
            return NOT_CONFORMING;
        }
        return 0;
    }

    /**
     * {@code   fail  PTO-AVS-...}: each case that does not conform, then each not supported or waived, as
     * {@code bundle} lists them, so the reader of a failing verdict knows which cases to open.
     */
    static List<String> casesOfTheVerdict(Map<String, String> statuses) {
        List<String> failing = new ArrayList<>();
        List<String> neither = new ArrayList<>();
        new TreeMap<>(statuses)
                .forEach((id, text) -> CaseStatus.parse(text).ifPresent(status -> {
                    String line = "  " + status.text() + "  " + DeviceIdentity.escaped(id);
                    if (status.nonConforming()) {
                        failing.add(line);
                    } else if (status == CaseStatus.NOT_SUPPORTED || status == CaseStatus.WAIVED) {
                        neither.add(line);
                    }
                }));
        failing.addAll(neither);
        return failing;
    }

    /**
     * Adds the key ids of a revoked-keys file to {@code ids}: one a line, {@code #} starts a comment, blank lines,
     * a UTF-8 byte-order mark and CRLF line ends are allowed. Returns a problem per line that is not a key id, or the
     * one problem of a file that cannot be read as text or names no key: either would revoke nothing.
     */
    static List<String> revokedIds(Path file, Set<String> ids) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            return List.of(file + ": no such file");
        } catch (CharacterCodingException e) {
            return List.of(file + ": not UTF-8 text");
        } catch (IOException e) {
            return List.of(file + ": cannot be read (" + e + ")");
        }
        boolean named = false;
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1);
        }
        List<String> problems = new ArrayList<>();
        String[] lines = text.split("\r?\n|\r", -1);
        for (int i = 0; i < lines.length; i++) {
            String value = lines[i].replaceFirst("#.*", "").strip();
            if (value.isEmpty()) {
                continue;
            }
            Optional<String> id = Ed25519Keys.parseKeyId(value);
            if (id.isPresent()) {
                ids.add(id.get());
                named = true;
            } else {
                problems.add(file + ":" + (i + 1) + ": '" + value + "' is not a key id");
            }
        }
        if (!named && problems.isEmpty()) {
            problems.add(file + ": holds no key id; a revocation list names each key it revokes (leave"
                    + " --revoked-keys out while no key is revoked)");
        }
        return problems;
    }
}
