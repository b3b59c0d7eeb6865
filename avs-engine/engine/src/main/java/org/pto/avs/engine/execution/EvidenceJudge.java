package org.pto.avs.engine.execution;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.apiguardian.api.API;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.engine.cases.CaseReader;
import org.pto.avs.engine.cases.CaseSchema;
import org.pto.avs.engine.cases.CaseText;
import org.pto.avs.engine.cases.ReadResult;
import org.pto.avs.engine.cases.Vector;
import org.pto.avs.engine.compare.ObservationPlan;
import org.pto.avs.engine.compare.VectorComparison;
import org.pto.avs.engine.compare.VectorVerdict;
import org.pto.avs.isa.Catalog;
import org.pto.avs.results.CaseFacts;
import org.pto.avs.results.CaseJudge;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.Sha256;

/**
 * The engine's {@link CaseJudge}: each vector as {@link CaseRunner} judges it — not run when the device declared it
 * cannot observe what the vector needs, compared when the device answered, the case ended at a device failure —
 * then {@link CaseJudgement} for the case, with its advisory findings.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class EvidenceJudge implements CaseJudge {

    private final Catalog catalog = Catalog.standard();
    private final VectorComparison comparison =
            new VectorComparison(catalog.profile().gprs());
    /** One reader for every case this judge reads: its assembler and disassembler are built once. */
    private final CaseReader reader = new CaseReader(catalog, CaseSchema.shared());
    /**
     * The facts of each case file this judge has read, by origin, with the SHA-256 of the text they came from: a
     * verifier asks for a case's facts after judging its evidence, and the same text is not read a second time.
     */
    private final Map<String, ReadFacts> factsRead = new ConcurrentHashMap<>();

    private record ReadFacts(String sha256, CaseFacts facts) {}

    @Override
    public Judgement judge(String origin, String caseFile, String evidenceText) {
        AvsCase avsCase = read(origin, caseFile);
        if (avsCase.isProperty()) {
            throw new IllegalArgumentException(avsCase.id() + ": a property case is judged by its run, not again");
        }
        EvidenceJson.Evidence evidence = EvidenceJson.read(evidenceText);
        List<VectorVerdict> verdicts = new ArrayList<>();
        for (int i = 0; i < avsCase.vectors().size(); i++) {
            Vector vector = avsCase.vectors().get(i);
            if (i >= evidence.vectors().size()) {
                return ended(avsCase, verdicts, evidence.failure(), "no evidence for vector " + vector.name());
            }
            EvidenceJson.VectorEvidence answer = evidence.vectors().get(i);
            if (!answer.name().equals(vector.name())) {
                throw new IllegalArgumentException(avsCase.id() + ": evidence vector " + (i + 1) + " is '"
                        + answer.name() + "', the case's is '" + vector.name() + "'");
            }
            List<String> missing = evidence.declared().missing(ObservationPlan.of(vector));
            if (!missing.isEmpty()) {
                verdicts.add(VectorVerdict.notSupported(
                        vector.name(), "the device cannot observe " + String.join(", ", missing)));
            } else if (answer.observation() != null) {
                verdicts.add(comparison.compare(vector, answer.observation()));
            } else {
                return ended(
                        avsCase,
                        verdicts,
                        Optional.of(answer.status().text()),
                        "vector " + vector.name() + " has no answer");
            }
        }
        CaseJudgement.Outcome outcome = CaseJudgement.of(avsCase, verdicts, "the device of the evidence");
        return new Judgement(outcome.status(), outcome.message(), outcome.advisory());
    }

    @Override
    public CaseFacts facts(String origin, String caseFile) {
        ReadFacts known = factsRead.get(origin);
        if (known != null && known.sha256().equals(Sha256.of(caseFile))) {
            return known.facts();
        }
        return CaseReport.facts(read(origin, caseFile));
    }

    private AvsCase read(String origin, String caseFile) {
        ReadResult read = reader.read(new CaseText(origin, caseFile));
        if (!(read instanceof ReadResult.Valid valid)) {
            throw new IllegalArgumentException(origin + ": the case file cannot be read");
        }
        factsRead.put(origin, new ReadFacts(Sha256.of(caseFile), CaseReport.facts(valid.avsCase())));
        return valid.avsCase();
    }

    /**
     * A case the device ended: only a crash, a timeout or an error can end it, never a pass. The advisory findings of
     * the vectors judged before stand, as the run reported them.
     */
    private static Judgement ended(
            AvsCase avsCase, List<VectorVerdict> verdicts, Optional<String> failure, String where) {
        Optional<CaseStatus> status = failure.flatMap(CaseStatus::parse)
                .filter(s -> s == CaseStatus.CRASH || s == CaseStatus.TIMEOUT || s == CaseStatus.ERROR);
        if (status.isEmpty()) {
            throw new IllegalArgumentException(avsCase.id() + ": " + where + " and records no crash, timeout or error");
        }
        return new Judgement(
                status.get(),
                avsCase.id() + ": " + where + ": the device's " + status.get().text(),
                CaseJudgement.advisory(avsCase, verdicts));
    }
}
