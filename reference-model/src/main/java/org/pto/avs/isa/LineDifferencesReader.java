package org.pto.avs.isa;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/** Reads the catalog's accepted record-to-table differences ({@code isa/line-differences.json}, {@value #FORMAT}). */
final class LineDifferencesReader {

    static final String FORMAT = "pto-avs-line-differences/1";

    private LineDifferencesReader() {}

    static List<LineDifference> read(JsonNode node, String resource) {
        String format = CatalogLoader.text(node, "format", resource);
        if (!FORMAT.equals(format)) {
            throw new CatalogException(resource + ": format " + format + " is not " + FORMAT);
        }
        List<LineDifference> differences = new ArrayList<>();
        JsonNode entries = CatalogLoader.array(node, "differences", resource);
        for (int i = 0; i < entries.size(); i++) {
            JsonNode entry = entries.get(i);
            String where = resource + " differences[" + i + "]";
            String field = CatalogLoader.text(entry, "field", where);
            if (!TableAgreementCheck.FIELDS.contains(field)) {
                throw new CatalogException(
                        where + ": field " + field + " is not one of " + String.join(", ", TableAgreementCheck.FIELDS));
            }
            String reason = CatalogLoader.text(entry, "reason", where);
            if (reason.isBlank()) {
                throw new CatalogException(where + ": an accepted difference needs its reason");
            }
            differences.add(new LineDifference(
                    CatalogLoader.text(entry, "form_id", where),
                    field,
                    CatalogLoader.text(entry, "record", where),
                    CatalogLoader.text(entry, "table", where),
                    reason));
        }
        return List.copyOf(differences);
    }
}
