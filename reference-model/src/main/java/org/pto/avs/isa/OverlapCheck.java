package org.pto.avs.isa;

import java.util.List;

/**
 * Two forms of one length overlap when some word matches both: their matches agree on every bit both masks fix.
 * The decoder takes the form with more fixed bits, so an overlap with unequal specificity is resolved (INFO) and
 * one with equal specificity is ambiguous (ERROR). The check runs over every decoded form: the records and the
 * ISA's decode table; an overlap the spec lists as reviewed says so, with the spec's reason.
 */
final class OverlapCheck implements LintCheck {

    @Override
    public void check(Catalog catalog, List<LintFinding> findings) {
        List<Form> forms = catalog.decodeForms();
        for (int i = 0; i < forms.size(); i++) {
            for (int j = i + 1; j < forms.size(); j++) {
                Form a = forms.get(i);
                Form b = forms.get(j);
                if (a.lengthBits() != b.lengthBits() || ((a.match() ^ b.match()) & a.mask() & b.mask()) != 0) {
                    continue;
                }
                String example = String.format("0x%0" + a.lengthBits() / 4 + "X", a.match() | b.match());
                String both = a + " and " + b + " can match the same word (for example " + example + ")";
                if (a.specificity() == b.specificity()) {
                    findings.add(LintFinding.error(
                            LintCheck.where(catalog, a),
                            both + " and fix equally many bits (" + a.specificity() + "), so decoding is ambiguous"));
                } else {
                    Form winner = a.specificity() > b.specificity() ? a : b;
                    String reviewed = catalog.isaTable()
                            .reviewedReason(a, b)
                            .map(r -> "; reviewed by the spec: " + r)
                            .orElse("");
                    findings.add(LintFinding.info(
                            LintCheck.where(catalog, a),
                            both + "; the more specific mask of " + winner + " (" + winner.specificity()
                                    + " fixed bits) decides" + reviewed));
                }
            }
        }
    }
}
