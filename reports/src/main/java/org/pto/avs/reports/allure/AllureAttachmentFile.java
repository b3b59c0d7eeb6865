package org.pto.avs.reports.allure;

import java.util.Objects;
import org.apiguardian.api.API;

/**
 * The content of one attachment, to be written next to the result that names it by {@code source}.
 *
 * @param type a MIME type ({@code text/plain}, {@code application/json})
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record AllureAttachmentFile(String source, String type, byte[] content) {

    public AllureAttachmentFile {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(type, "type");
        content = content.clone();
    }

    @Override
    public byte[] content() {
        return content.clone();
    }
}
