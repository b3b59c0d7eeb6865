package org.pto.avs.reports.model;

import java.util.List;
import java.util.Objects;

/**
 * One vector of a case as it ran.
 *
 * @param status   a case status ({@code pass}, {@code fail}, ...) or {@value #NOT_RUN} when an earlier vector
 *                 ended the case
 * @param expected the expected observation as the case states it (JSON text), empty when unknown
 * @param actual   the observation the device reported (JSON text), empty when it reported none
 */
public record VectorResult(
        String name,
        String description,
        String status,
        List<ProgramStepResult> program,
        String expected,
        String actual,
        List<FieldDifference> differences,
        String message) {

    public static final String NOT_RUN = "not-run";

    public VectorResult {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(status, "status");
        description = description == null ? "" : description;
        program = List.copyOf(program);
        expected = expected == null ? "" : expected;
        actual = actual == null ? "" : actual;
        differences = List.copyOf(differences);
        message = message == null ? "" : message;
    }

    /** The status as a case status; empty for {@value #NOT_RUN}. */
    public java.util.Optional<CaseStatus> caseStatus() {
        return CaseStatus.parse(status);
    }

    public boolean passed() {
        return caseStatus().filter(s -> s == CaseStatus.PASS).isPresent();
    }
}
