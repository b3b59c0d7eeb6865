package org.pto.avs.reports.memory;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

/**
 * A valid case file of as many vectors as asked ({@value #FULL_VECTORS} make about 59 MB, under the 64 MiB bound):
 * each vector loads its own {@value #SEGMENT_BYTES} bytes of GM (random, so as base64), opens a block and expects its
 * header phase with GM unchanged, so the device returns every vector's GM and the reports see it all. Written at test
 * time, never kept in the repository.
 */
final class HugeCaseFile {

    static final String ID = "PTO-AVS-BLOCK-B-IOS-SYNTH-HUGE-CASE-001";
    static final int FULL_VECTORS = 25_000;
    static final int SEGMENT_BYTES = 1_660;

    private HugeCaseFile() {}

    static Path write(Path directory, int vectors) throws IOException {
        Path file = directory.resolve("block").resolve("B.IOS").resolve(ID + ".json");
        Files.createDirectories(file.getParent());
        Random random = new Random(20261203);
        byte[] segment = new byte[SEGMENT_BYTES];
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            out.write("{\"format\":\"pto-avs-case/1\",\"id\":\"" + ID + "\","
                    + "\"surface\":\"block\",\"instruction\":\"B.IOS\","
                    + "\"requirements\":[\"PTO-INST-BLOCK-B-IOS\"],\"kind\":\"execution\",\"severity\":\"normal\","
                    + "\"summary\":\"A block start leaves GM as loaded, in " + vectors + " vectors.\","
                    + "\"pass_condition\":\"Every vector is in a header and reads its GM back unchanged.\","
                    + "\"covers\":[\"ordering[0]\"],\"tags\":[\"huge\"],\"vectors\":[\n");
            for (int v = 0; v < vectors; v++) {
                random.nextBytes(segment);
                out.write((v == 0 ? "" : ",\n") + "{\"name\":\"v" + v + "\","
                        + (v == 0 ? "\"covers\":[\"ordering[0]\"]," : "") + "\"initial\":{\"gm\":[{\"address\":\"0x0\","
                        + "\"bytes\":{\"base64\":\"" + Base64.getEncoder().encodeToString(segment) + "\"}}]},"
                        + "\"program\":[{\"word\":\"0x00019181\"}],\"expect\":{\"phase\":\"header\","
                        + "\"unchanged\":[\"gm\"]}}");
            }
            out.write("\n]}\n");
        }
        return file;
    }

    static final String SHIPPED_VECTORS_ID = "PTO-AVS-BLOCK-B-IOS-SYNTH-SHIPPED-VECTORS-001";
    /** Just under the 64 MiB bound, as a vendor's largest generated case might be. */
    static final long SHIPPED_VECTORS_BYTES = 59_000_000;

    /**
     * A valid case file of the shipped cases' vectors, renamed and repeated in turn, laid out as the shipped files
     * are, until it holds {@code bytes}: real programs and expectations (Shared capacities of up to 256 KiB, fills,
     * patterns, GM ranges), about 1.2 KB a vector, so a 59 MB file holds about 50,000 of them.
     */
    static Path writeOfShippedVectors(Path directory, List<JsonNode> shipped, long bytes) throws IOException {
        ObjectMapper json = new ObjectMapper();
        List<ObjectNode> vectors = new ArrayList<>();
        Set<String> covers = new TreeSet<>();
        for (JsonNode c : shipped) {
            for (JsonNode vector : c.path("vectors")) {
                vectors.add((ObjectNode) vector);
                vector.path("covers").forEach(clause -> covers.add(clause.asText()));
            }
        }
        Path file = directory.resolve("block").resolve("B.IOS").resolve(SHIPPED_VECTORS_ID + ".json");
        Files.createDirectories(file.getParent());
        ObjectWriter pretty = json.writerWithDefaultPrettyPrinter();
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            String head = "{\n  \"format\": \"pto-avs-case/1\",\n  \"id\": \"" + SHIPPED_VECTORS_ID + "\",\n"
                    + "  \"surface\": \"block\",\n  \"instruction\": \"B.IOS\",\n"
                    + "  \"requirements\": [\"PTO-INST-BLOCK-B-IOS\"],\n  \"kind\": \"execution\",\n"
                    + "  \"summary\": \"The shipped vectors, many times over.\",\n"
                    + "  \"pass_condition\": \"Every vector passes as it does in its own case.\",\n"
                    + "  \"covers\": " + json.writeValueAsString(covers) + ",\n  \"vectors\": [\n";
            out.write(head);
            long written = head.length();
            String tail = "\n  ]\n}\n";
            for (int n = 0; written + tail.length() < bytes; n++) {
                ObjectNode vector = vectors.get(n % vectors.size()).deepCopy();
                vector.put("name", vector.path("name").asText() + "-" + n);
                String text = (n == 0 ? "" : ",\n")
                        + pretty.writeValueAsString(vector).indent(4).stripTrailing();
                out.write(text);
                written += text.length();
            }
            out.write(tail);
        }
        return file;
    }
}
