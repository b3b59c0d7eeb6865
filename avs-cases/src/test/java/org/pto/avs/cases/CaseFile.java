package org.pto.avs.cases;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The parts of one case file that catalog coverage is about: where it lies, which AVS id and instruction it
 * names, which contract clauses its vectors cover, and whether it covers its AVS point only in part.
 *
 * @param location     path below {@code pto-avs/cases/}, for example {@code block/B.IOS/<id>.json}
 * @param vectorCovers the union of every vector's {@code covers}
 * @param partial      whether the case lists steps of its point that it leaves out ({@code partial})
 */
record CaseFile(
        String location, String id, String surface, String instruction, Set<String> vectorCovers, boolean partial) {

    CaseFile {
        vectorCovers = Set.copyOf(vectorCovers);
    }

    static CaseFile of(String location, JsonNode root) {
        Set<String> covers = new LinkedHashSet<>();
        for (JsonNode vector : root.path("vectors")) {
            for (JsonNode clause : vector.path("covers")) {
                covers.add(clause.asText());
            }
        }
        return new CaseFile(
                location,
                root.path("id").asText(""),
                root.path("surface").asText(""),
                root.path("instruction").asText(""),
                covers,
                !root.path("partial").isEmpty());
    }

    /** The location the case format requires: {@code <surface>/<instruction>/<id>.json}. */
    String expectedLocation() {
        return surface + "/" + instruction + "/" + id + ".json";
    }
}
