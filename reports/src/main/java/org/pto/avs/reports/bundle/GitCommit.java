package org.pto.avs.reports.bundle;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/** The commit checked out in a directory, when it is a git work tree and git is installed. */
final class GitCommit {

    private GitCommit() {}

    static Optional<String> of(Path directory) {
        try {
            Process git = new ProcessBuilder("git", "rev-parse", "HEAD")
                    .directory(directory.toFile())
                    .redirectErrorStream(true)
                    .start();
            if (!git.waitFor(10, TimeUnit.SECONDS)) {
                git.destroyForcibly();
                return Optional.empty();
            }
            String out = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            return git.exitValue() == 0 && out.matches("[0-9a-f]{40,64}") ? Optional.of(out) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }
}
