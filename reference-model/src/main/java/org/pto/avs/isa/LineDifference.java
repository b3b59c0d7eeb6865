package org.pto.avs.isa;

import org.apiguardian.api.API;

/**
 * A difference between an instruction record and the decode table's form of the same form id that the catalog
 * accepts, with its reason: the two follow different spec lines in this one point. {@code record} and {@code table}
 * are the two values as {@link TableAgreementCheck} writes them, so the allowance covers exactly this difference.
 *
 * @param field one of {@link TableAgreementCheck#FIELDS}
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record LineDifference(String formId, String field, String record, String table, String reason) {

    boolean covers(String formId, String field, String record, String table) {
        return this.formId.equals(formId)
                && this.field.equals(field)
                && this.record.equals(record)
                && this.table.equals(table);
    }
}
