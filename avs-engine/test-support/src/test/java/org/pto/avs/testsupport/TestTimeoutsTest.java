package org.pto.avs.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class TestTimeoutsTest {

    @Test
    void theFactorIsGenerousUnlessSetAndOnlyAPositiveNumber() {
        assertEquals(TestTimeouts.DEFAULT_FACTOR, TestTimeouts.factor(null));
        assertEquals(TestTimeouts.DEFAULT_FACTOR, TestTimeouts.factor(" "));
        assertEquals(2.5, TestTimeouts.factor("2.5"));
        for (String bad : new String[] {"0", "-1", "fast", "NaN", "Infinity"}) {
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> TestTimeouts.factor(bad), bad);
            assertEquals(
                    "avs.test.timeout-factor=" + bad + " is not allowed: a positive number such as 1, 2.5 or 10",
                    e.getMessage());
        }
    }
}
