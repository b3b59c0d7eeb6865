package org.pto.avs.isa;

import java.util.List;

/**
 * Two forms of one length overlap when some word matches both: their matches agree on every bit both masks fix.
 * The decoder takes the form with more fixed bits, so an overlap with unequal specificity is resolved (INFO) and
 * one with equal specificity is ambiguous (ERROR).
 */
final class OverlapCheck implements LintCheck {

    @Override
    public void check(Catalog catalog, List<LintFinding> findings) {
        List<Form> forms = catalog.forms();
        for (int i = 0; i < forms.size(); i++) {
            for (int j = i + 1; j < forms.size(); j++) {
                Form a = forms.get(i);
                Form b = forms.get(j);
                if (a.lengthBits() != b.lengthBits() || ((a.match() ^ b.match()) & a.mask() & b.mask()) != 0) {
                    continue;
                }
                String example = String.format(a.lengthBits() == 16 ? "0x%04X" : "0x%08X", a.match() | b.match());
                String both = a + " and " + b + " can match the same word (for example " + example + ")";
                if (a.specificity() == b.specificity()) {
                    findings.add(LintFinding.error(LintCheck.where(catalog, a), both + " and fix equally many bits ("
                            + a.specificity() + "), so decoding is ambiguous"));
                } else {
                    Form winner = a.specificity() > b.specificity() ? a : b;
                    findings.add(LintFinding.info(LintCheck.where(catalog, a), both + "; the more specific mask of "
                            + winner + " (" + winner.specificity() + " fixed bits) decides"));
                }
            }
        }
    }
}
