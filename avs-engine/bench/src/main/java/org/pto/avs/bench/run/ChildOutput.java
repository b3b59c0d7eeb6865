package org.pto.avs.bench.run;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What a child JVM of a bench section said: the {@code key=value} pairs of its {@code RESULT} line, the first lines
 * of everything else (for the message when it failed), and its exit status.
 */
record ChildOutput(Map<String, String> result, List<String> head, int status) {

    private static final int HEAD_LINES = 20;

    /** Reads {@code process}'s output to its end and waits for it to exit. */
    static ChildOutput of(Process process) throws IOException, InterruptedException {
        Map<String, String> result = new HashMap<>();
        List<String> head = new ArrayList<>();
        try (BufferedReader out =
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = out.readLine()) != null) {
                if (line.startsWith("RESULT ")) {
                    for (String pair : line.substring("RESULT ".length()).split(" ")) {
                        result.put(pair.substring(0, pair.indexOf('=')), pair.substring(pair.indexOf('=') + 1));
                    }
                } else if (head.size() < HEAD_LINES) {
                    head.add(line);
                }
            }
        }
        return new ChildOutput(result, head, process.waitFor());
    }
}
