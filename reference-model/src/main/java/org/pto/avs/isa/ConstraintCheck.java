package org.pto.avs.isa;

import java.util.List;

/** Every constraint names a field of its form, uses a known operator, and lists values the field can hold. */
final class ConstraintCheck implements LintCheck {

    @Override
    public void check(Catalog catalog, List<LintFinding> findings) {
        for (Form form : catalog.forms()) {
            for (int i = 0; i < form.constraints().size(); i++) {
                Constraint constraint = form.constraints().get(i);
                String where = LintCheck.where(catalog, form) + " constraints[" + i + "]";
                if (!Constraint.OPERATORS.contains(constraint.operator())) {
                    findings.add(LintFinding.error(
                            where,
                            "unknown operator '" + constraint.operator() + "' (the codec knows "
                                    + String.join(", ", Constraint.OPERATORS) + ")"));
                }
                var field = form.field(constraint.field());
                if (field.isEmpty()) {
                    findings.add(LintFinding.error(
                            where,
                            "constrains " + constraint.field() + ", which is not a field of " + form.mnemonic()));
                    continue;
                }
                for (long value : constraint.values()) {
                    if (!field.get().fits(value)) {
                        findings.add(LintFinding.error(
                                where,
                                constraint.field() + " value " + value + " lies outside the field's range 0.."
                                        + field.get().maxValue()));
                    }
                }
            }
        }
    }
}
