package org.pto.avs.isa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

/**
 * The TEPL operation table is read as the spec partitions the selectors: each of 0x000..0x07F assigned to one
 * operation or in one reserved range, never both and never neither.
 */
class TileOperationTableTest {

    private static final String HEAD = "{\"format\": \"pto-avs-tepl-operations/1\", \"source\": {\"commit\": \"c\"},";

    private static JsonNode json(String text) throws Exception {
        return new ObjectMapper().readTree(text);
    }

    private static TileOperationTable read(String operations, String reserved) throws Exception {
        return TileOperationTableReader.read(
                json(HEAD + "\"operations\": [" + operations + "], \"reserved\": [" + reserved + "]}"), "t.json");
    }

    private static String op(String selector, int mode, int function) {
        return "{\"selector\": \"" + selector + "\", \"name\": \"OP" + selector + "\", \"mode\": " + mode
                + ", \"function\": " + function + ", \"engine\": \"VEC\"}";
    }

    @Test
    void aTableThatCoversEverySelectorOnceIsRead() throws Exception {
        TileOperationTable table =
                read(op("0x000", 0, 0) + ", " + op("0x021", 1, 1), "[\"0x001\", \"0x020\"], [\"0x022\", \"0x07F\"]");
        assertEquals(2, table.assigned().size());
        assertEquals(
                "OP0x021",
                table.operation(TileOperationTable.selector(1, 1)).orElseThrow().name());
        assertEquals(true, table.operation(0x05).isEmpty());
        assertEquals("c", table.commit());
    }

    @Test
    void aSelectorNeitherAssignedNorReservedIsAnError() {
        CatalogException e =
                assertThrows(CatalogException.class, () -> read(op("0x000", 0, 0), "[\"0x002\", \"0x07F\"]"));
        assertEquals("t.json: selector 0x001 is neither assigned nor reserved", e.getMessage());
    }

    @Test
    void aSelectorBothAssignedAndReservedIsAnError() {
        CatalogException e =
                assertThrows(CatalogException.class, () -> read(op("0x000", 0, 0), "[\"0x000\", \"0x07F\"]"));
        assertEquals("t.json reserved[0]: selector 0x000 is already assigned or reserved", e.getMessage());
    }

    @Test
    void aSelectorThatIsNotItsModeAndFunctionIsAnError() {
        CatalogException e =
                assertThrows(CatalogException.class, () -> read(op("0x021", 0, 1), "[\"0x000\", \"0x020\"]"));
        assertEquals("t.json operations[0]: selector 0x021 is not Mode 0, Function 1", e.getMessage());
    }

    @Test
    void theBundledTableNamesItsSpecCommit() {
        assertEquals(
                "e599a3d36ebfad43362ff591ea5e128816c684c7",
                Catalog.standard().teplOperations().commit());
    }
}
