package org.pto.avs.engine.cases;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.StepOutcome;

/**
 * What a case states, apart from where it was read from (its origin and the locations of its parts) and how its
 * file spelled it (the {@code expect} as written): two cases of equal content are run, judged and shown alike. A
 * case written by {@link CaseWriter} and read back has the content it was written from.
 *
 * @param identity the case with no origin, no location and no vectors (its vectors are {@code vectors})
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record CaseContent(AvsCase identity, List<VectorContent> vectors) {

    public static CaseContent of(AvsCase c) {
        AvsCase identity = new AvsCase(
                c.id(),
                c.surface(),
                c.instruction(),
                c.requirements(),
                c.kind(),
                c.severity(),
                c.summary(),
                c.passCondition(),
                c.covers(),
                c.tags(),
                List.of(),
                "",
                Location.START,
                c.generator(),
                c.partial(),
                c.upstream());
        return new CaseContent(
                identity, c.vectors().stream().map(VectorContent::of).toList());
    }

    /** A vector's content; {@link Vector} without its location and its {@code expect} text. */
    public record VectorContent(
            String name,
            String description,
            List<String> covers,
            MachineState initial,
            List<StepContent> program,
            Expectation expect,
            String advisory) {

        static VectorContent of(Vector v) {
            return new VectorContent(
                    v.name(),
                    v.description(),
                    v.covers(),
                    v.initial(),
                    v.program().stream().map(StepContent::of).toList(),
                    v.expect(),
                    v.advisory());
        }
    }

    /** A step's content; {@code text} is what messages show for it. */
    public record StepContent(int index, ProgramWord word, String text, String note, List<StepOutcome> allowed) {

        static StepContent of(Step s) {
            return new StepContent(s.index(), s.word(), s.text(), s.note(), s.allowed());
        }
    }
}
