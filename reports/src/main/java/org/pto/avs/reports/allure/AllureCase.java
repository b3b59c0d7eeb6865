package org.pto.avs.reports.allure;

import io.qameta.allure.model.TestResult;
import java.util.List;
import org.apiguardian.api.API;

/** One Allure test result and the attachment files it refers to. */
@API(status = API.Status.INTERNAL, since = "0.1")
public record AllureCase(TestResult result, List<AllureAttachmentFile> attachments) {

    public AllureCase {
        attachments = List.copyOf(attachments);
    }
}
