package org.pto.avs.cases;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.StateRecord;

/**
 * The case format's table of state records lists exactly the records the catalog declares, each with the instruction
 * that declares it and its shape: a record added to a catalog record and not to the table fails here.
 */
class StateRecordTableTest {

    private static final Path CASE_FORMAT = Path.of(System.getProperty("basedir", "."), "README.md");

    /** A row: {@code | `loop_bounds` | B.DIM | record | ... |}. */
    private static final Pattern ROW =
            Pattern.compile("(?m)^\\| `([a-z][a-z0-9_]*)` \\| ([A-Z][A-Z0-9.]*) \\| (record|list|value) \\|");

    @Test
    void theTableListsEveryDeclaredRecordWithItsInstructionAndShape() throws IOException {
        Map<String, String> stated = new TreeMap<>();
        Matcher row = ROW.matcher(Files.readString(CASE_FORMAT));
        while (row.find()) {
            stated.put(row.group(1), row.group(2) + " " + row.group(3));
        }
        Map<String, String> declared = new TreeMap<>();
        for (StateRecord record : Catalog.standard().stateRecords().values()) {
            declared.put(
                    record.name(), record.owner() + " " + record.shape().name().toLowerCase(Locale.ROOT));
        }
        assertEquals(
                declared,
                stated,
                "the table under \"State records\" in avs-cases/README.md: one row per state_records entry of the"
                        + " catalog (name, declaring instruction, shape)");
    }
}
