package org.pto.avs.isa;

import java.util.ArrayList;
import java.util.List;

/** Writes a set of bit positions as ranges, highest first: {@code 0x180} reads "8:7", {@code 0x80000001} "31, 0". */
final class BitRanges {

    private BitRanges() {}

    static String describe(long bits) {
        List<String> ranges = new ArrayList<>();
        int bit = 63;
        while (bit >= 0) {
            if ((bits >>> bit & 1) == 0) {
                bit--;
                continue;
            }
            int high = bit;
            while (bit >= 0 && (bits >>> bit & 1) == 1) {
                bit--;
            }
            int low = bit + 1;
            ranges.add(high == low ? Integer.toString(high) : high + ":" + low);
        }
        return String.join(", ", ranges);
    }
}
