package org.pto.avs.reports.memory;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.Random;

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

    private HugeCaseFile() {
    }

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
}
