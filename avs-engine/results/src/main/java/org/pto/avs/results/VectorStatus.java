package org.pto.avs.results;

import java.util.ArrayList;
import java.util.List;
import org.apiguardian.api.API;

/**
 * One vector's name and status as the case entry lists them in {@value ReportKeys#VECTORS}:
 * {@code name status} pairs joined by {@code ,} ({@code first-binding pass,fifth-binding fail}). Neither part can
 * hold a space or a comma: a vector name matches the case schema's {@code ^[A-Za-z0-9][A-Za-z0-9_.-]*$} (the
 * engine's own vectors are {@code programs} and {@code counterexample}), and a status is one word of
 * a vector status. So the text needs no escaping.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public record VectorStatus(String name, VectorOutcome status) {

    /** The value of {@value ReportKeys#VECTORS} for {@code vectors}, in order; empty when there is none. */
    public static String join(List<VectorStatus> vectors) {
        StringBuilder text = new StringBuilder(vectors.size() * 24);
        for (VectorStatus vector : vectors) {
            if (!text.isEmpty()) {
                text.append(',');
            }
            text.append(vector.name()).append(' ').append(vector.status().text());
        }
        return text.toString();
    }

    /** The vectors a {@value ReportKeys#VECTORS} value lists, in order; a part without a status is skipped. */
    public static List<VectorStatus> split(String text) {
        List<VectorStatus> vectors = new ArrayList<>();
        if (text == null || text.isBlank()) {
            return vectors;
        }
        for (String part : text.split(",")) {
            String[] pair = part.strip().split(" ");
            if (pair.length == 2 && !pair[0].isEmpty()) {
                VectorOutcome.parse(pair[1]).ifPresent(outcome -> vectors.add(new VectorStatus(pair[0], outcome)));
            }
        }
        return vectors;
    }
}
