package org.pto.avs.isa;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Every form's {@code asm} template parses and resolves, writes every field in some alternative, and matches the
 * record's own {@code assembly} list.
 */
final class TemplateCheck implements LintCheck {

    @Override
    public void check(Catalog catalog, List<LintFinding> findings) {
        AsmTemplates templates = new AsmTemplates(catalog);
        for (Form form : catalog.forms()) {
            String where = LintCheck.where(catalog, form) + " asm";
            String problem = templates.problems().get(form);
            if (problem != null) {
                findings.add(LintFinding.error(where, problem));
                continue;
            }
            AsmTemplate template = templates.of(form).orElseThrow();
            Set<String> written = new HashSet<>();
            template.alternatives().forEach(a -> written.addAll(a.writtenFields()));
            for (Field field : form.fields()) {
                if (!written.contains(field.name())) {
                    findings.add(LintFinding.warning(
                            where,
                            "no alternative of '" + form.asm() + "' writes field " + field.name()
                                    + ", so assembly can only encode it as 0"));
                }
            }
        }
        for (Instruction instruction : catalog.instructions()) {
            Set<String> forms = new HashSet<>();
            instruction.forms().forEach(f -> forms.add(f.asm()));
            var assembly = instruction.raw().path("assembly");
            for (int i = 0; i < assembly.size(); i++) {
                if (!forms.contains(assembly.get(i).asText())) {
                    findings.add(LintFinding.warning(
                            instruction.source() + " assembly[" + i + "]",
                            "'" + assembly.get(i).asText() + "' is not the asm of any of its catalog_records"));
                }
            }
        }
    }
}
