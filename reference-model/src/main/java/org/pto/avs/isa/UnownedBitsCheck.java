package org.pto.avs.isa;

import java.util.List;

/**
 * Bits that neither the mask fixes nor a field holds: the decoder ignores them and assembly cannot write them,
 * so a word with such a bit set does not round-trip (B.IOT bits 8:7).
 */
final class UnownedBitsCheck implements LintCheck {

    @Override
    public void check(Catalog catalog, List<LintFinding> findings) {
        for (Form form : catalog.forms()) {
            long unowned = Disassembler.unownedBits(form);
            if (unowned != 0) {
                findings.add(
                        LintFinding.warning(
                                LintCheck.where(catalog, form),
                                "bits " + BitRanges.describe(unowned)
                                        + " are owned by neither the mask nor a field: decoding ignores them and assembly writes 0"));
            }
        }
    }
}
