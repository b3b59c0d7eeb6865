package org.pto.avs.device.process;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.pto.avs.device.DeviceException;

/**
 * {@code avs.device.command} as an argument list, never a shell string: either a JSON array of strings
 * ({@code ["python3", "device.py", "--fast"]}) or words split at whitespace, where single quotes keep text
 * literally, double quotes keep it with {@code \"} and {@code \\} escapes, and a backslash outside quotes
 * escapes the next character.
 */
final class CommandLine {

    private CommandLine() {}

    static List<String> parse(String text) throws DeviceException {
        String trimmed = text.trim();
        List<String> words = trimmed.startsWith("[") ? parseJson(trimmed) : split(trimmed);
        if (words.isEmpty() || words.get(0).isEmpty()) {
            throw setup("avs.device.command names no program: '" + text + "'");
        }
        return List.copyOf(words);
    }

    private static List<String> parseJson(String text) throws DeviceException {
        JsonNode array;
        try {
            array = new ObjectMapper().readTree(text);
        } catch (IOException e) {
            throw setup("avs.device.command starts with '[' but is not a JSON array of strings: " + e.getMessage());
        }
        List<String> words = new ArrayList<>();
        for (JsonNode element : array) {
            if (!element.isTextual()) {
                throw setup("avs.device.command: every element of the JSON array is a string, got " + element);
            }
            words.add(element.textValue());
        }
        return words;
    }

    private static List<String> split(String text) throws DeviceException {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else if (c == '\'') {
                int end = text.indexOf('\'', i + 1);
                if (end < 0) {
                    throw setup("avs.device.command: unclosed single quote at column " + (i + 1));
                }
                word.append(text, i + 1, end);
                i = end;
                inWord = true;
            } else if (c == '"') {
                i = doubleQuoted(text, i, word);
                inWord = true;
            } else if (c == '\\' && i + 1 < text.length()) {
                word.append(text.charAt(++i));
                inWord = true;
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (inWord) {
            words.add(word.toString());
        }
        return words;
    }

    /** Appends the double-quoted text opening at {@code open}; returns the index of the closing quote. */
    private static int doubleQuoted(String text, int open, StringBuilder word) throws DeviceException {
        for (int i = open + 1; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '"') {
                return i;
            }
            if (c == '\\' && i + 1 < text.length() && (text.charAt(i + 1) == '"' || text.charAt(i + 1) == '\\')) {
                c = text.charAt(++i);
            }
            word.append(c);
        }
        throw setup("avs.device.command: unclosed double quote at column " + (open + 1));
    }

    private static DeviceException setup(String message) {
        return new DeviceException(DeviceException.Kind.SETUP, message);
    }
}
