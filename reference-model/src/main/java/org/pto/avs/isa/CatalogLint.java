package org.pto.avs.isa;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apiguardian.api.API;

/**
 * Checks that a catalog is one the generic codec can honour: field layouts, match and mask, constraints,
 * assembly templates, the contract examples (each must assemble and round-trip), overlaps between forms, bits
 * that neither mask nor field owns, and that every record is the decode table's form of its id and names its source. Findings come sorted by severity, then in catalog order.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class CatalogLint {

    private static final List<LintCheck> CHECKS = List.of(
            new FieldLayoutCheck(),
            new MatchMaskCheck(),
            new ConstraintCheck(),
            new TemplateCheck(),
            new ExampleCheck(),
            new OverlapCheck(),
            new TableAgreementCheck(),
            new RecordSourceCheck(),
            new UnownedBitsCheck(),
            new ProfileCheck());

    private final Catalog catalog;

    public CatalogLint(Catalog catalog) {
        this.catalog = catalog;
    }

    public List<LintFinding> findings() {
        List<LintFinding> findings = new ArrayList<>();
        for (LintCheck check : CHECKS) {
            check.check(catalog, findings);
        }
        findings.sort(Comparator.comparing(LintFinding::severity));
        return List.copyOf(findings);
    }
}
