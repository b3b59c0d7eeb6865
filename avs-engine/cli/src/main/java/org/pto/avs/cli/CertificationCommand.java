package org.pto.avs.cli;

import java.io.PrintStream;
import java.util.List;

/**
 * A certification command of the reports module ({@code bundle}, {@code shard}, {@code merge}, {@code verify},
 * {@code keygen}) offered by
 * {@code pto-avs}, so that a customer needs only this jar to check a bundle. The jar carries the suite's case files:
 * {@code verify} checks a bundle against them.
 */
record CertificationCommand(String name, String summary, String help, List<String> options, Runner runner)
        implements Command {

    /** The reports module's entry point: {@code run(args, out, err)} returning the exit status. */
    interface Runner {
        int run(List<String> args, PrintStream out, PrintStream err);
    }

    static final CertificationCommand BUNDLE = new CertificationCommand("bundle",
            "run every AVS case on a device and write a certification bundle (sign it with --sign-key)",
            """
            usage: pto-avs bundle [--out <dir>] [--replace] [--sign-key <key.pem>] [--config <key>=<value>]...
              Runs every AVS case on the configured device (avs.device, default the reference model) and writes the
              bundle <dir> (default target/pto-avs-bundle) and <dir>.zip. --sign-key signs it with a key made by keygen,
              only when verify --trusted-key with that key would accept it (a waiver file is checked before the run):
              otherwise it says verify's findings and leaves no bundle.
              A process device runs in its sandbox where bwrap works (avs.device.sandbox=auto unless set).
            exit codes: 0 every case conforms; 1 written, some case does not conform; 2 usage or setup error, or a
                        bundle --sign-key would not sign
            """, List.of("--out", "--replace", "--sign-key", "--config"),
            org.pto.avs.reports.bundle.BundleCommand::run);

    static final CertificationCommand SHARD = new CertificationCommand("shard",
            "run this machine's part of a sharded run (avs.shard=auto) and journal it for merge",
            """
            usage: pto-avs shard --journal <file> [--sign-key <key.pem>] [--select <classpath resource>]...
                                 [--config <key>=<value>]...
              Runs one part of the AVS cases (or, with --select pto-avs/properties, of a random campaign: each part
              makes its own range of every property case's programs) and journals it. The part is avs.shard, auto
              unless --config says otherwise: AVS_SHARD=i/n, a Kubernetes Indexed Job's JOB_COMPLETION_INDEX with
              --config avs.shard.count=<completions>, or GitLab's CI_NODE_INDEX and CI_NODE_TOTAL. The last line is
              the journal's SHA-256 (for merge --journal-sha256); --sign-key signs it in <file>.dsse.json (for merge
              --trusted-key). A process device runs in its sandbox where bwrap works (avs.device.sandbox=auto).
            exit codes: 0 every case of the part conforms; 1 some case does not (it is journaled); 2 usage or setup error
            """, List.of("--journal", "--sign-key", "--select", "--config"),
            org.pto.avs.reports.merge.PartCommand::run);

    static final CertificationCommand MERGE = new CertificationCommand("merge",
            "merge the parts' journals into one certification bundle (sign it with --sign-key)",
            """
            usage: pto-avs merge --out <dir> [--replace] [--sign-key <key.pem>] [--trusted-key <pub.pem>]...
                                 [--journal-sha256 <journal>=<sha256>]... [--config <key>=<value>]... <journal>...
              Checks that the journals are as their parts sealed them (signed by a --trusted-key, or of the SHA-256
              a part printed), that every line is of its journal's run, that they are the parts 1/n..n/n of one run
              on one device and hold a result for every mandated AVS id, then writes the bundle <dir> and <dir>.zip
              of the whole run; no case runs again. --sign-key signs it only when verify --trusted-key with that key
              would accept it (the journals' evidence earns their statuses): otherwise it leaves no bundle.
              Journals of a random campaign (property cases only) merge into <dir>/campaign.json: the programs made,
              judged and skipped, and each difference with its shrunk counterexample.
            exit codes: 0 every case conforms (no program differed); 1 some does not; 2 the journals cannot be merged
            """, List.of("--out", "--replace", "--sign-key", "--trusted-key", "--journal-sha256", "--config"),
            org.pto.avs.reports.merge.MergeCommand::run);

    static final CertificationCommand VERIFY = new CertificationCommand("verify",
            "check a certification bundle against this suite (and who signed it, with --trusted-key)",
            """
            usage: pto-avs verify <bundle dir or .zip> [--seal <sha256>] [--trusted-key <pub.pem>]...
                                  [--revoked-key <key id>]... [--revoked-keys <file>] [--require-conformance]
              Checks integrity (SHA256SUMS, SEAL), the suite's files, one result per mandated AVS id, the Allure and
              JUnit results, the waivers and, with --trusted-key, that a trusted key that is not revoked signed it,
              every file of it. A key id is 64 hex digits as keygen prints it, with or without 'sha256:'; a revoked-
              keys file holds one a line (# comments). A revocation that cannot be read is a usage error.
              The last lines name the device, the verdict (conforms, does not conform, incomplete) and the totals.
              --require-conformance: exit 3 unless the verified bundle's device conforms.
            exit codes: 0 verified; 1 not verified (every finding is listed); 2 usage error;
                        3 verified, but the device does not conform (with --require-conformance)
            """, List.of("--seal", "--trusted-key", "--revoked-key", "--revoked-keys", "--require-conformance"),
            org.pto.avs.reports.bundle.VerifyCommand::run);

    static final CertificationCommand KEYGEN = new CertificationCommand("keygen",
            "write an Ed25519 key pair for signing bundles and print its key id",
            """
            usage: pto-avs keygen <name>
              Writes <name>.key.pem (owner-only; keep it secret) and <name>.pub.pem (give it to whoever verifies).
            exit codes: 0 written; 2 usage error or a file already exists
            """, List.of(),
            org.pto.avs.reports.bundle.KeygenCommand::run);

    static final CertificationCommand SIGN_WAIVERS = new CertificationCommand("sign-waivers",
            "sign a waiver file, so that its waivers count in a certification",
            """
            usage: pto-avs sign-waivers <waiver file> --sign-key <key.pem>
              Writes <waiver file>.dsse.json beside it: a DSSE envelope of the file's exact bytes. A certification
              counts a waiver only when a key the verifier trusts signed its file and the file names the bundle's
              device in a line 'device: <vendor> <name> <version>' (as the device says it in hello). A file with an
              expired waiver is not signed.
            exit codes: 0 signed; 1 the waiver file has problems, an expired waiver or names no device; 2 usage or
                        file error
            """, List.of("--sign-key"),
            org.pto.avs.reports.bundle.SignWaiversCommand::run);

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        return runner.run(args, out, err);
    }
}
