package org.pto.avs.engine.reliability;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Corpora of generated case files ({@code avs.catalog.check-ids=false}): every third case states a wrong fault kind,
 * so a run has failures as well as passes to get right.
 */
final class SyntheticCases {

    private SyntheticCases() {
    }

    static String id(int n) {
        return String.format("PTO-AVS-BLOCK-B-IOS-SYNTH-%06d", n);
    }

    /** Writes {@code count} cases into {@code folder}; returns their ids in order. */
    static List<String> write(Path folder, int count) throws IOException {
        Files.createDirectories(folder);
        List<String> ids = new ArrayList<>();
        for (int n = 1; n <= count; n++) {
            String id = id(n);
            String fault = n % 3 == 0 ? "Fault_TileLegality" : "Fault_BundleControl";
            Files.writeString(folder.resolve(id + ".json"), """
                    {
                      "format": "pto-avs-case/1",
                      "id": "%s",
                      "surface": "block",
                      "instruction": "B.IOS",
                      "requirements": ["PTO-INST-BLOCK-B-IOS"],
                      "kind": "fault",
                      "summary": "A duplicate source faults.",
                      "pass_condition": "The second S18 faults %s.",
                      "covers": ["exceptions[1]"],
                      "vectors": [{
                        "name": "duplicate",
                        "covers": ["exceptions[1]"],
                        "program": [
                          {"word": "0x00019181"},
                          {"word": "0x01201E13"},
                          {"word": "0x01201E13", "expect": {"fault": "%s"}}
                        ],
                        "expect": {"phase": "header", "unchanged": ["shared"]}
                      }]
                    }
                    """.formatted(id, fault, fault));
            ids.add(id);
        }
        return ids;
    }
}
