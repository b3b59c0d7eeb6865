package org.pto.avs.cli.reference;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.pto.avs.device.Observable;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.engine.cases.Vector;
import org.pto.avs.engine.compare.ObservationPlan;
import org.pto.avs.isa.Constraint;
import org.pto.avs.isa.Contract;
import org.pto.avs.isa.Field;
import org.pto.avs.isa.Form;
import org.pto.avs.isa.Instruction;
import org.pto.avs.results.LeftOutStep;

/**
 * One page of the instruction reference: what a device writer needs of one certified instruction, from its catalog
 * record (forms, fields, constraints, contract), the reference model (its order of checks) and its case files (the
 * observables they compare, the AVS points).
 */
final class InstructionPage {

    /** The section of the hand-written semantics that describes each instruction; §3 covers the rest. */
    private static final Map<String, String> SEMANTICS = Map.of(
            "B.IOS", "../semantics.md#2-bios",
            "B.ASSEMBLE", "../semantics.md#5-shared-registers-the-shared-pool-bassemble",
            "B.SUBVIEW", "../semantics.md#8-modeling-decisions");

    private static final String OTHER_FORMS = "../semantics.md#3-the-other-forms-of-the-subset";

    private final Instruction instruction;
    private final List<AvsCase> cases;
    private final Function<Form, List<String>> checks;

    /**
     * @param checks the reference model's order of checks of a form, by name ({@code ReferenceModel.checks})
     */
    InstructionPage(Instruction instruction, List<AvsCase> cases, Function<Form, List<String>> checks) {
        this.instruction = instruction;
        this.cases = List.copyOf(cases);
        this.checks = checks;
    }

    /** The page's file name: {@code B.IOS.md}. */
    static String fileName(String mnemonic) {
        return mnemonic + ".md";
    }

    static String semanticsLink(String mnemonic) {
        return SEMANTICS.getOrDefault(mnemonic, OTHER_FORMS);
    }

    String render() {
        StringBuilder page = new StringBuilder();
        page.append("# ").append(instruction.mnemonic()).append("\n\n");
        page.append(InstructionReference.GENERATED).append("\n\n");
        page.append(instruction.summary()).append("\n\n");
        page.append("The catalog record `")
                .append(instruction.id())
                .append("` (`reference-model/src/main/resources/")
                .append(instruction.source())
                .append("`)");
        source(page);
        page.append(" What the words do, step by step, is in [the semantics](")
                .append(semanticsLink(instruction.mnemonic()))
                .append("); what a device reports is in [PROTOCOL.md](../../device-adapters/PROTOCOL.md).\n");
        for (Form form : instruction.forms()) {
            form(page, form);
        }
        contract(page);
        observables(page);
        points(page);
        return page.toString();
    }

    private void source(StringBuilder page) {
        JsonNode source = instruction.raw().path("source");
        if (source.isMissingNode()) {
            page.append(".");
            return;
        }
        String repository = source.path("repository").asText();
        String commit = source.path("commit").asText();
        page.append(", taken from ")
                .append(repository)
                .append(" at commit `")
                .append(commit)
                .append('`');
        if (source.hasNonNull("line")) {
            page.append(", spec line ").append(source.path("line").asText());
        }
        StringBuilder files = new StringBuilder();
        for (JsonNode file : source.path("files")) {
            String path = file.asText();
            files.append(files.isEmpty() ? "" : ", ")
                    .append("[`")
                    .append(path)
                    .append("`](")
                    .append(repository)
                    .append("/blob/")
                    .append(commit)
                    .append('/')
                    .append(path)
                    .append(')');
        }
        page.append(files.isEmpty() ? "." : ": " + files + ".");
    }

    private void form(StringBuilder page, Form form) {
        page.append("\n## Form `").append(form.formId()).append("`\n\n");
        page.append("| | |\n|---|---|\n");
        row(page, "assembly", code(form.asm()));
        row(page, "handler", code(form.handler()));
        row(page, "length", form.lengthBits() + " bits (" + form.encodingKind() + ")");
        row(page, "match", code(hex(form.match(), form.lengthBits())));
        row(page, "mask", code(hex(form.mask(), form.lengthBits())));
        page.append('\n');
        if (!form.fields().isEmpty()) {
            page.append("| field | instruction bits → value bits | width | signedness | constraint |\n");
            page.append("|---|---|---|---|---|\n");
            for (Field field : form.fields()) {
                String constraints = form.constraintsOn(field.name()).stream()
                        .map(Constraint::describe)
                        .collect(Collectors.joining("; "));
                page.append("| ")
                        .append(cell(field.name()))
                        .append(" | ")
                        .append(pieces(field))
                        .append(" | ")
                        .append(field.width())
                        .append(" | ")
                        .append(cell(field.signedness()))
                        .append(" | ")
                        .append(constraints.isEmpty() ? "" : code(constraints))
                        .append(" |\n");
            }
            page.append('\n');
        }
        page.append("A word matches this form when `(word & mask) == match`; a word that violates a constraint raises"
                + " `Fault_IllegalInstruction`.\n");
        List<String> order = checks.apply(form);
        if (!order.isEmpty()) {
            page.append("\nThe reference model's order of checks, first to last (the fault each raises is in [the"
                            + " semantics](")
                    .append(semanticsLink(instruction.mnemonic()))
                    .append(")): ")
                    .append(order.stream().map(InstructionPage::code).collect(Collectors.joining(", ")))
                    .append(".\n");
        }
    }

