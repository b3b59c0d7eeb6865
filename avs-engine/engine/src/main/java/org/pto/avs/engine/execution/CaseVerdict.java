package org.pto.avs.engine.execution;

import java.util.List;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.engine.compare.DeviceReports;
import org.pto.avs.results.CaseStatus;

/** How a case ended, before anything is rendered: {@link ReportBuilder} turns it into the case's report. */
sealed interface CaseVerdict {

    AvsCase avsCase();

    CaseStatus status();

    String message();

    /**
     * A case of vectors, or any case that ended as a whole (past its time bound, the harness failed).
     *
     * @param vectors  every vector's result in order; empty when the case ended as a whole
     * @param declared what the device declared it can observe; empty when the case ended before asking
     */
    record Vectors(
            AvsCase avsCase, CaseStatus status, String message, List<VectorResult> vectors, DeviceReports declared)
            implements CaseVerdict {

        public Vectors {
            vectors = List.copyOf(vectors);
            declared = declared == null ? DeviceReports.NOTHING : declared;
        }

        /** A case that ended as a whole, before its vectors decided. */
        static Vectors endedWhole(AvsCase avsCase, CaseStatus status, String message) {
            return new Vectors(avsCase, status, message, List.of(), DeviceReports.NOTHING);
        }
    }

    /** A property case, which its runner reports whole (what its random run did). */
    record Random(CaseReport report) implements CaseVerdict {

        @Override
        public AvsCase avsCase() {
            return report.avsCase();
        }

        @Override
        public CaseStatus status() {
            return report.status();
        }

        @Override
        public String message() {
            return report.message();
        }
    }

    /**
     * A case run a second time ({@link Retry}): {@code second} is its result.
     *
     * @param why the first attempt's failure, shortened
     */
    record Retried(CaseVerdict second, String why) implements CaseVerdict {

        @Override
        public AvsCase avsCase() {
            return second.avsCase();
        }

        @Override
        public CaseStatus status() {
            return second.status();
        }

        @Override
        public String message() {
            return second.message();
        }
    }
}
