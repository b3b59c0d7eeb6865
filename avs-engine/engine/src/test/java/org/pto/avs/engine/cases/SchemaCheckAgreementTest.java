package org.pto.avs.engine.cases;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The fast schema check against the validator it spares: on every case file of the test resources, on thousands
 * of seeded random edits of the valid ones and on the edits {@link SystematicEdits} makes everywhere, its "yes"
 * and "no" are the validator's verdict. "Unsure" hands the file to the validator, so it is never wrong, but only
 * an edit that put a floating-point number in the file may cause it (a double can be the rounding of a decimal
 * the validator reads exactly): a valid file without one always takes the fast way.
 */
class SchemaCheckAgreementTest {

    private static final long SEED = 20240611L;
    private static final int EDITS = 4000;
    /** Folders of the test resources whose files are all valid. */
    private static final List<String> VALID = List.of("pto-avs/cases", "pto-avs/properties", "schema-check");
    private static final List<String> OTHERS = List.of("malformed", "duplicates");

    private static final JsonFactory JSON = JsonFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();
    private static final ObjectMapper MAPPER = new ObjectMapper(JSON);
    private static final JsonNode SCHEMA = schemaTree();
    private static final SchemaCheck CHECK = SchemaCheck.of(SCHEMA);

    @Test
    void everyCaseFileOfTheTestResourcesGetsTheValidatorsVerdict() throws IOException {
        Map<String, String> files = caseFiles();
        List<String> disagreements = new ArrayList<>();
        int rejected = 0;
        for (Map.Entry<String, String> file : files.entrySet()) {
            Verdict fast = CHECK.verdict(SourceMap.parse(JSON, file.getValue()).tree());
            List<String> errors = validatorErrors(file.getValue());
            boolean meantValid = VALID.stream().anyMatch(folder -> file.getKey().startsWith(folder + "/"));
            boolean agrees = fast != Verdict.UNSURE && (fast == Verdict.YES) == errors.isEmpty();
            if (!agrees || meantValid && !errors.isEmpty()) {
                disagreements.add(file.getKey() + ": fast check " + fast + ", validator " + verdict(errors));
            }
            rejected += errors.isEmpty() ? 0 : 1;
        }
        assertEquals(List.of(), disagreements);
        assertTrue(files.size() >= 50, "case files compared: " + files.size());
        assertTrue(rejected >= 10, "files the validator rejects: " + rejected);
    }

    @Test
    void seededRandomEditsOfTheValidFilesGetTheValidatorsVerdict() throws IOException {
        Map<String, JsonNode> seeds = validFiles();
        List<String> names = List.copyOf(seeds.keySet());
        CaseMutator mutator = new CaseMutator(SEED, List.copyOf(seeds.values()), SCHEMA);
        Tally tally = new Tally();
        for (int i = 0; i < EDITS; i++) {
            String name = names.get(i % names.size());
            tally.compare(name + " after edit #" + i, mutator.mutate(seeds.get(name)));
        }
        tally.assertAgreement(EDITS / 10, EDITS / 2);
        assertTrue(seeds.size() >= 40, "valid seed files: " + seeds.size());
    }

    @Test
    void everyNumberNudgedAndEveryRelatedKeyAddedGetTheValidatorsVerdict() throws IOException {
        Map<String, JsonNode> seeds = validFiles();
        Tally tally = new Tally();
        for (Map.Entry<String, JsonNode> seed : seeds.entrySet()) {
            for (CaseMutator.Mutation edit : SystematicEdits.of(seed.getValue(), List.copyOf(seeds.values()))) {
                tally.compare(seed.getKey(), edit);
            }
        }
        tally.assertAgreement(500, 2000);
    }

    /** The valid case files of the test resources, the edits' starting points. */
    private static Map<String, JsonNode> validFiles() throws IOException {
        Map<String, JsonNode> seeds = new TreeMap<>();
        for (Map.Entry<String, String> file : caseFiles().entrySet()) {
            if (validatorErrors(file.getValue()).isEmpty()) {
                seeds.put(file.getKey(), MAPPER.readTree(file.getValue()));
            }
        }
        return seeds;
    }

    /** The check's verdicts on edited files against the validator's. */
    private static final class Tally {

        private final List<String> disagreements = new ArrayList<>();
        private int edits;
        private int yes;
        private int no;

        void compare(String file, CaseMutator.Mutation mutation) throws IOException {
            String text = MAPPER.writeValueAsString(mutation.tree());
            // The check sees the tree the reader parses from the text, as in discovery.
            Verdict fast = CHECK.verdict(SourceMap.parse(JSON, text).tree());
            List<String> errors = validatorErrors(text);
            boolean agrees = fast == Verdict.UNSURE ? mutation.floating() : (fast == Verdict.YES) == errors.isEmpty();
            if (!agrees) {
                disagreements.add(file + " (" + mutation.description() + "): fast check " + fast + ", validator "
                        + verdict(errors));
            }
            edits++;
            yes += fast == Verdict.YES ? 1 : 0;
            no += fast == Verdict.NO ? 1 : 0;
        }

        /** No disagreement, and each answer common enough for the edits to test the check. */
        void assertAgreement(int leastYes, int leastNo) {
            assertEquals(List.of(), disagreements, disagreements.size() + " disagreements in " + edits + " edits");
            assertTrue(yes >= leastYes && no >= leastNo, "yes " + yes + ", no " + no + " in " + edits + " edits");
        }
    }

    private static String verdict(List<String> errors) {
        return errors.isEmpty() ? "accepts" : "rejects: " + errors;
    }

    /**
     * What the reader reports from the validator for {@code text}, the path it takes when the check says no. The
     * validator throws on a few numbers (an integer bound against 9223372036854775807.00000000000000000001); the
     * reader then reports the file as a reader defect, so that counts as a rejection too.
     */
    private static List<String> validatorErrors(String text) throws IOException {
        Problems problems = new Problems("t.json", SourceMap.parse(JSON, text).sourceMap());
        try {
            CaseSchema.shared().validate(text, problems);
        } catch (RuntimeException e) {
            return List.of("the validator failed: " + e);
        }
        return problems.list().stream().map(CaseProblem::toString).toList();
    }

    /** The case files of the test resources that reach the schema in the reader: UTF-8 text, valid JSON. */
    private static Map<String, String> caseFiles() throws IOException {
        Map<String, String> files = new TreeMap<>();
        for (String folder : Stream.concat(VALID.stream(), OTHERS.stream()).toList()) {
            Path root = resource(folder);
            try (Stream<Path> walk = Files.walk(root)) {
                for (Path path : walk.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                    String text = utf8(Files.readAllBytes(path));
                    if (text != null && !text.isBlank() && parses(text)) {
                        files.put(folder + "/" + root.relativize(path), text);
                    }
                }
            }
        }
        return files;
    }

    private static String utf8(byte[] bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }

    private static boolean parses(String text) {
        try {
            SourceMap.parse(JSON, text);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private static Path resource(String folder) {
        try {
            return Path.of(SchemaCheckAgreementTest.class.getClassLoader().getResource(folder).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static JsonNode schemaTree() {
        ClassLoader loader = SchemaCheckAgreementTest.class.getClassLoader();
        try (InputStream in = loader.getResourceAsStream(CaseSchema.RESOURCE)) {
            return new ObjectMapper().readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
