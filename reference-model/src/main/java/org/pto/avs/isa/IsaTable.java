package org.pto.avs.isa;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * The decode table of the whole PTO ISA: the decode identity, handler and constraints of every form of the public
 * spec's block command and scalar catalogs, with where each was taken from. The subset's instruction records model a
 * few of these forms; the others decode so that a device can tell a real form it does not implement (unsupported,
 * semantics §1) from a word of no form (Fault_IllegalInstruction). The table follows the seed's line for every form a
 * record models ({@link #seedLine}: the seed's B.IOS, the S2 line's B.IOT, B.ASSEMBLE and B.SUBVIEW), so each record
 * can be checked against it ({@code TableAgreementCheck}); a record still wins over the table's form of the same form
 * id or the same identity when the two decode.
 *
 * @param resource where the table was read from, for messages
 * @param source   the spec repository, commit and version the forms were carried over from
 * @param forms    the table's forms in its order, each with {@link Form#fromRecord()} false and no fields
 * @param reviewed overlaps the spec itself reviewed, by its form ids
 * @param seedLine the forms taken from another commit than {@code source}'s, each with that commit
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record IsaTable(
        String resource, Source source, List<Form> forms, List<ReviewedOverlap> reviewed, List<LineSource> seedLine) {

    /** No table: a catalog without one decodes only its records' forms. */
    public static final IsaTable NONE =
            new IsaTable("", new Source("", "", "", "", Map.of()), List.of(), List.of(), List.of());

    public IsaTable {
        forms = List.copyOf(forms);
        reviewed = List.copyOf(reviewed);
        seedLine = List.copyOf(seedLine);
    }

    /** Where the table took the form {@code formId} from, when not from {@code source}'s commit. */
    public Optional<LineSource> lineOf(String formId) {
        return seedLine.stream().filter(s -> s.formId().equals(formId)).findFirst();
    }

    /** Where the forms come from: {@code catalogs} maps the table's catalog names to their paths in the repository. */
    public record Source(
            String repository,
            String commit,
            String describe,
            String architectureVersion,
            Map<String, String> catalogs) {

        public Source {
            catalogs = Map.copyOf(catalogs);
        }

        /** {@code https://github.com/PTO-ISA/pto-spec @ e599a3d3 (v0.58.2-21-ge599a3d3, architecture 0.58.3)}. */
        @Override
        public String toString() {
            return repository + " @ " + commit.substring(0, Math.min(8, commit.length())) + " (" + describe
                    + ", architecture " + architectureVersion + ")";
        }
    }

    /** An overlap the spec lists as intended, with its reason. */
    public record ReviewedOverlap(String broadFormId, String narrowFormId, String reason) {}

    /** The table's form of this decode identity, if any. */
    public Optional<Form> sameIdentity(Form form) {
        return forms.stream().filter(f -> sameIdentity(f, form)).findFirst();
    }

    /** The spec's reason for the overlap of {@code a} and {@code b} (forms of records are found by identity). */
    public Optional<String> reviewedReason(Form a, Form b) {
        String idA = specFormId(a);
        String idB = specFormId(b);
        return reviewed.stream()
                .filter(r -> r.broadFormId().equals(idA) && r.narrowFormId().equals(idB)
                        || r.broadFormId().equals(idB) && r.narrowFormId().equals(idA))
                .map(ReviewedOverlap::reason)
                .findFirst();
    }

    private String specFormId(Form form) {
        return form.fromRecord() ? sameIdentity(form).map(Form::formId).orElse(form.formId()) : form.formId();
    }

    static boolean sameIdentity(Form a, Form b) {
        return a.lengthBits() == b.lengthBits() && a.mask() == b.mask() && a.match() == b.match();
    }
}
