package org.pto.avs.cli.scaleout;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The scale-out examples of {@code avs-cases/examples/scale-out}, read as their schedulers run them. */
final class ScaleOutExamples {

    /** The folder, from this module's directory (where Surefire and Failsafe run the tests). */
    static final Path FOLDER =
            Path.of("../../avs-cases/examples/scale-out").toAbsolutePath().normalize();

    static final Path GITHUB = FOLDER.resolve("github-actions.yml");
    static final Path GITLAB = FOLDER.resolve("gitlab-ci.yml");
    static final Path KUBERNETES = FOLDER.resolve("kubernetes.yaml");

    private static final Pattern SHARD_COUNT = Pattern.compile("--config avs\\.shard\\.count=(\\S+)");

    private ScaleOutExamples() {}

    /**
     * Every example's schedule.
     *
     * @param signingKey the lab's private key file, handed over as each scheduler hands over a secret
     * @param publicKey  the lab's public key file
     * @param partKey    the private key file with which the parts sign their journals
     * @param partPublic its public key file, with which the merge checks them
     */
    static List<Schedule> all(Path signingKey, Path publicKey, Path partKey, Path partPublic) throws IOException {
        return List.of(
                GithubWorkflow.read(
                        GITHUB,
                        Map.of(
                                "secrets.AVS_SIGNING_KEY",
                                text(signingKey),
                                "vars.AVS_LAB_PUBLIC_KEY",
                                text(publicKey),
                                "secrets.AVS_PART_KEY",
                                text(partKey),
                                "vars.AVS_PART_PUBLIC_KEY",
                                text(partPublic))),
                GitlabPipeline.read(
                        GITLAB,
                        Map.of(
                                "AVS_SIGNING_KEY",
                                signingKey.toString(),
                                "AVS_LAB_PUBLIC_KEY",
                                publicKey.toString(),
                                "AVS_PART_KEY",
                                partKey.toString(),
                                "AVS_PART_PUBLIC_KEY",
                                partPublic.toString())),
                KubernetesJobs.read(KUBERNETES));
    }

    /** The {@code avs.shard.count} a command's script sets, or null. */
    static String shardCount(String script) {
        Matcher matcher = SHARD_COUNT.matcher(script);
        return matcher.find() ? matcher.group(1) : null;
    }

    private static String text(Path file) throws IOException {
        return file.toFile().exists() ? Files.readString(file).strip() : "(no key)";
    }
}
