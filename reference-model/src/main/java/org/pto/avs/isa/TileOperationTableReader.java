package org.pto.avs.isa;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.BitSet;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Reads the TEPL operation table ({@code isa/tepl-operations.json}, format {@value #FORMAT}) and holds it to the
 * spec's own partition: every selector 0..127 is either assigned to one operation or in one reserved range.
 */
final class TileOperationTableReader {

    static final String FORMAT = "pto-avs-tepl-operations/1";

    private TileOperationTableReader() {}

    static TileOperationTable read(JsonNode node, String resource) {
        String format = CatalogLoader.text(node, "format", resource);
        if (!FORMAT.equals(format)) {
            throw new CatalogException(resource + ": format " + format + " is not " + FORMAT);
        }
        String commit = CatalogLoader.text(node.path("source"), "commit", resource + " source");
        SortedMap<Integer, TileOperationTable.Operation> assigned = new TreeMap<>();
        JsonNode operations = CatalogLoader.array(node, "operations", resource);
        for (int i = 0; i < operations.size(); i++) {
            JsonNode o = operations.get(i);
            String where = resource + " operations[" + i + "]";
            int selector = selector(CatalogLoader.text(o, "selector", where), where);
            int mode = CatalogLoader.integer(o, "mode", where);
            int function = CatalogLoader.integer(o, "function", where);
            if (TileOperationTable.selector(mode, function) != selector) {
                throw new CatalogException(
                        where + ": selector " + hex(selector) + " is not Mode " + mode + ", Function " + function);
            }
            String name = CatalogLoader.text(o, "name", where);
            if (assigned.put(
                            selector,
                            new TileOperationTable.Operation(selector, name, CatalogLoader.text(o, "engine", where)))
                    != null) {
                throw new CatalogException(where + ": selector " + hex(selector) + " is assigned twice");
            }
        }
        BitSet reserved = new BitSet(TileOperationTable.SELECTORS);
        JsonNode ranges = CatalogLoader.array(node, "reserved", resource);
        for (int i = 0; i < ranges.size(); i++) {
            String where = resource + " reserved[" + i + "]";
            JsonNode range = ranges.get(i);
            if (!range.isArray() || range.size() != 2) {
                throw new CatalogException(where + ": a reserved range is [first, last]");
            }
            int first = selector(range.get(0).asText(), where);
            int last = selector(range.get(1).asText(), where);
            for (int s = first; s <= last; s++) {
                if (assigned.containsKey(s) || reserved.get(s)) {
                    throw new CatalogException(where + ": selector " + hex(s) + " is already assigned or reserved");
                }
                reserved.set(s);
            }
        }
        for (int s = 0; s < TileOperationTable.SELECTORS; s++) {
            if (!assigned.containsKey(s) && !reserved.get(s)) {
                throw new CatalogException(resource + ": selector " + hex(s) + " is neither assigned nor reserved");
            }
        }
        return new TileOperationTable(resource, commit, assigned);
    }

    private static int selector(String text, String where) {
        if (!text.matches("0[xX][0-9a-fA-F]{1,3}")) {
            throw new CatalogException(where + ": a selector is a hex string such as 0x005, got " + text);
        }
        int value = Integer.parseInt(text.substring(2), 16);
        if (value >= TileOperationTable.SELECTORS) {
            throw new CatalogException(where + ": selector " + text + " lies outside 0x000..0x07F");
        }
        return value;
    }

    private static String hex(int selector) {
        return String.format("0x%03X", selector);
    }
}
