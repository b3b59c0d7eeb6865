package org.pto.avs.isa;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Every instruction record is the spec's record: it agrees with the decode table's form of its form id in mnemonic,
 * handler, match, mask, length and constraints, and names the commit the table took that form from. A difference is
 * an error unless the catalog's accepted differences ({@link Catalog#lineDifferences()}) list it with its reason, and
 * an accepted difference that no longer occurs is an error too, so the list stays true. A catalog without a decode
 * table has nothing to agree with.
 */
final class TableAgreementCheck implements LintCheck {

    /** The points compared, by their names in the record. */
    static final List<String> FIELDS = List.of(
            "form_id", "mnemonic", "semantic_handler", "match", "mask", "length_bits", "constraints", "source.commit");

    @Override
    public void check(Catalog catalog, List<LintFinding> findings) {
        IsaTable table = catalog.isaTable();
        if (table == IsaTable.NONE) {
            return;
        }
        List<LineDifference> unused = new ArrayList<>(catalog.lineDifferences());
        for (Instruction instruction : catalog.instructions()) {
            for (Form record : instruction.forms()) {
                String where = LintCheck.where(catalog, record);
                for (Map.Entry<String, String[]> difference :
                        differences(instruction, record, table).entrySet()) {
                    String field = difference.getKey();
                    String ours = difference.getValue()[0];
                    String theirs = difference.getValue()[1];
                    Optional<LineDifference> accepted = unused.stream()
                            .filter(d -> d.covers(record.formId(), field, ours, theirs))
                            .findFirst();
                    accepted.ifPresent(unused::remove);
                    String text = field + " " + ours + " differs from the decode table's " + theirs + " ("
                            + table.source() + ")";
                    findings.add(accepted.map(d -> LintFinding.info(where, text + ", accepted: " + d.reason()))
                            .orElseGet(() -> LintFinding.error(where, text)));
                }
            }
        }
        for (LineDifference stale : unused) {
            findings.add(LintFinding.error(
                    catalog.lineDifferencesResource() + " " + stale.formId(),
                    "the accepted difference in " + stale.field() + " (record " + stale.record() + ", table "
                            + stale.table() + ") no longer occurs: remove it"));
        }
    }

    /** Each compared point where the record and the table disagree: field, then {record's, table's}. */
    private static Map<String, String[]> differences(Instruction instruction, Form record, IsaTable table) {
        Map<String, String[]> found = new LinkedHashMap<>();
        Optional<Form> same = table.forms().stream()
                .filter(f -> f.formId().equals(record.formId()))
                .findFirst();
        if (same.isEmpty()) {
            String theirs = table.sameIdentity(record).map(Form::formId).orElse("(no form of this id or encoding)");
            found.put("form_id", new String[] {record.formId(), theirs});
            return found;
        }
        Form spec = same.get();
        String digits = "0x%0" + Math.max(record.lengthBits(), spec.lengthBits()) / 4 + "x";
        compare(found, "mnemonic", record.mnemonic(), spec.mnemonic());
        compare(found, "semantic_handler", record.handler(), spec.handler());
        compare(found, "match", String.format(digits, record.match()), String.format(digits, spec.match()));
        compare(found, "mask", String.format(digits, record.mask()), String.format(digits, spec.mask()));
        compare(found, "length_bits", String.valueOf(record.lengthBits()), String.valueOf(spec.lengthBits()));
        compare(found, "constraints", describe(record.constraints()), describe(spec.constraints()));
        String commit = instruction.raw().path("source").path("commit").asText("(none)");
        String taken = table.lineOf(record.formId())
                .map(LineSource::commit)
                .orElse(table.source().commit());
        compare(found, "source.commit", commit, taken);
        return found;
    }

    private static void compare(Map<String, String[]> found, String field, String record, String table) {
        if (!record.equals(table)) {
            found.put(field, new String[] {record, table});
        }
    }

    private static String describe(List<Constraint> constraints) {
        return constraints.isEmpty()
                ? "(none)"
                : constraints.stream().map(Constraint::describe).collect(Collectors.joining("; "));
    }
}
