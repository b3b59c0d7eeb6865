package org.pto.avs.reports.render;

import org.apiguardian.api.API;
import org.pto.avs.reports.model.VectorResult;
import org.pto.avs.results.values.ProgramStep;

/**
 * A vector's program as a reader checks it against the spec: each word, its disassembly, the outcome the case
 * allows and the outcome the device reported, with the steps that differ marked.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class ProgramListing {

    /** The marker on a step whose outcome the case does not allow. */
    public static final String DIFFERS = "<< differs";

    private ProgramListing() {}

    public static String of(VectorResult vector) {
        StringBuilder out = new StringBuilder();
        out.append("vector ").append(vector.name());
        if (!vector.description().isEmpty()) {
            out.append(": ").append(vector.description());
        }
        out.append('\n').append('\n');
        TextTable table = new TextTable("step", "word", "disassembly", "expected", "actual", "");
        for (ProgramStep step : vector.program()) {
            String actual = step.actual().isEmpty() ? "(not run)" : step.actual();
            table.row(
                    String.valueOf(step.index()),
                    step.word(),
                    step.disassembly(),
                    step.expected(),
                    actual,
                    step.actual().isEmpty() || step.matches() ? "" : DIFFERS);
        }
        out.append(table.render());
        return out.toString();
    }
}
