package org.pto.avs.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.platform.engine.TestExecutionResult.Status.ABORTED;
import static org.junit.platform.engine.TestExecutionResult.Status.FAILED;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.Events;
import org.pto.avs.results.Constants;

/**
 * A waiver is applied on the day the run reports, to the waivers it names: a resumed run never reports a journaled
 * waived case as waived once its waiver expired or left the file. MASK-CONSISTENCY-001 fails on this device.
 */
class WaivedResumeTest {

    private static final String FAILING = AvsKit.MASK;
    private static final String IN_FORCE = LocalDate.now().plusDays(30).toString();

    @TempDir
    Path dir;

    private Events run(String waiver, String resume) throws IOException {
        Path file = Files.writeString(dir.resolve("waivers.txt"), "# AVS id | expires | link | reason\n" + waiver);
        return AvsKit.engine()
                .selectors(AvsSelector.selectAvs("*"))
                .configurationParameter(Constants.ID, FAILING)
                .configurationParameter(Constants.DEVICE, "wrong-fault-kind")
                .configurationParameter(Constants.WAIVERS, file.toString())
                .configurationParameter(
                        Constants.JOURNAL, dir.resolve("run.journal").toString())
                .configurationParameter(Constants.RESUME, resume)
                .execute()
                .testEvents();
    }

    private static String waiver(String expires) {
        return FAILING + " | " + expires + " | https://errata.example/E-7 | Erratum E-7\n";
    }

    @Test
    void aJournaledWaivedCaseFailsOnResumeOnceItsWaiverExpired() throws IOException {
        assertEquals(List.of(FAILING), AvsKit.finished(run(waiver(IN_FORCE), "false"), ABORTED));

        Events resumed = run(waiver("2000-01-01"), "true");

        assertEquals(List.of(FAILING), AvsKit.finished(resumed, FAILED));
        assertEquals(List.of(), AvsKit.finished(resumed, ABORTED));
    }

    @Test
    void aJournaledWaivedCaseFailsOnResumeOnceItsWaiverIsRemoved() throws IOException {
        assertEquals(List.of(FAILING), AvsKit.finished(run(waiver(IN_FORCE), "false"), ABORTED));

        Events resumed = run("", "true");

        assertEquals(List.of(FAILING), AvsKit.finished(resumed, FAILED));
    }
}
