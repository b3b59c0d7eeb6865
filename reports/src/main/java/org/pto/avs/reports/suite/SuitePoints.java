package org.pto.avs.reports.suite;

import java.util.Set;
import java.util.TreeSet;
import org.apiguardian.api.API;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Instruction;

/** The suite's points: every AVS id the catalog's instructions list in their {@code tests}. */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class SuitePoints {

    private SuitePoints() {}

    /** Every mandated AVS id, sorted. */
    public static Set<String> all() {
        Set<String> ids = new TreeSet<>();
        for (Instruction instruction : Catalog.standard().instructions()) {
            ids.addAll(instruction.tests());
        }
        return ids;
    }
}
