package org.pto.avs.reports.bundle;

import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.apiguardian.api.API;
import org.pto.avs.reports.capture.RunInfos;
import org.pto.avs.reports.capture.RunRecorder;
import org.pto.avs.reports.commandline.CommandLines;
import org.pto.avs.reports.commandline.ConfigOption;
import org.pto.avs.reports.model.CaseResult;
import org.pto.avs.reports.suite.SuiteFiles;
import org.pto.avs.results.AdvisoryFindings;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.PartialPoints;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code bundle}: runs every AVS case on the classpath on the configured device and writes the bundle directory and
 * its {@code .zip}. An existing directory is never written over, unless {@code --replace} is given and it holds a
 * bundle. {@code --config} takes the engine's parameters; system properties work as well. With {@code --sign-key},
 * when {@code verify --trusted-key} with that key would refuse the bundle, the cause is on stderr and no bundle is
 * left.
 */
@Command(
        name = "bundle",
        description = {
            "run every AVS case on a device and write a certification bundle (sign it with --sign-key)",
            "Runs every AVS case on the configured device (avs.device, default the reference model) and"
                    + " writes the bundle <dir> and <dir>.zip.",
            "--sign-key signs it with a key made by keygen, only when verify --trusted-key with that key"
                    + " would accept it (a waiver file is checked before the run): otherwise it says verify's"
                    + " findings and leaves no bundle.",
            "A process device runs in its sandbox where bwrap works (avs.device.sandbox=auto unless set); with"
                    + " --sign-key it must (bwrap unless set; --config avs.device.sandbox=off signs it unsandboxed)."
                    + " The bundle records how it ran.",
            "Check a bundle with: verify <dir>.zip --trusted-key <pub.pem>."
        },
        exitCodeList = {
            "0:written, every case conforms",
            "1:written, complete and signed as asked, but some case does not conform (they are listed)",
            "2:usage or setup error (unknown device, a device that does not start, nothing selected), or --sign-key"
                    + " and verify would refuse the bundle: no bundle is left"
        })
@API(status = API.Status.MAINTAINED, since = "0.1")
public final class BundleCommand implements Callable<Integer> {

    /** Where the bundle goes when {@code --out} is not given. */
    public static final String DEFAULT_OUT = "target/pto-avs-bundle";

    @Option(
            names = "--out",
            paramLabel = "<dir>",
            defaultValue = DEFAULT_OUT,
            description = "the bundle's directory, <dir>.zip beside it (default: ${DEFAULT-VALUE})")
    private Path directory;

    @Option(names = "--replace", description = "replace an earlier bundle in <dir> (never anything else)")
    private boolean replace;

    @Option(names = "--sign-key", paramLabel = "<key.pem>", description = "sign the bundle with this key (keygen)")
    private Path signKey;

    @Mixin
    private ConfigOption config;

    private final PrintStream out;
    private final PrintStream err;
    private final Clock clock;
    /** What the last {@link #call} ended in, said in one line; empty until it ends, and for a usage error. */
    private String ending = "";

    /**
     * How a bundle command ended: its exit status, and, when not 0, why in one line (empty for a usage error, which
     * picocli has already said).
     */
    record Ending(int status, String why) {}

    private BundleCommand(PrintStream out, PrintStream err, Clock clock) {
        this.out = out;
        this.err = err;
        this.clock = clock;
    }

    /** The command, for {@code pto-avs} to offer. */
    public static BundleCommand printingTo(PrintStream out, PrintStream err) {
        return new BundleCommand(out, err, Clock.systemUTC());
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
        return CommandLines.execute(new BundleCommand(out, err, clock), args, out, err);
    }

    /** Runs the command, as {@link #run} does; returns its exit status with why it ended so. */
    static Ending runEnding(List<String> args, PrintStream out, PrintStream err) {
        BundleCommand command = new BundleCommand(out, err, Clock.systemUTC());
        int status = CommandLines.execute(command, args, out, err);
        return new Ending(status, status == 0 ? "" : command.ending);
    }

    @Override
    public Integer call() {
        Ending ended = bundleEnding(directory, replace, Optional.ofNullable(signKey), config.values(), out, err, clock);
        ending = ended.why();
        return ended.status();
    }

    /**
     * Writes a bundle of a run with {@code configuration} into {@code directory}; {@code merge} comes here with the
     * merged journal's results. Returns the exit status.
     */
    public static int bundle(
            Path directory,
            boolean replace,
            Optional<Path> signKey,
            Map<String, String> configuration,
            PrintStream out,
            PrintStream err,
            Clock clock) {
        return bundleEnding(directory, replace, signKey, configuration, out, err, clock)
                .status();
    }