    private void contract(StringBuilder page) {
        Contract contract = instruction.contract();
        page.append("\n## Contract\n\nThe record's clauses, as the case files cite them.\n");
        for (String family : Contract.COVERABLE) {
            List<String> clauses = contract.clauses().getOrDefault(family, List.of());
            if (clauses.isEmpty()) {
                continue;
            }
            page.append("\n### ").append(family).append("\n\n");
            for (int i = 0; i < clauses.size(); i++) {
                page.append("- `")
                        .append(family)
                        .append('[')
                        .append(i)
                        .append("]` ")
                        .append(clauses.get(i))
                        .append('\n');
            }
        }
        if (!contract.fieldZeroMeanings().isEmpty()) {
            page.append("\n### ").append(Contract.FIELD_ZERO_MEANINGS).append("\n\n");
            contract.fieldZeroMeanings().entrySet().stream()
                    .sorted(Map.Entry.comparingByKey())
                    .forEach(e -> page.append("- `")
                            .append(Contract.FIELD_ZERO_MEANINGS)
                            .append('.')
                            .append(e.getKey())
                            .append("` ")
                            .append(e.getValue())
                            .append('\n'));
        }
    }

    private void observables(StringBuilder page) {
        Set<Observable> needed = EnumSet.noneOf(Observable.class);
        for (AvsCase avsCase : cases) {
            for (Vector vector : avsCase.vectors()) {
                needed.addAll(ObservationPlan.of(vector).observables());
            }
        }
        page.append("\n## Observables\n\nWhat the cases compare, by the names a device declares in its `hello`"
                + " ([PROTOCOL.md](../../device-adapters/PROTOCOL.md)); a device that does not declare one leaves the"
                + " vectors that need it not supported: ");
        page.append(needed.stream()
                        .map(o -> code(o.name().toLowerCase(Locale.ROOT)))
                        .collect(Collectors.joining(", ")))
                .append(".\n");
    }

    private void points(StringBuilder page) {
        page.append("\n## AVS points\n\n");
        page.append("| AVS id | kind | summary | vectors | advisory vectors | upstream test |\n");
        page.append("|---|---|---|---|---|---|\n");
        for (AvsCase avsCase : cases) {
            long advisory =
                    avsCase.vectors().stream().filter(Vector::isAdvisory).count();
            String upstream = avsCase.upstream()
                    .map(u -> "[" + cell(u.path().substring(u.path().lastIndexOf('/') + 1)) + "](" + u.url() + ")")
                    .orElse("");
            page.append("| `")
                    .append(avsCase.id())
                    .append("` | ")
                    .append(avsCase.kind().text())
                    .append(" | ")
                    .append(cell(avsCase.summary()))
                    .append(avsCase.isPartial() ? " (partial)" : "")
                    .append(" | ")
                    .append(avsCase.vectors().size())
                    .append(" | ")
                    .append(advisory)
                    .append(" | ")
                    .append(upstream)
                    .append(" |\n");
        }
        List<AvsCase> partial = cases.stream().filter(AvsCase::isPartial).toList();
        if (!partial.isEmpty()) {
            page.append("\nA partial point leaves out steps the modeled subset cannot reach:\n\n");
            for (AvsCase avsCase : partial) {
                for (LeftOutStep step : avsCase.partial()) {
                    page.append("- `")
                            .append(avsCase.id())
                            .append("` leaves out ")
                            .append(step.step())
                            .append(" (")
                            .append(step.why())
                            .append(").\n");
                }
            }
        }
    }

    private static void row(StringBuilder page, String name, String value) {
        page.append("| ").append(name).append(" | ").append(value).append(" |\n");
    }

    /** {@code 25:20 → 5:0}, one per piece, highest value bits first as the catalog lists them. */
    private static String pieces(Field field) {
        return field.pieces().stream()
                .map(p -> range(p.instructionLsb(), p.width()) + " → " + range(p.valueLsb(), p.width()))
                .collect(Collectors.joining(", "));
    }

    private static String range(int lsb, int width) {
        return width == 1 ? Integer.toString(lsb) : (lsb + width - 1) + ":" + lsb;
    }

    private static String hex(long value, int lengthBits) {
        return String.format("0x%0" + lengthBits / 4 + "x", value);
    }

    private static String code(String text) {
        return "`" + cell(text) + "`";
    }

    /** Text inside a table cell: a pipe would end the cell. */
    private static String cell(String text) {
        return text.replace("|", "\\|").replace('\n', ' ');
    }
}
