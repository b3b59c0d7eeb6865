package org.pto.avs.engine.cases;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.apiguardian.api.API;
import org.pto.avs.engine.payloadfiles.PayloadFiles;
import org.pto.avs.isa.Assembler;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Disassembler;

/**
 * Reads case files (format v1) in three stages, each stopping the file at its first failing stage: JSON syntax
 * (with the error's line and column; the text is parsed into the tree, the case object first and then its vectors
 * one at a time, {@link SourceMap}), the published JSON Schema, then the checks a schema cannot make against the
 * catalog. Never throws for a bad file: every problem comes back as a {@link CaseProblem}, placed at its line and
 * column by reading the file again ({@link ProblemPlaces}); a valid file is parsed once and places nothing.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class CaseReader {

    /** Duplicate keys are found by {@link SourceMap#parseCase}, which builds the objects, not by a second set per object. */
    // Jackson's default string bound (20 M chars) is below a 16 MiB GM segment in hex; no string is longer than
    // the 64 MiB file that holds it, which discovery bounds.
    private final JsonFactory json = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder()
                    .maxStringLength(64 * 1024 * 1024)
                    .build())
            .build();

    private final Catalog catalog;
    private final CaseSchema schema;
    private final Assembler assembler;
    private final Disassembler disassembler;
    private final boolean checkCatalogIds;
    private final boolean requireUpstream;

    /**
     * Whether a case of vectors ({@code kind} other than {@code property}) must name the spec's own AVS test it comes
     * from ({@code "upstream"}) whenever AVS ids are held to the catalog ({@code avs.catalog.check-ids}, on by
     * default): a file without it is an invalid case file, reported at its file, line and field. A generated corpus
     * or a replayed counterexample, read with {@code avs.catalog.check-ids=false}, names none and is not held to it.
     */
    public static final boolean REQUIRES_UPSTREAM = true;

    public CaseReader(Catalog catalog, CaseSchema schema) {
        this(catalog, schema, true);
    }

    /** @param checkCatalogIds whether an AVS id must be listed by its catalog record ({@code avs.catalog.check-ids}) */
    public CaseReader(Catalog catalog, CaseSchema schema, boolean checkCatalogIds) {
        this(catalog, schema, checkCatalogIds, checkCatalogIds && REQUIRES_UPSTREAM);
    }

    /**
     * @param checkCatalogIds whether an AVS id must be listed by its catalog record ({@code avs.catalog.check-ids})
     * @param requireUpstream whether a case of vectors must name its upstream test ({@link #REQUIRES_UPSTREAM})
     */
    public CaseReader(Catalog catalog, CaseSchema schema, boolean checkCatalogIds, boolean requireUpstream) {
        this.catalog = catalog;
        this.schema = schema;
        this.assembler = new Assembler(catalog);
        this.disassembler = new Disassembler(catalog);
        this.checkCatalogIds = checkCatalogIds;
        this.requireUpstream = requireUpstream;
    }

    public ReadResult read(CaseText file) {
        return read(file, null, SchemaVerdicts.NONE);
    }

    /**
     * Reads {@code file}, whose text has the SHA-256 {@code textSha256}, skipping the schema validation when
     * {@code verdicts} holds a valid verdict for that text, and keeping the verdict when the validator gives one.
     */
    public ReadResult read(CaseText file, String textSha256, SchemaVerdicts verdicts) {
        return read(new AtomicReference<>(file), textSha256, verdicts);
    }

    /**
     * As {@link #read(CaseText, String, SchemaVerdicts)}, for the text {@code handed} holds: the reader takes it and
     * lets it go once it is parsed, so a file of tens of megabytes does not keep its text while its case is built.
     */
    public ReadResult read(AtomicReference<CaseText> handed, String textSha256, SchemaVerdicts verdicts) {
        String origin = handed.get().origin();
        try {
            return readChecked(handed, textSha256, verdicts);
        } catch (RuntimeException | StackOverflowError e) {
            // A defect of the reader must cost this file, never the other files of the run.
            return invalid(
                    origin,
                    null,
                    List.of(new CaseProblem(
                            origin,
                            Location.START,
                            "",
                            "the case reader failed on this file (a defect of pto-avs, please report it): " + e)));
        } catch (OutOfMemoryError e) {
            // What this file's tree held is let go with the frames above; the other files still run.
            handed.set(null);
            return invalid(
                    origin,
                    null,
                    List.of(new CaseProblem(
                            origin,
                            Location.START,
                            "",
                            "the file's case needs more heap than this JVM has ("
                                    + (Runtime.getRuntime().maxMemory() >> 20)
                                    + " MiB); give it more (-Xmx) or split the case into several files")));
        }
    }

    private ReadResult readChecked(AtomicReference<CaseText> handed, String textSha256, SchemaVerdicts verdicts) {
        CaseText file = handed.getAndSet(null);
        String origin = file.origin();
        PayloadFiles payloadFiles = file.payloadFiles();
        String text = file.text();
        file = null;
        if (text.isBlank()) {
            return invalid(
                    origin,
                    null,
                    List.of(new CaseProblem(
                            origin, Location.START, "", "the file is empty; a case file holds one JSON object")));
        }
        SourceMap sourceMap;
        JsonNode tree;
        try {
            SourceMap.Parsed parsed = SourceMap.parseCase(json, text);
            sourceMap = parsed.sourceMap();
            tree = parsed.tree();
        } catch (JsonProcessingException e) {
            return invalid(origin, null, List.of(syntaxError(origin, e)));
        } catch (IOException e) {
            return invalid(
                    origin,
                    null,
                    List.of(new CaseProblem(origin, Location.START, "", "cannot read: " + e.getMessage())));
        }
        String statedId = tree.path("id").isTextual() ? tree.path("id").asText() : null;
        boolean validate = textSha256 == null || !verdicts.knownValid(textSha256);
        Problems schemaProblems = new Problems(origin, json, text);
        if (validate) {
            schema.validateCase(tree, schemaProblems);
        }
        if (tree.path("vectors") instanceof ArrayNode first) {
            // Validated with the case; built, like every vector, from the reading below (it may be 32 MB of hex).
            first.removeAll();
        }
        Problems problems = new Problems(origin, json, text);
        CaseBuilder builder = new CaseBuilder(
                catalog, assembler, disassembler, sourceMap, problems, checkCatalogIds, requireUpstream, payloadFiles);
        if (schemaProblems.isEmpty()) {
            builder.begin(Json.root(tree), origin);
        }
        // The vectors are read again one at a time: each is validated (the first was, with the case) and, while
        // the file has no schema error, built; its tree is let go before the next is read.
        try {
            sourceMap.forEachVector(json, text, (index, vector) -> {
                if (validate && index > 0) {
                    schema.validateVector(index, vector, schemaProblems);
                }
                if (schemaProblems.isEmpty()) {
                    builder.add(new Json(vector, "/vectors/" + index));
                }
            });
        } catch (JsonProcessingException e) {
            return invalid(origin, statedId, List.of(syntaxError(origin, e)));
        } catch (IOException e) {
            return invalid(
                    origin,
                    statedId,
                    List.of(new CaseProblem(origin, Location.START, "", "cannot read: " + e.getMessage())));
        }
        // A file stops at its first failing stage: with a schema error, what the semantic checks found is not said.
        if (!schemaProblems.isEmpty()) {
            return invalid(origin, statedId, schemaProblems.list());
        }
        if (validate && textSha256 != null) {
            verdicts.valid(textSha256);
        }
        AvsCase avsCase = builder.finish();
        if (!problems.isEmpty() || avsCase == null) {
            return invalid(origin, statedId, problems.list());
        }
        return new ReadResult.Valid(avsCase);
    }

    private static ReadResult invalid(String origin, String id, List<CaseProblem> problems) {
        return new ReadResult.Invalid(origin, id, problems);
    }

    private static CaseProblem syntaxError(String origin, JsonProcessingException e) {
        JsonLocation at = e.getLocation();
        Location location =
                at == null ? Location.START : new Location(Math.max(1, at.getLineNr()), Math.max(1, at.getColumnNr()));
        // Jackson names where an unclosed object or array began as "[Source: ...; line: 18, column: 20]".
        String reason = e.getOriginalMessage()
                .replaceAll(
                        "\\(start marker at \\[Source: .*?; line: (\\d+), column: (\\d+)]\\)",
                        "(opened at line $1, column $2)")
                .replaceAll("\\s+", " ")
                .strip();
        return new CaseProblem(origin, location, "", "not valid JSON: " + reason);
    }
}
