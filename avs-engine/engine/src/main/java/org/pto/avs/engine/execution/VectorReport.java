package org.pto.avs.engine.execution;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.results.VectorOutcome;
import org.pto.avs.results.values.Difference;
import org.pto.avs.results.values.ProgramStep;

/**
 * What one vector did, for reports: its status, the program (each word, its disassembly, the outcomes allowed and
 * the outcome the device gave), what was expected and what was observed in compact JSON, and the differences.
 *
 * @param status    what became of the vector; {@code not-run} when an earlier vector ended the case
 * @param note      why the vector is not supported or did not run; empty otherwise
 * @param published whether its entry is already out ({@link VectorEntries}); then only its name and status are kept
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record VectorReport(
        String name,
        VectorOutcome status,
        List<ProgramStep> program,
        String expected,
        String actual,
        List<Difference> differences,
        String note,
        boolean published) {

    public VectorReport {
        program = List.copyOf(program);
        differences = List.copyOf(differences);
    }

    public VectorReport(
            String name,
            VectorOutcome status,
            List<ProgramStep> program,
            String expected,
            String actual,
            List<Difference> differences,
            String note) {
        this(name, status, program, expected, actual, differences, note, false);
    }

    /** What a case keeps of a vector whose entry is out: its name and status. */
    static VectorReport published(String name, VectorOutcome status) {
        return new VectorReport(name, status, List.of(), "", "", List.of(), "", true);
    }
}
