package org.pto.avs.results;

import java.util.List;
import java.util.ServiceLoader;
import org.apiguardian.api.API;

/**
 * Judges a case again from its evidence (the value of {@value ReportKeys#EVIDENCE}), without the device: the same
 * comparison and the same rules as the run, so a verifier never has to take a recorded status on trust. The status
 * is the one before waivers: {@code pass}, {@code fail}, {@code not-supported}, or the {@code crash},
 * {@code timeout} or {@code error} the evidence records. The advisory findings come out of the same judgement: a
 * verifier holds a record's advisory marks to them.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public interface CaseJudge {

    /**
     * A verdict on evidence.
     *
     * @param reason   why, in the words of the run's own messages; for evidence that cannot be judged, what is wrong
     * @param advisory the advisory vectors whose comparison differed, in order; they never decide {@code status}
     */
    record Judgement(CaseStatus status, String reason, List<AdvisoryFinding> advisory) {

        public Judgement {
            advisory = List.copyOf(advisory);
        }

        /** A verdict without advisory findings. */
        public Judgement(CaseStatus status, String reason) {
            this(status, reason, List.of());
        }
    }

    /**
     * Judges the case of {@code caseFile} (the text of its case file; {@code origin} names it in messages) from
     * {@code evidence}. Malformed evidence, or a case file that cannot be read, is an {@link IllegalArgumentException}
     * saying what is wrong.
     */
    Judgement judge(String origin, String caseFile, String evidence);

    /**
     * What the case file {@code caseFile} says about its case, as the run publishes it in {@value ReportKeys#CASE}:
     * among it the steps a partial case leaves out, which a verifier holds a record's partial marks to, the vectors it
     * marks advisory and the upstream test it names. A case file
     * that cannot be read is an {@link IllegalArgumentException}.
     */
    CaseFacts facts(String origin, String caseFile);

    /** The engine's judge, found as a service so that the contract does not depend on the engine's internals. */
    static CaseJudge load() {
        return ServiceLoader.load(CaseJudge.class, CaseJudge.class.getClassLoader())
                .findFirst()
                .orElseThrow(() -> new IllegalStateException(
                        "no " + CaseJudge.class.getName() + " is registered: pto-avs-engine is not on the classpath"));
    }
}
