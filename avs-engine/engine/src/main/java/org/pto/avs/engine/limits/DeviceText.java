package org.pto.avs.engine.limits;

import org.apiguardian.api.API;

/**
 * Text that comes from the device under test (its stderr, the message of its error, an adapter's exception) as
 * messages and reports may carry it: control characters other than newline and tab shown as {@code ?}, so a device
 * cannot move the cursor or retitle the terminal of whoever reads the run, and at most {@value #MAX_CHARS}
 * characters, so a device cannot flood the summary, the journal or the bundle. Report writers escape for their own
 * format (HTML, SVG, Markdown) on top of this.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class DeviceText {

    /** The most of one device text a message keeps. */
    public static final int MAX_CHARS = 16 * 1024;

    private DeviceText() {}

    public static String printable(String text) {
        if (text == null) {
            return "";
        }
        int keep = Math.min(text.length(), MAX_CHARS);
        StringBuilder out = new StringBuilder(keep + 64);
        for (int i = 0; i < keep; i++) {
            char c = text.charAt(i);
            boolean control = (c < 0x20 && c != '\n' && c != '\t') || (c >= 0x7F && c < 0xA0);
            out.append(control ? '?' : c);
        }
        if (text.length() > keep) {
            out.append(" ... (").append(text.length() - keep).append(" more characters not shown)");
        }
        return out.toString();
    }
}
