package org.pto.avs.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import org.junit.platform.console.ConsoleLauncher;
import org.junit.platform.console.command.CommandResult;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

/** {@code --select avs:<id>} on the Console Launcher, in process, as a user runs one AVS id. */
class ConsoleLauncherTest {

    private static CommandResult<?> launch(StringWriter out, String... selection) {
        String[] args = new String[6 + selection.length];
        String[] fixed = {
            "execute",
            "--disable-banner",
            "--details=flat",
            "--disable-ansi-colors",
            "--config=avs.summary=false",
            "--include-engine=pto-avs"
        };
        System.arraycopy(fixed, 0, args, 0, fixed.length);
        System.arraycopy(selection, 0, args, fixed.length, selection.length);
        return ConsoleLauncher.run(new PrintWriter(out), new PrintWriter(new StringWriter()), args);
    }

    @Test
    void selectingOneAvsIdRunsExactlyThatCase() {
        StringWriter out = new StringWriter();
        CommandResult<?> result = launch(out, "--select", "avs:" + AvsKit.STREAM);
        TestExecutionSummary summary = (TestExecutionSummary) result.getValue().orElseThrow();
        assertEquals(1, summary.getTestsStartedCount(), out::toString);
        assertEquals(1, summary.getTestsSucceededCount(), out::toString);
        assertEquals(0, result.getExitCode());
        assertTrue(out.toString().contains(AvsKit.STREAM_UID), out::toString);
    }

    @Test
    void selectingAnUnknownIdFailsTheLaunch() {
        StringWriter out = new StringWriter();
        CommandResult<?> result = launch(out, "--select", "avs:NO-SUCH-ID");
        TestExecutionSummary summary = (TestExecutionSummary) result.getValue().orElseThrow();
        assertEquals(1, summary.getTestsFailedCount(), out::toString);
        assertEquals(1, result.getExitCode());
        assertTrue(summary.getFailures()
                .get(0)
                .getException()
                .getMessage()
                .startsWith("avs:NO-SUCH-ID matched no case; no known id is close to it ("));
    }
}
