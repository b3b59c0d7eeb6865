package org.pto.avs.bench.run;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The command that starts {@code pto-avs serve --stdio}: the CLI jar when it is built
 * ({@code avs-engine/cli/target/pto-avs.jar}, or the system property {@value #CLI_JAR_PROPERTY}), otherwise the
 * same server class on this JVM's class path.
 */
final class ServeCommandLine {

    static final String CLI_JAR_PROPERTY = "pto.avs.bench.cli-jar";

    private ServeCommandLine() {}

    static List<String> stdio() {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path jar = cliJar();
        if (jar != null) {
            return List.of(java, "-jar", jar.toString(), "serve", "--stdio");
        }
        return List.of(
                java, "-cp", System.getProperty("java.class.path"), "org.pto.avs.device.server.ServeMain", "--stdio");
    }

    static Path cliJar() {
        String stated = System.getProperty(CLI_JAR_PROPERTY);
        if (stated != null) {
            return Path.of(stated);
        }
        for (Path candidate : List.of(
                Path.of("avs-engine", "cli", "target", "pto-avs.jar"), Path.of("..", "cli", "target", "pto-avs.jar"))) {
            if (Files.isRegularFile(candidate)) {
                return candidate.toAbsolutePath().normalize();
            }
        }
        return null;
    }
}
