package org.pto.avs.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.RecordField;
import org.pto.avs.isa.StateRecord;
import org.pto.avs.model.generator.ProgramGenerator;
import org.pto.avs.model.random.GeneratedProgram;
import org.pto.avs.model.random.Specs;

/**
 * The state records the model reports are the ones the catalog declares ({@code state_records}): the same names, each
 * value of the declared shape, every field reported declared with a value of its type and width, every declared field
 * reported, and at reset each record holds what its fields' reset values say. The states are those after every word of
 * random programs, which write every header command.
 */
class StateRecordsMatchTheCatalogTest {

    private static final Catalog CATALOG = Catalog.standard();
    private static final Map<String, StateRecord> DECLARED = CATALOG.stateRecords();

    @Test
    void everyReportedRecordAndFieldIsDeclaredAndEveryDeclaredOneIsReported() {
        Set<String> seenHolding = new TreeSet<>();
        Set<String> seenFields = new TreeSet<>();
        List<String> problems = new ArrayList<>();
        ProgramGenerator generator = new ProgramGenerator(CATALOG, Specs.of(2718, 1500, 12));
        for (int i = 0; i < 1500 && problems.size() < 20; i++) {
            GeneratedProgram program = generator.program(i);
            Session session = ReferenceModel.standard().start(program.initial());
            for (ProgramWord word : program.words()) {
                session.step(word);
                Map<String, Object> records = session.observe().records();
                String where = "program " + i;
                assertEquals(DECLARED.keySet(), records.keySet(), "the records the model reports, " + where);
                records.forEach(
                        (name, value) -> check(DECLARED.get(name), value, where, problems, seenHolding, seenFields));
            }
        }
        if (!problems.isEmpty()) {
            fail("records that differ from their declaration:\n  " + String.join("\n  ", problems));
        }
        assertEquals(DECLARED.keySet(), seenHolding, "records seen holding a value");
        Set<String> declaredFields = new TreeSet<>();
        DECLARED.values().forEach(r -> r.fields().forEach(f -> declaredFields.add(r.name() + "." + f.name())));
        assertEquals(declaredFields, seenFields, "declared fields seen reported");
    }

    @Test
    void atResetEveryRecordHoldsWhatItsDeclaredResetValuesSay() {
        Map<String, Object> records = Machines.reset().observe().records();
        for (StateRecord record : DECLARED.values()) {
            Object expected = switch (record.shape()) {
                case LIST -> List.of();
                case VALUE -> record.fields().get(0).reset();
                case RECORD -> resetRecord(record);
            };
            assertEquals(expected, records.get(record.name()), record.name());
        }
    }

    /** The fields' reset values, or null when a field that is not optional has none (the record is absent). */
    private static Map<String, Object> resetRecord(StateRecord record) {
        Map<String, Object> fields = new LinkedHashMap<>();
        for (RecordField field : record.fields()) {
            if (field.reset() != null) {
                fields.put(field.name(), field.reset());
            } else if (!field.optional()) {
                return null;
            }
        }
        return fields;
    }

    private static void check(
            StateRecord record,
            Object value,
            String where,
            List<String> problems,
            Set<String> seenHolding,
            Set<String> seenFields) {
        String at = record.name() + " in " + where;
        if (value == null) {
            if (record.shape() != StateRecord.Shape.RECORD) {
                problems.add(at + ": null, but a " + record.shape() + " is never null");
            }
            return;
        }
        switch (record.shape()) {
            case VALUE -> {
                seenHolding.add(record.name());
                seenFields.add(record.name() + "." + record.fields().get(0).name());
                checkValue(record.fields().get(0), value, at, problems);
            }
            case RECORD -> {
                if (value instanceof Map<?, ?> map) {
                    if (!map.isEmpty()) {
                        seenHolding.add(record.name());
                    }
                    checkFields(record, map, at, problems, seenFields);
                } else {
                    problems.add(at + ": " + value + " is no record");
                }
            }
            case LIST -> {
                if (value instanceof List<?> list) {
                    for (Object entry : list) {
                        seenHolding.add(record.name());
                        if (entry instanceof Map<?, ?> map) {
                            checkFields(record, map, at, problems, seenFields);
                        } else {
                            problems.add(at + ": entry " + entry + " is no record");
                        }
                    }
                } else {
                    problems.add(at + ": " + value + " is no list");
                }
            }
        }
    }

    private static void checkFields(
            StateRecord record, Map<?, ?> map, String at, List<String> problems, Set<String> seenFields) {
        for (Map.Entry<?, ?> entry : map.entrySet()) {
            RecordField field = record.field(String.valueOf(entry.getKey())).orElse(null);
            if (field == null) {
                problems.add(at + ": field " + entry.getKey() + " is not declared");
                continue;
            }
            seenFields.add(record.name() + "." + field.name());
            checkValue(field, entry.getValue(), at + "." + field.name(), problems);
        }
        for (RecordField field : record.fields()) {
            if (!field.optional() && !map.containsKey(field.name())) {
                problems.add(at + ": field " + field.name() + " is missing");
            }
        }
    }

    private static void checkValue(RecordField field, Object value, String at, List<String> problems) {
        boolean fits = switch (field.type()) {
            case BOOLEAN -> value instanceof Boolean;
            case UNSIGNED -> fitsWidth(value, field.width());
            case MASK -> value instanceof String text && text.matches("[01]{4}");
            case TEXT -> value instanceof String;
            case UNSIGNED_LIST ->
                value instanceof List<?> list && list.stream().allMatch(v -> fitsWidth(v, field.width()));
        };
        if (!fits) {
            problems.add(at + ": " + value + " is not a " + field.type().spelling() + " of width " + field.width());
        }
    }

    /** A number within the width, or a decimal text for a 64-bit value beyond a signed long. */
    private static boolean fitsWidth(Object value, int width) {
        if (value instanceof Long number) {
            return number >= 0 && (width >= 63 || number < 1L << width);
        }
        return value instanceof String text && text.matches("[0-9]+") && width >= 64;
    }
}
