package org.pto.avs.engine.cases;

import java.util.Objects;

/**
 * The text of one case file and the name it goes by in messages: its classpath resource name
 * ({@code pto-avs/cases/block/B.IOS/PTO-AVS-BLOCK-B-IOS-STREAM-001.json}) or its file path.
 */
public record CaseText(String origin, String text) {

    public CaseText {
        Objects.requireNonNull(origin, "origin");
        Objects.requireNonNull(text, "text");
    }
}
