package org.pto.avs.cli;

import static org.pto.avs.cli.ExitStatus.OK;
import static org.pto.avs.cli.ExitStatus.REFUSED;

import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.Callable;
import org.pto.avs.isa.CatalogException;
import org.pto.avs.isa.CatalogLint;
import org.pto.avs.isa.LintFinding;
import org.pto.avs.isa.LintFinding.Severity;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code lint [--strict]}: checks the catalog and prints its findings grouped by severity. */
@Command(
        name = "lint",
        description = {
            "check the catalog: field layouts, masks, constraints, templates, examples, overlaps",
            "Checks the catalog the codec reads: field pieces inside the word and the field width, match"
                    + " inside mask, no field bit inside the mask, constraint values inside the field range,"
                    + " templates that resolve, every contract example assembles and round-trips, overlaps between"
                    + " forms, bits owned by neither mask nor field, and the profile tables. Prints the findings"
                    + " grouped by severity (ERROR, WARNING, INFO).",
            "The bundled catalog has one known ERROR: the seed example 'B.IOS S1, mask=0011' is not"
                    + " encodable (mask 0011 is not in the PEMode table), so 'lint --strict' exits 1 on it."
        },
        exitCodeList = {
            "0:the catalog was checked (even with errors, unless --strict)",
            "1:--strict and an ERROR was found, or the catalog cannot be read",
            "2:usage error"
        })
final class LintCommand implements Callable<Integer> {

    @Option(names = "--strict", description = "exit 1 when any ERROR is found")
    private boolean strict;

    @Mixin
    private CatalogOption catalog;

    private final PrintStream out;
    private final PrintStream err;

    LintCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    @Override
    public Integer call() {
        List<LintFinding> findings;
        try {
            findings = new CatalogLint(catalog.catalog()).findings();
        } catch (CatalogException e) {
            err.println("error: " + e.getMessage());
            return REFUSED;
        }
        for (Severity severity : Severity.values()) {
            List<LintFinding> group =
                    findings.stream().filter(f -> f.severity() == severity).toList();
            if (group.isEmpty()) {
                continue;
            }
            out.println(severity + " (" + group.size() + ")");
            for (LintFinding finding : group) {
                out.println("  " + finding.where());
                out.println("    " + finding.message());
            }
        }
        long errors = count(findings, Severity.ERROR);
        out.println(errors + " error(s), " + count(findings, Severity.WARNING) + " warning(s), "
                + count(findings, Severity.INFO) + " info");
        return strict && errors > 0 ? REFUSED : OK;
    }

    private static long count(List<LintFinding> findings, Severity severity) {
        return findings.stream().filter(f -> f.severity() == severity).count();
    }
}