    private static Ending bundleEnding(
            Path directory,
            boolean replace,
            Optional<Path> signKey,
            Map<String, String> configuration,
            PrintStream out,
            PrintStream err,
            Clock clock) {
        boolean sandboxForSigning = CertificationSandbox.byDefault(configuration, signKey.isPresent());
        try {
            // The key is read before the run: a wrong key file should not cost a whole run.
            Optional<SigningKey> signing =
                    signKey.isEmpty() ? Optional.empty() : Optional.of(SigningKey.read(signKey.get()));
            // So is a waiver file the key would refuse: the run would end in a bundle it does not sign.
            if (signing.isPresent()) {
                WaiverSignature.checkBeforeRun(configuration, signing.get().trust());
            }
            return build(directory.toAbsolutePath().normalize(), replace, configuration, out, clock, signing);
        } catch (IOException | RuntimeException e) {
            err.println("bundle: " + e.getMessage());
            if (sandboxForSigning
                    && e instanceof BundleSetupError
                    && CertificationSandbox.isTheSandboxes(String.valueOf(e.getMessage()))) {
                err.println("bundle: " + CertificationSandbox.UNSANDBOXED_ON_PURPOSE);
            }
            return new Ending(2, "no bundle written: " + e.getMessage());
        }
    }

    private static Ending build(
            Path directory,
            boolean replace,
            Map<String, String> configuration,
            PrintStream out,
            Clock clock,
            Optional<SigningKey> signing)
            throws IOException {
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
        String seal = BundleWriter.complete(
                directory, run, suite, GitCommit.of(Path.of("").toAbsolutePath()), configuration, signing);
        if (signing.isPresent()) {
            refuseWhatVerifyWould(directory, signing.get());
        }
        Path archive = BundleWriter.archive(directory);
        List<CaseResult> nonConforming =
                run.cases().stream().filter(c -> c.status().nonConforming()).toList();
        out.println("Certification bundle: " + directory);
        out.println("Archive: " + archive);
        out.println("Seal (SHA-256 of SHA256SUMS): " + seal);
        out.println(
                signing.map(k -> "Signed by key " + k.keyId())
                        .orElse(
                                "Not signed: pass --sign-key <key.pem> (made by keygen) so that verify --trusted-key can check who vouches for it"));
        out.println("Sandbox: "
                + SandboxState.of(
                                CertificationSandbox.device(configuration),
                                run.appliedDeviceSettingsByCase().values())
                        .line());
        // Not supported and waived are not failures, and never passes: the last line says how many there are.
        long passed =
                run.cases().stream().filter(c -> c.status() == CaseStatus.PASS).count();
        List<CaseResult> neither = run.cases().stream()
                .filter(c -> c.status() == CaseStatus.NOT_SUPPORTED || c.status() == CaseStatus.WAIVED)
                .toList();
        out.println(run.cases().size() + " cases: " + passed + " pass, " + nonConforming.size() + " non-conforming, "
                + neither.stream()
                        .filter(c -> c.status() == CaseStatus.NOT_SUPPORTED)
                        .count() + " not supported, "
                + neither.stream().filter(c -> c.status() == CaseStatus.WAIVED).count() + " waived; "
                + PartialPoints.count(
                        run.cases().stream().filter(CaseResult::isPartial).count()) + "; "
                + AdvisoryFindings.count(run.cases().stream()
                        .filter(CaseResult::hasAdvisoryFindings)
                        .count()) + "; "
                + run.problems().size() + " problems");
        nonConforming.forEach(c -> out.println("  " + c.status().text() + "  " + c.avsId()));
        neither.forEach(c -> out.println("  " + c.status().text() + "  " + c.avsId()));
        // A partial point proves only the steps its case checks: each is named with what it leaves out.
        run.cases().stream()
                .filter(CaseResult::isPartial)
                .sorted(Comparator.comparing(CaseResult::avsId))
                .forEach(c -> out.println(
                        "  " + c.status().text() + "  " + c.avsId() + "  " + PartialPoints.mark(c.partial())));
        // An advisory finding is reported, never counted against the device: each is named with why.
        run.cases().stream()
                .filter(CaseResult::hasAdvisoryFindings)
                .sorted(Comparator.comparing(CaseResult::avsId))
                .forEach(c -> out.println("  " + c.status().text() + "  " + c.avsId() + "  "
                        + AdvisoryFindings.mark(c.advisoryFindings())));
        out.flush();
        if (nonConforming.isEmpty() && run.problems().isEmpty()) {
            return new Ending(0, "");
        }
        List<String> why = new ArrayList<>();
        if (!nonConforming.isEmpty()) {
            why.add("the device does not conform: " + nonConforming.size() + " of "
                    + run.cases().size() + " cases non-conforming");
        }
        if (!run.problems().isEmpty()) {
            why.add(run.problems().size() + " problems in the run");
        }
        return new Ending(1, String.join("; ", why) + " (listed above); the bundle is " + directory);
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
            for (Path path : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
