package org.pto.avs.reports.allure;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.apiguardian.api.API;

/**
 * The Allure identities of an AVS point, derived from its AVS id alone, so that results of the same point from
 * Surefire, the Console Launcher and reruns land in one history however the point was selected or on which device
 * it ran.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class AllureIds {

    private AllureIds() {}

    /** The full name: the AVS id itself. */
    public static String fullName(String avsId) {
        return avsId;
    }

    /** MD5 of the AVS id in hex, the form Allure's own adaptors use for test case ids. */
    public static String testCaseId(String avsId) {
        return md5("pto-avs:" + avsId);
    }

    /** The history id: the test case id; parameters such as the device are left out on purpose. */
    public static String historyId(String avsId) {
        return testCaseId(avsId);
    }

    private static String md5(String text) {
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("MD5").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform provides MD5", e);
        }
    }
}
