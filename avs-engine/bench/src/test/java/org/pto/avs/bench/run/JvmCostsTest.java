package org.pto.avs.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JvmCostsTest {

    /** The pairs as {@link ChildOutput} splits a {@code RESULT} line. */
    private static Map<String, String> parsed(String pairs) {
        Map<String, String> result = new HashMap<>();
        for (String pair : pairs.split(" ")) {
            result.put(pair.substring(0, pair.indexOf('=')), pair.substring(pair.indexOf('=') + 1));
        }
        return result;
    }

    @Test
    void theCostsAChildPrintsAreTheCostsTheBenchReads() {
        JvmCosts costs = new JvmCosts(20_512_000_000L, 12_061, 1_412);

        assertEquals(costs, JvmCosts.fromResult(parsed("nanos=1 " + costs.resultPairs())));
        assertEquals("20.5 s of CPU, compilers 12.1 s, collections 1.4 s", costs.text());
    }

    @Test
    void aResultWithoutCostsHasNone() {
        assertNull(JvmCosts.fromResult(parsed("nanos=1 succeeded=3")));
        assertNull(JvmCosts.fromResult(parsed("nanos=1 cpu=5 compileMillis=2")));
    }

    @Test
    void thisJvmHasSpentCpuAndItsSpendingOnlyGrows() {
        JvmCosts before = JvmCosts.ofThisJvm();
        long sum = 0;
        for (int i = 0; i < 5_000_000; i++) {
            sum += Integer.toString(i).hashCode();
        }
        JvmCosts after = JvmCosts.ofThisJvm();

        assertTrue(before.cpuNanos() > 0, "CPU of a running JVM: " + before);
        assertTrue(after.cpuNanos() > before.cpuNanos(), "more CPU after work " + sum + ": " + before + ", " + after);
        assertTrue(after.compileMillis() >= before.compileMillis(), before + ", " + after);
        assertTrue(after.gcMillis() >= before.gcMillis(), before + ", " + after);
    }
}
