package org.pto.avs.device.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class LineReaderTest {

    private static LineReader reader(String text, int max) {
        return new LineReader(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), max);
    }

    private static String line(LineReader reader) {
        return new String(reader.bytes(), 0, reader.length(), StandardCharsets.UTF_8);
    }

    @Test
    void splitsAtNewlinesAndDropsCarriageReturns() throws IOException {
        LineReader r = reader("{\"a\":1}\r\n\n{\"b\":\"é\"}\n", 1000);
        assertTrue(r.next());
        assertEquals("{\"a\":1}", line(r));
        assertTrue(r.next());
        assertEquals("", line(r));
        assertTrue(r.next());
        assertEquals("{\"b\":\"é\"}", line(r));
        assertFalse(r.next());
    }

    @Test
    void aLineCutOffByTheEndOfInputIsNoMessage() throws IOException {
        LineReader r = reader("{\"a\":1}\n{\"type\":\"res", 1000);
        assertTrue(r.next());
        assertFalse(r.next());
    }

    @Test
    void aLineOverTheBoundIsRefusedAndReadingContinuesAfterIt() throws IOException {
        LineReader r = reader("x".repeat(200_000) + "\nok\n", 100_000);
        assertThrows(LineReader.LineTooLongException.class, r::next);
        assertTrue(r.next());
        assertEquals("ok", line(r));
    }

    @Test
    void longLinesSpanManyReads() throws IOException {
        String big = "y".repeat(300_000);
        LineReader r = reader(big + "\n", 1_000_000);
        assertTrue(r.next());
        assertEquals(big, line(r));
    }
}
