package org.pto.avs.results;

import java.util.Arrays;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * What became of one vector, as {@value ReportKeys#VECTOR_STATUS} and {@value ReportKeys#VECTORS} write it. A
 * vector the device failed on takes the case's failure ({@code crash}, {@code timeout}, {@code error}); the vectors
 * after it are {@code not-run}. An advisory vector ({@link AdvisoryVector}) whose comparison differs is
 * {@code advisory}: an advisory finding, which never decides its case's status.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public enum VectorOutcome {
    PASS("pass"),
    FAIL("fail"),
    /** An advisory vector whose comparison differs: an {@link AdvisoryFinding}, reported apart, never a fail. */
    ADVISORY("advisory"),
    NOT_SUPPORTED("not-supported"),
    ERROR("error"),
    CRASH("crash"),
    TIMEOUT("timeout"),
    NOT_RUN("not-run");

    private final String text;

    VectorOutcome(String text) {
        this.text = text;
    }

    public String text() {
        return text;
    }

    public static Optional<VectorOutcome> parse(String text) {
        return Arrays.stream(values()).filter(o -> o.text.equals(text)).findFirst();
    }

    /** The outcome of the vector that decided a case's {@code status}; a waiver applies to cases, not vectors. */
    public static VectorOutcome of(CaseStatus status) {
        return switch (status) {
            case PASS -> PASS;
            case FAIL -> FAIL;
            case NOT_SUPPORTED -> NOT_SUPPORTED;
            case ERROR -> ERROR;
            case CRASH -> CRASH;
            case TIMEOUT -> TIMEOUT;
            case WAIVED -> throw new IllegalArgumentException("a waiver applies to a case, not to a vector");
        };
    }

    @Override
    public String toString() {
        return text;
    }
}
