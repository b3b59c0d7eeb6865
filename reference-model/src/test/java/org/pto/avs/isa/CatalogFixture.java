package org.pto.avs.isa;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Builds small catalogs in memory, with the bundled profile, to give the lint and the codec defects to find. */
final class CatalogFixture {

    private final Map<String, String> files = new LinkedHashMap<>();
    private final List<String> instructions = new ArrayList<>();

    /** A one-form instruction record; {@code fields} is "Name:lsb:width" (one piece) separated by spaces. */
    CatalogFixture form(String mnemonic, String asm, int lengthBits, String mask, String match, String fields) {
        return form(mnemonic, asm, lengthBits, mask, match, fields, "[]", "[]");
    }

    CatalogFixture form(
            String mnemonic,
            String asm,
            int lengthBits,
            String mask,
            String match,
            String fields,
            String constraintsJson,
            String examplesJson) {
        List<String> fieldJson = new ArrayList<>();
        if (!fields.isBlank()) {
            for (String spec : fields.trim().split("\\s+")) {
                String[] parts = spec.split(":");
                fieldJson.add(fieldJson(
                        parts[0],
                        Integer.parseInt(parts[2]),
                        "{\"instruction_lsb\": %s, \"value_lsb\": 0, \"width\": %s}".formatted(parts[1], parts[2])));
            }
        }
        return record(
                mnemonic,
                asm,
                lengthBits,
                mask,
                match,
                "[" + String.join(", ", fieldJson) + "]",
                constraintsJson,
                examplesJson);
    }

    static String fieldJson(String name, int width, String... pieces) {
        return "{\"name\": \"%s\", \"width\": %d, \"signedness\": \"unsigned\", \"pieces\": [%s]}"
                .formatted(name, width, String.join(", ", pieces));
    }

    CatalogFixture record(
            String mnemonic,
            String asm,
            int lengthBits,
            String mask,
            String match,
            String fieldsJson,
            String constraintsJson,
            String examplesJson) {
        String path = "test/" + mnemonic + ".json";
        files.put(path, """
                {"id": "TEST-%1$s", "mnemonic": "%1$s", "surface": "test", "summary": "test record",
                 "assembly": ["%2$s"],
                 "catalog_records": [{"form_id": "%5$s", "mnemonic": "%1$s", "asm": "%2$s", "encoding_kind": "T",
                   "length_bits": %3$d, "encoding": [{"index": 0, "mask": "%4$s", "match": "%6$s", "width_bits": %3$d}],
                   "fields": %7$s, "constraints": %8$s, "semantic_handler": "Test%1$s", "status": "accepted"}],
                 "contract": {"examples": %9$s}}
                """.formatted(
                        mnemonic,
                        asm,
                        lengthBits,
                        mask,
                        mnemonic.toLowerCase() + "_form",
                        match,
                        fieldsJson,
                        constraintsJson,
                        examplesJson));
        instructions.add(path);
        return this;
    }

    Catalog build() {
        files.put(
                "index.json",
                "{\"profile\": \"profile.json\", \"instructions\": ["
                        + String.join(
                                ", ",
                                instructions.stream().map(p -> "\"" + p + "\"").toList()) + "]}");
        return CatalogLoader.load(
                path -> {
                    if (path.equals("profile.json")) {
                        return bundledProfile();
                    }
                    String text = files.get(path);
                    return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
                },
                "fixture/");
    }

    private static InputStream bundledProfile() {
        InputStream in =
                CatalogFixture.class.getClassLoader().getResourceAsStream(Catalog.RESOURCE_ROOT + "profile.json");
        if (in == null) {
            throw new UncheckedIOException(new IOException("bundled profile.json is missing"));
        }
        return in;
    }
}
