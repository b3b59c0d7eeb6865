package org.pto.avs.bench.run;

import java.util.ArrayList;
import java.util.List;

/** Repeated timings of one thing, in nanoseconds; reported by their median. */
final class Samples {

    private final List<Long> nanos = new ArrayList<>();

    void add(long value) {
        nanos.add(value);
    }

    int size() {
        return nanos.size();
    }

    long median() {
        List<Long> sorted = new ArrayList<>(nanos);
        sorted.sort(null);
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }

    double medianMillis() {
        return median() / 1e6;
    }

    double medianSeconds() {
        return median() / 1e9;
    }

    /** Every sample in milliseconds, for the record. */
    String all() {
        StringBuilder text = new StringBuilder();
        for (long value : nanos) {
            text.append(text.length() == 0 ? "" : ", ").append(String.format("%.0f", value / 1e6));
        }
        return text + " ms";
    }
}
