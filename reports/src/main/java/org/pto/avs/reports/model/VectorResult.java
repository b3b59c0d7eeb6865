package org.pto.avs.reports.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.apiguardian.api.API;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.VectorOutcome;
import org.pto.avs.results.values.ProgramStep;

/**
 * One vector of a case as it ran.
 *
 * @param status   what became of the vector: {@code not-run} when an earlier vector ended the case
 * @param expected the expected observation as the case states it (JSON text), empty when unknown
 * @param actual   the observation the device reported (JSON text), empty when it reported none
 * @param recorded false for a passing vector whose details (program, observations, description) the run did not
 *                 record, as under {@code avs.report.vectors=failed}
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public record VectorResult(
        String name,
        String description,
        VectorOutcome status,
        List<ProgramStep> program,
        String expected,
        String actual,
        List<FieldDifference> differences,
        String message,
        boolean recorded) {

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

    /** A vector whose details were recorded. */
    public VectorResult(
            String name,
            String description,
            VectorOutcome status,
            List<ProgramStep> program,
            String expected,
            String actual,
            List<FieldDifference> differences,
            String message) {
        this(name, description, status, program, expected, actual, differences, message, true);
    }

    /** A vector of which only the name and status were recorded. */
    public static VectorResult notRecorded(String name, VectorOutcome status) {
        return new VectorResult(name, "", status, List.of(), "", "", List.of(), "", false);
    }

    /**
     * This vector without its expected and actual observation texts, the largest part of it: what is kept of a case
     * once its Allure result is written (the summary and the bundle read neither).
     */
    public VectorResult withoutObservations() {
        return new VectorResult(name, description, status, program, "", "", differences, message, recorded);
    }

    /**
     * The status as a case status; empty for a vector that did not run. An advisory finding is a pass: it never
     * decides its case's status.
     */
    public Optional<CaseStatus> caseStatus() {
        return Optional.ofNullable(
                switch (status) {
                    case PASS -> CaseStatus.PASS;
                    case FAIL -> CaseStatus.FAIL;
                    case ADVISORY -> CaseStatus.PASS;
                    case NOT_SUPPORTED -> CaseStatus.NOT_SUPPORTED;
                    case ERROR -> CaseStatus.ERROR;
                    case CRASH -> CaseStatus.CRASH;
                    case TIMEOUT -> CaseStatus.TIMEOUT;
                    case NOT_RUN -> null;
                });
    }

    public boolean passed() {
        return status == VectorOutcome.PASS;
    }

    /** Whether the vector is an advisory finding: advisory, and its comparison differed. */
    public boolean isAdvisoryFinding() {
        return status == VectorOutcome.ADVISORY;
    }
}
