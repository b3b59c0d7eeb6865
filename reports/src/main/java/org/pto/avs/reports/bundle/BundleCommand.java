package org.pto.avs.reports.bundle;

import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pto.avs.engine.api.CaseStatus;
import org.pto.avs.engine.api.PartialPoints;
import org.pto.avs.reports.capture.RunInfos;
import org.pto.avs.reports.capture.RunRecorder;
import org.pto.avs.reports.model.CaseResult;
import org.pto.avs.reports.suite.SuiteFiles;

/**
 * Builds a certification bundle: runs every AVS case on the classpath on the configured device and writes the
 * bundle directory and its {@code .zip}.
 * <pre>
 * BundleCommand [--out &lt;dir&gt;] [--replace] [--sign-key &lt;key.pem&gt;] [--config &lt;key&gt;=&lt;value&gt;]...
 * </pre>
 * An existing directory is never written over, unless {@code --replace} is given and it holds a bundle.
 * {@code --config} takes the engine's parameters ({@code avs.device=process}, {@code avs.device.command=...},
 * {@code avs.waivers=...}); system properties work as well. Exit status: 0 when the bundle is written and every case
 * conforms, 1 when it is written and some case does not (they are listed), 2 on a usage or file error or a setup
 * error (unknown device, a device that does not start, nothing selected, a mandated case without a result), or
 * with {@code --sign-key} when {@code verify --trusted-key} with that key would refuse the bundle: then the cause is
 * on stderr and no bundle is left.
 */
public final class BundleCommand {

    /** Where the bundle goes when {@code --out} is not given. */
    public static final String DEFAULT_OUT = "target/pto-avs-bundle";

    private BundleCommand() {
    }

    public static void main(String[] args) {
        int status = run(List.of(args), System.out, System.err);
        if (status != 0) {
            System.exit(status);
        }
    }

    /** Runs the command; returns its exit status. */
    public static int run(List<String> args, PrintStream out, PrintStream err) {
        return run(args, out, err, Clock.systemUTC());
    }

