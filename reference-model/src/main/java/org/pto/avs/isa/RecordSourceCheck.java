package org.pto.avs.isa;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Every instruction record names where the spec states it: a {@code source} object with the spec repository, the
 * full 40-hex commit and the file or files whose PTO-INSTRUCTION header holds its forms.
 */
final class RecordSourceCheck implements LintCheck {

    private static final Pattern COMMIT = Pattern.compile("[0-9a-f]{40}");

    @Override
    public void check(Catalog catalog, List<LintFinding> findings) {
        for (Instruction instruction : catalog.instructions()) {
            String where = instruction.source() + " source";
            JsonNode source = instruction.raw().path("source");
            if (!source.isObject()) {
                findings.add(
                        LintFinding.warning(where, "the record names no source object (repository, commit, files)"));
                continue;
            }
            if (!source.path("repository").asText("").startsWith("https://")) {
                findings.add(LintFinding.warning(where, "'repository' must be the spec repository's https address"));
            }
            if (!COMMIT.matcher(source.path("commit").asText("")).matches()) {
                findings.add(LintFinding.warning(
                        where,
                        "'commit' must be a full 40-hex commit, got '"
                                + source.path("commit").asText("") + "'"));
            }
            if (!source.path("files").isArray() || source.path("files").isEmpty()) {
                findings.add(LintFinding.warning(where, "'files' must name the file or files the record comes from"));
            }
        }
    }
}
