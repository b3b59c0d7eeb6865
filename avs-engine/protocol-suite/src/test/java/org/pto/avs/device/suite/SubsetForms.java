package org.pto.avs.device.suite;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Constraint;
import org.pto.avs.isa.Field;
import org.pto.avs.isa.FieldPiece;
import org.pto.avs.isa.Form;

/**
 * The forms of the catalog's instruction records as the example Python device reads them ({@code subset-forms.json}
 * beside {@code device.py}): each form's decode identity, handler, fields with their bit pieces, and for each
 * constrained field the values its catalog constraints admit, so the device needs no operator of its own; and the TEPL
 * selectors the spec's operation table assigns.
 */
final class SubsetForms {

    /** The file's name, beside {@code device.py}. */
    static final String FILE = "subset-forms.json";

    private static final ObjectMapper JSON = new ObjectMapper();

    private SubsetForms() {}

    /** The file's text: one form per block of lines, in the catalog's order. */
    static String json(Catalog catalog, String regenerate) {
        List<String> forms = new ArrayList<>();
        for (Form form : catalog.forms()) {
            forms.add(form(form));
        }
        return "{\n"
                + "  \"about\": "
                + text("The forms of the catalog's instruction records, in the catalog's order, derived"
                        + " from reference-model/src/main/resources/pto-avs/catalog; do not edit: " + regenerate)
                + ",\n"
                + "  \"forms\": [\n" + String.join(",\n", forms) + "\n  ],\n"
                + "  \"tepl_selectors\": " + teplSelectors(catalog) + "\n}\n";
    }

    /**
     * The TEPL Mode:Function selectors (Mode << 5 | Function) the spec's operation table assigns: BSTART.TEPL with any
     * other is Fault_IllegalInstruction.
     */
    private static String teplSelectors(Catalog catalog) {
        return catalog.teplOperations().assigned().keySet().stream()
                .map(Object::toString)
                .collect(Collectors.joining(", ", "[", "]"));
    }

    private static String form(Form form) {
        List<String> lines = new ArrayList<>();
        lines.add("\"form_id\": " + text(form.formId()));
        lines.add("\"mnemonic\": " + text(form.mnemonic()));
        lines.add("\"handler\": " + text(form.handler()));
        lines.add("\"length_bits\": " + form.lengthBits());
        lines.add("\"mask\": " + text(hex(form.mask(), form.lengthBits())));
        lines.add("\"match\": " + text(hex(form.match(), form.lengthBits())));
        lines.add("\"status\": " + text(status(form)));
        lines.add("\"fields\": "
                + list(form.fields().stream().map(SubsetForms::field).toList()));
        List<String> allowed = new ArrayList<>();
        for (Field field : form.fields()) {
            List<Constraint> constraints = form.constraintsOn(field.name());
            if (!constraints.isEmpty()) {
                String values = LongStream.rangeClosed(0, field.maxValue())
                        .filter(value -> constraints.stream().allMatch(c -> c.admits(value)))
                        .mapToObj(Long::toString)
                        .collect(Collectors.joining(", ", "[", "]"));
                allowed.add(text(field.name()) + ": " + values);
            }
        }
        lines.add("\"allowed\": "
                + (allowed.isEmpty() ? "{}" : "{\n        " + String.join(",\n        ", allowed) + "\n      }"));
        return "    {\n      " + String.join(",\n      ", lines) + "\n    }";
    }

    /**
     * What the device does with a word of the form: {@code reserved-in-pto} faults it, {@code listed} answers it
     * unsupported, {@code subset} hands it to the semantics of its mnemonic.
     */
    private static String status(Form form) {
        if (form.isReservedInPto()) {
            return Form.RESERVED_IN_PTO;
        }
        return form.isListedOnly() ? "listed" : "subset";
    }

    private static String field(Field field) {
        return "{\"name\": " + text(field.name()) + ", \"pieces\": "
                + field.pieces().stream().map(SubsetForms::piece).collect(Collectors.joining(", ", "[", "]")) + "}";
    }

    private static String piece(FieldPiece piece) {
        return "{\"instruction_lsb\": " + piece.instructionLsb() + ", \"value_lsb\": " + piece.valueLsb()
                + ", \"width\": " + piece.width() + "}";
    }

    private static String list(List<String> items) {
        return items.isEmpty() ? "[]" : "[\n        " + String.join(",\n        ", items) + "\n      ]";
    }

    private static String hex(long value, int bits) {
        return String.format(Locale.ROOT, "0x%0" + bits / 4 + "X", value);
    }

    private static String text(String value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(value, e);
        }
    }
}
