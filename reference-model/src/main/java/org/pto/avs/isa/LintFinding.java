package org.pto.avs.isa;

import org.apiguardian.api.API;

/**
 * One finding of {@link CatalogLint}.
 *
 * @param where the catalog resource and the part of it, for example
 *              {@code pto-avs/catalog/block/B.IOS.json contract.examples[0]}
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record LintFinding(Severity severity, String where, String message) {

    /** ERROR: the catalog states something the codec cannot honour. WARNING: suspicious. INFO: worth knowing. */
    public enum Severity {
        ERROR,
        WARNING,
        INFO
    }

    static LintFinding error(String where, String message) {
        return new LintFinding(Severity.ERROR, where, message);
    }

    static LintFinding warning(String where, String message) {
        return new LintFinding(Severity.WARNING, where, message);
    }

    static LintFinding info(String where, String message) {
        return new LintFinding(Severity.INFO, where, message);
    }

    @Override
    public String toString() {
        return severity + " " + where + ": " + message;
    }
}