    static int run(List<String> args, PrintStream out, PrintStream err, Clock clock) {
        Path directory = Path.of(DEFAULT_OUT);
        boolean replace = false;
        Path signKey = null;
        Map<String, String> configuration = new LinkedHashMap<>();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if ((arg.equals("--out") || arg.equals("--config") || arg.equals("--sign-key")) && i + 1 >= args.size()) {
                return usage(err, arg + " needs a value");
            }
            if (arg.equals("--out")) {
                directory = Path.of(args.get(++i));
            } else if (arg.equals("--config")) {
                String pair = args.get(++i);
                int equals = pair.indexOf('=');
                if (equals <= 0) {
                    return usage(err, "--config takes <key>=<value>, got '" + pair + "'");
                }
                configuration.put(pair.substring(0, equals).strip(), pair.substring(equals + 1).strip());
            } else if (arg.equals("--sign-key")) {
                signKey = Path.of(args.get(++i));
            } else if (arg.equals("--replace")) {
                replace = true;
            } else if (arg.equals("--help") || arg.equals("-h")) {
                usage(out, null);
                return 0;
            } else {
                return usage(err, "unknown argument '" + arg + "'");
            }
        }
        CertificationSandbox.byDefault(configuration);
        try {
            // The key is read before the run: a wrong key file should not cost a whole run.
            Optional<SigningKey> signing = signKey == null ? Optional.empty() : Optional.of(SigningKey.read(signKey));
            // So is a waiver file the key would refuse: the run would end in a bundle it does not sign.
            if (signing.isPresent()) {
                WaiverSignature.checkBeforeRun(configuration, signing.get().trust());
            }
            return build(directory.toAbsolutePath().normalize(), replace, configuration, out, clock, signing);
        } catch (IOException | RuntimeException e) {
            err.println("bundle: " + e.getMessage());
            return 2;
        }
    }

    private static int build(Path directory, boolean replace, Map<String, String> configuration, PrintStream out,
            Clock clock, Optional<SigningKey> signing) throws IOException {
        if (Files.exists(directory) && !isEmpty(directory)) {
            if (!replace || !Files.isRegularFile(directory.resolve(BundleLayout.MANIFEST))) {
                throw new IOException(directory + " is not empty; a bundle is written into a new directory"
                        + (replace ? " (--replace replaces only a bundle)" : " (or --replace an old bundle)"));
            }
            deleteTree(directory);
            Files.deleteIfExists(directory.resolveSibling(directory.getFileName() + ".zip"));
        }
        Files.createDirectories(directory);
        StringWriter xmlLog = new StringWriter();
        RunRecorder run;
        try {
            run = BundleRun.run(directory, configuration, clock, out, new PrintWriter(xmlLog));
        } catch (BundleSetupError e) {
            // A run that certifies nothing leaves no bundle: its cause goes to stderr, and a half-written directory
            // would only block the next run (--replace replaces only a bundle) and could be mistaken for one.
            deleteTree(directory);
            throw e;
        }
        SuiteFiles suite = SuiteFiles.fromClasspath(RunInfos.classLoader());
        String seal = BundleWriter.complete(directory, run, suite, GitCommit.of(Path.of("").toAbsolutePath()),
                configuration, signing);
        if (signing.isPresent()) {
            refuseWhatVerifyWould(directory, signing.get());
        }
        Path archive = BundleWriter.archive(directory);
        List<CaseResult> nonConforming = run.cases().stream().filter(c -> c.status().nonConforming()).toList();
        out.println("Certification bundle: " + directory);
        out.println("Archive: " + archive);
        out.println("Seal (SHA-256 of SHA256SUMS): " + seal);
        out.println(signing.map(k -> "Signed by key " + k.keyId()).orElse(
                "Not signed: pass --sign-key <key.pem> (made by keygen) so that verify --trusted-key can check who vouches for it"));
        // Not supported and waived are not failures, and never passes: the last line says how many there are.
        long passed = run.cases().stream().filter(c -> c.status() == CaseStatus.PASS).count();
        List<CaseResult> neither = run.cases().stream()
                .filter(c -> c.status() == CaseStatus.NOT_SUPPORTED || c.status() == CaseStatus.WAIVED).toList();
        out.println(run.cases().size() + " cases: " + passed + " pass, " + nonConforming.size() + " non-conforming, "
                + neither.stream().filter(c -> c.status() == CaseStatus.NOT_SUPPORTED).count() + " not supported, "
                + neither.stream().filter(c -> c.status() == CaseStatus.WAIVED).count() + " waived; "
                + PartialPoints.count(run.cases().stream().filter(CaseResult::isPartial).count()) + "; "
                + run.problems().size() + " problems");
        nonConforming.forEach(c -> out.println("  " + c.status().text() + "  " + c.avsId()));
        neither.forEach(c -> out.println("  " + c.status().text() + "  " + c.avsId()));
        // A partial point proves only the steps its case checks: each is named with what it leaves out.
        run.cases().stream().filter(CaseResult::isPartial).sorted(Comparator.comparing(CaseResult::avsId))
                .forEach(c -> out.println("  " + c.status().text() + "  " + c.avsId() + "  "
                        + PartialPoints.mark(c.partial())));
        out.flush();
        return nonConforming.isEmpty() && run.problems().isEmpty() ? 0 : 1;
    }

    /**
     * A signature says that the signer vouches for the bundle: the bundle is verified as {@code verify --trusted-key}
     * with the signing key would verify it (its evidence judged again, its waivers' signatures, every file signed),
     * and when that would refuse it, nothing signed is left and each finding is said.
     */
    private static void refuseWhatVerifyWould(Path directory, SigningKey signing) throws IOException {
        Verification check = BundleVerifier.forClasspath().verify(directory, signing.trust());
        if (check.passed()) {
            return;
        }
        deleteTree(directory);
        throw new IOException(directory + ": not signed, and no bundle is left: verify --trusted-key with key "
                + signing.keyId() + " would refuse it (" + check.findings().size()
                + (check.findings().size() == 1 ? " finding" : " findings") + "):\n  "
                + String.join("\n  ", check.findings()));
    }

    private static boolean isEmpty(Path directory) throws IOException {
        try (var entries = Files.list(directory)) {
            return entries.findAny().isEmpty();
        }
    }

    private static void deleteTree(Path root) throws IOException {
        try (var walk = Files.walk(root)) {
            for (Path path : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }

    private static int usage(PrintStream stream, String problem) {
        if (problem != null) {
            stream.println("bundle: " + problem);
        }
        stream.println("usage: bundle [--out <dir>] [--replace] [--sign-key <key.pem>] [--config <key>=<value>]...");
        stream.println("  Runs every AVS case on the classpath on the configured device (avs.device, default the");
        stream.println("  reference model) and writes a certification bundle <dir> (default " + DEFAULT_OUT + ")");
        stream.println("  and <dir>.zip; --replace replaces an earlier bundle there; --sign-key signs it (keygen makes a key),");
        stream.println("  only when verify --trusted-key with that key would accept it.");
        stream.println("  Check one with: verify <bundle> --trusted-key <pub.pem>.");
        return 2;
    }
}
