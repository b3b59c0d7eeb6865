package org.pto.avs.reports.allure;

import io.qameta.allure.model.TestResult;
import java.util.List;

/** One Allure test result and the attachment files it refers to. */
public record AllureCase(TestResult result, List<AllureAttachmentFile> attachments) {

    public AllureCase {
        attachments = List.copyOf(attachments);
    }
}
