package org.pto.avs.engine.cases;

import java.util.Objects;
import org.apiguardian.api.API;
import org.pto.avs.engine.payloadfiles.PayloadFiles;

/**
 * The text of one case file and the name it goes by in messages: its classpath resource name
 * ({@code pto-avs/cases/block/B.IOS/PTO-AVS-BLOCK-B-IOS-STREAM-001.json}) or its file path.
 *
 * @param payloadFiles the files its {@code {"file": ...}} payloads may read (those of its folder)
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record CaseText(String origin, String text, PayloadFiles payloadFiles) {

    public CaseText {
        Objects.requireNonNull(origin, "origin");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(payloadFiles, "payloadFiles");
    }

    /** A case read from text alone, whose payloads cannot name files. */
    public CaseText(String origin, String text) {
        this(origin, text, PayloadFiles.NONE);
    }
}
