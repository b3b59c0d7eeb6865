package org.pto.avs.engine.execution;

import java.util.List;
import org.pto.avs.engine.compare.Difference;

/**
 * What one vector did, for reports: its status, the program (each word, its disassembly and the outcome the
 * device gave), what was expected and what was observed in compact JSON, and the differences.
 *
 * @param status {@code pass}, {@code fail}, {@code not-supported}, {@code error}, {@code crash}, {@code timeout},
 *               or {@code not-run} when an earlier vector ended the case
 * @param note   why the vector is not supported or did not run; empty otherwise
 */
public record VectorReport(String name, String status, String program, String expected, String actual,
        List<Difference> differences, String note) {

    public VectorReport {
        differences = List.copyOf(differences);
    }
}
