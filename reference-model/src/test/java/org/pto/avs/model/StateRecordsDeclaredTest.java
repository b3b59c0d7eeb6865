package org.pto.avs.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.Observable;
import org.pto.avs.device.Observation;
import org.pto.avs.device.RunRequest;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.RecordField;
import org.pto.avs.isa.StateRecord;
import org.pto.avs.model.generator.ProgramGenerator;
import org.pto.avs.model.random.GeneratedProgram;
import org.pto.avs.model.random.Specs;

/**
 * The model reports exactly the state records its catalog declares, and every value it reports fits its declaration:
 * the names, the fields and their types are the catalog's, never the model's own.
 */
class StateRecordsDeclaredTest {

    private static final Catalog CATALOG = Catalog.standard();
    private static final ReferenceModel MODEL = ReferenceModel.standard();

    @Test
    void aFreshMachineReportsEveryDeclaredRecordAndNoOther() {
        Observation observation = MODEL.start(MachineState.RESET).observe();
        assertEquals(CATALOG.stateRecords().keySet(), observation.records().keySet());
        assertEquals(new TreeSet<>(CATALOG.stateRecords().keySet()), new TreeSet<>(MODEL.records()));
    }

    @Test
    void everyValueOfTwoThousandRandomProgramsFitsItsDeclaration() {
        ProgramGenerator generator = new ProgramGenerator(CATALOG, Specs.of(4321, 2000, 12));
        Map<String, Integer> held = new TreeMap<>();
        for (int i = 0; i < 2000; i++) {
            GeneratedProgram program = generator.program(i);
            String which = "program " + i;
            Observation observation = MODEL.run(new RunRequest(
                    program.initial(), program.words(), Set.of(Observable.STEP_OUTCOMES), List.of(), MODEL.records()));
            assertEquals(MODEL.records(), observation.records().keySet(), which);
            observation.records().forEach((name, value) -> {
                fits(CATALOG.stateRecords().get(name), value, name + " of " + which);
                if (value != null
                        && !(value instanceof List<?> l && l.isEmpty())
                        && !(value instanceof Map<?, ?> m && m.isEmpty())
                        && !Boolean.FALSE.equals(value)) {
                    held.merge(name, 1, Integer::sum);
                }
            });
        }
        // Each record is held by some program: a record no program fills would be checked by nothing here.
        assertEquals(CATALOG.stateRecords().keySet(), held.keySet(), held::toString);
    }

    private static void fits(StateRecord declaration, Object value, String where) {
        if (value == null) {
            return;
        }
        switch (declaration.shape()) {
            case VALUE -> field(declaration.fields().get(0), value, where);
            case RECORD -> fields(declaration, value, where);
            case LIST -> {
                assertTrue(value instanceof List<?>, where + ": a list");
                ((List<?>) value).forEach(entry -> fields(declaration, entry, where));
            }
        }
    }

    private static void fields(StateRecord declaration, Object value, String where) {
        if (!(value instanceof Map<?, ?> fields)) {
            fail(where + ": expected fields, got " + value);
            return;
        }
        fields.forEach((name, fieldValue) -> field(
                declaration
                        .field((String) name)
                        .orElseThrow(() -> new AssertionError(where + ": undeclared field " + name)),
                fieldValue,
                where + "." + name));
        for (RecordField field : declaration.fields()) {
            assertTrue(field.optional() || fields.containsKey(field.name()), where + ": no " + field.name());
        }
    }

    private static void field(RecordField field, Object value, String where) {
        switch (field.type()) {
            case BOOLEAN -> assertTrue(value instanceof Boolean, where + ": " + value);
            case TEXT -> assertTrue(value instanceof String, where + ": " + value);
            case MASK -> assertTrue(value instanceof String s && s.matches("[01]{4}"), where + ": " + value);
            case UNSIGNED_LIST -> assertTrue(value instanceof List<?>, where + ": " + value);
            default ->
                assertTrue(
                        value instanceof Long n && (field.width() >= 63 || (n >= 0 && n < (1L << field.width())))
                                || value instanceof String && field.width() == 64,
                        where + ": " + value);
        }
    }
}
