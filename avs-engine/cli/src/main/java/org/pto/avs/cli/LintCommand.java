package org.pto.avs.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import org.pto.avs.isa.CatalogException;
import org.pto.avs.isa.CatalogLint;
import org.pto.avs.isa.LintFinding;
import org.pto.avs.isa.LintFinding.Severity;

/** {@code lint [--strict]}: checks the catalog and prints its findings grouped by severity. */
final class LintCommand implements Command {

    @Override
    public String name() {
        return "lint";
    }

    @Override
    public String summary() {
        return "check the catalog: field layouts, masks, constraints, templates, examples, overlaps";
    }

    @Override
    public List<String> options() {
        return List.of("--strict", CatalogOption.NAME);
    }

    @Override
    public String help() {
        return """
                usage: pto-avs lint [--strict] [--catalog <dir>]

                Checks the catalog the codec reads: field pieces inside the word and the field width, match
                inside mask, no field bit inside the mask, constraint values inside the field range, templates
                that resolve, every contract example assembles and round-trips, overlaps between forms, bits
                owned by neither mask nor field, and the profile tables. Prints the findings grouped by
                severity (ERROR, WARNING, INFO).

                  --strict          exit 1 when any ERROR is found
                """ + CatalogOption.HELP + """

                exit codes: 0 the catalog was checked (even with errors, unless --strict); 1 --strict and an
                ERROR was found, or the catalog cannot be read; 2 usage error.
                The bundled catalog has one known ERROR: the seed example 'B.IOS S1, mask=0011' is not
                encodable (mask 0011 is not in the PEMode table), so 'lint --strict' exits 1 on it.
                """;
    }

    @Override
    public int run(List<String> arguments, PrintStream out, PrintStream err) {
        List<String> args = new ArrayList<>(arguments);
        List<LintFinding> findings;
        boolean strict;
        try {
            var catalog = CatalogOption.take(args);
            strict = args.remove("--strict");
            if (!args.isEmpty()) {
                throw new UsageException("unexpected " + args.get(0));
            }
            findings = new CatalogLint(catalog).findings();
        } catch (UsageException e) {
            err.println("pto-avs lint: " + e.getMessage());
            err.print(help());
            return USAGE;
        } catch (CatalogException e) {
            err.println("error: " + e.getMessage());
            return REFUSED;
        }
        for (Severity severity : Severity.values()) {
            List<LintFinding> group = findings.stream().filter(f -> f.severity() == severity).toList();
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
