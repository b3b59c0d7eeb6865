package org.pto.avs.isa;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reads the ISA's decode table ({@code isa/decode-table.json}, format {@value #FORMAT}). */
final class IsaTableReader {

    static final String FORMAT = "pto-avs-decode-table/1";

    private IsaTableReader() {}

    static IsaTable read(JsonNode node, String resource) {
        String format = CatalogLoader.text(node, "format", resource);
        if (!FORMAT.equals(format)) {
            throw new CatalogException(resource + ": format " + format + " is not " + FORMAT);
        }
        JsonNode source = node.path("source");
        String sw = resource + " source";
        Map<String, String> catalogs = new LinkedHashMap<>();
        source.path("catalogs")
                .fields()
                .forEachRemaining(e -> catalogs.put(e.getKey(), e.getValue().asText()));
        IsaTable.Source from = new IsaTable.Source(
                CatalogLoader.text(source, "repository", sw),
                CatalogLoader.text(source, "commit", sw),
                CatalogLoader.text(source, "describe", sw),
                CatalogLoader.text(source, "architecture_version", sw),
                catalogs);
        List<Form> forms = new ArrayList<>();
        JsonNode entries = CatalogLoader.array(node, "forms", resource);
        for (int i = 0; i < entries.size(); i++) {
            forms.add(form(entries.get(i), resource + " forms[" + i + "]"));
        }
        List<IsaTable.ReviewedOverlap> reviewed = new ArrayList<>();
        for (JsonNode r : node.path("reviewed_overlaps")) {
            String rw = resource + " reviewed_overlaps";
            reviewed.add(new IsaTable.ReviewedOverlap(
                    CatalogLoader.text(r, "broad_form_id", rw),
                    CatalogLoader.text(r, "narrow_form_id", rw),
                    CatalogLoader.text(r, "reason", rw)));
        }
        List<LineSource> seedLine = new ArrayList<>();
        JsonNode lines = node.path("seed_line");
        for (int i = 0; i < lines.size(); i++) {
            String lw = resource + " seed_line[" + i + "]";
            JsonNode l = lines.get(i);
            seedLine.add(new LineSource(
                    CatalogLoader.text(l, "form_id", lw),
                    CatalogLoader.text(l, "commit", lw),
                    CatalogLoader.text(l, "path", lw),
                    CatalogLoader.text(l, "line", lw)));
        }
        return new IsaTable(resource, from, forms, reviewed, seedLine);
    }

    private static Form form(JsonNode node, String where) {
        int length = CatalogLoader.integer(node, "length_bits", where);
        if (length != 16 && length != 32 && length != 48 && length != 64) {
            throw new CatalogException(where + ": 'length_bits' must be 16, 32, 48 or 64, got " + length);
        }
        String mnemonic = CatalogLoader.text(node, "mnemonic", where);
        return new Form(
                CatalogLoader.text(node, "form_id", where),
                mnemonic,
                mnemonic,
                "",
                length,
                hex(node, "mask", length, where),
                hex(node, "match", length, where),
                List.of(),
                CatalogLoader.constraints(node, where),
                node.path("handler").asText(""),
                "",
                "",
                "",
                CatalogLoader.text(node, "status", where),
                false);
    }

    /** A {@code 0x...} value of exactly {@code length / 4} hex digits. */
    private static long hex(JsonNode node, String key, int length, String where) {
        String text = CatalogLoader.text(node, key, where);
        int digits = length / 4;
        if (!text.matches("0[xX][0-9a-fA-F]{" + digits + "}")) {
            throw new CatalogException(where + ": '" + key + "' must be 0x and " + digits + " hex digits for a "
                    + length + "-bit form, got " + text);
        }
        return Long.parseUnsignedLong(text.substring(2), 16);
    }
}
