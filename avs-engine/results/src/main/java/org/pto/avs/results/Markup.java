package org.pto.avs.results;

import org.apiguardian.api.API;

/**
 * Text written into HTML, XML or SVG so it stays text: the one escaper of everything that reads results and writes
 * markup (the Allure pages, the summary's Markdown and SVG, the kill matrix). Case files, catalogs and devices
 * supply the text, so none of it may become a tag or end an attribute.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class Markup {

    private Markup() {}

    /** Text between tags: {@code &}, {@code <} and {@code >} escaped. */
    public static String text(String text) {
        return escape(text, false, false);
    }

    /** A double-quoted attribute value, or text: {@code &}, {@code <}, {@code >} and {@code "} escaped. */
    public static String attribute(String text) {
        return escape(text, true, false);
    }

    /** An attribute value in either quotes, or text: {@code &}, {@code <}, {@code >}, {@code "} and {@code '}. */
    public static String attributeInEitherQuotes(String text) {
        return escape(text, true, true);
    }

    /**
     * Every control character but tab and line feed as a space: XML 1.0 (SVG) has no form at all for most of them,
     * so a device's stray byte must not make the file unreadable.
     */
    public static String controlsAsSpaces(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            out.append(c < 0x20 && c != '\n' && c != '\t' ? ' ' : c);
        }
        return out.toString();
    }

    private static String escape(String text, boolean quote, boolean apostrophe) {
        StringBuilder out = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append(quote ? "&quot;" : "\"");
                case '\'' -> out.append(apostrophe ? "&#39;" : "'");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
