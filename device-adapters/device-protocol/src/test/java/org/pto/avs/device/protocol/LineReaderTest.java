package org.pto.avs.device.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class LineReaderTest {

    private static LineReader reader(String text, int max) {
        return reader(text, max, new LongLineGate(1));
    }

    private static LineReader reader(String text, int max, LongLineGate gate) {
        return new LineReader(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), max, gate);
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

    @Test
    void aLineOfExactlyTheBoundNewlineIncludedIsReadAndOneByteMoreIsRefused() throws IOException {
        LineReader r = reader("a".repeat(99) + "\n" + "b".repeat(100) + "\nok\n", 100);
        assertTrue(r.next());
        assertEquals(99, r.length());
        LineReader.LineTooLongException refused = assertThrows(LineReader.LineTooLongException.class, r::next);
        assertTrue(
                refused.getMessage().contains("a line of 101 bytes with its newline, over the bound of 100 bytes"),
                refused.getMessage());
        assertTrue(r.next());
        assertEquals("ok", line(r));
    }

    @Test
    void theBufferNeverGrowsPastTheBoundWhateverThePeerSends() throws IOException {
        int bound = 3 * LongLineGate.SHORT_LINE_BYTES;
        LineReader r = reader("c".repeat(bound - 1) + "\n", bound);
        assertTrue(r.next());
        assertTrue(r.bytes().length <= bound, r.bytes().length + " bytes held for a bound of " + bound);
    }

    @Test
    void aLongLineIsHeldWithATurnOfTheGateUntilTheNextLineIsRead() throws IOException {
        LongLineGate gate = new LongLineGate(1);
        String longLine = "d".repeat(LongLineGate.SHORT_LINE_BYTES + 1);
        LineReader r = reader("short\n" + longLine + "\nshort again\n", 4 * LongLineGate.SHORT_LINE_BYTES, gate);
        assertTrue(r.next());
        assertEquals(1, gate.available(), "a short line takes no turn");
        assertTrue(r.next());
        assertEquals(longLine.length(), r.length());
        assertEquals(0, gate.available(), "the long line holds the turn while its message is decoded");
        assertTrue(r.next());
        assertEquals("short again", line(r));
        assertEquals(1, gate.available(), "reading the next line gives the turn back");
    }

    @Test
    void aRefusedLongLineGivesItsTurnBackBeforeTheRestOfItIsSkipped() throws IOException {
        LongLineGate gate = new LongLineGate(1);
        int bound = 2 * LongLineGate.SHORT_LINE_BYTES;
        long lineBytes = 3L * bound;
        byte[] tail = "\nok\n".getBytes(StandardCharsets.US_ASCII);
        boolean[] heldWhileSkipping = {false};
        InputStream hugeLineThenOk = new InputStream() {
            private long served;

            @Override
            public int read() {
                throw new UnsupportedOperationException();
            }

            @Override
            public int read(byte[] b, int off, int len) {
                // Asked for bytes a whole read past the bound: the reader is skipping the refused line now.
                if (served > bound + (64 << 10) && gate.available() == 0) {
                    heldWhileSkipping[0] = true;
                }
                if (served >= lineBytes + tail.length) {
                    return -1;
                }
                int n = (int) Math.min(len, lineBytes + tail.length - served);
                for (int i = 0; i < n; i++) {
                    long at = served + i;
                    b[off + i] = at < lineBytes ? (byte) 'e' : tail[(int) (at - lineBytes)];
                }
                served += n;
                return n;
            }
        };
        LineReader r = new LineReader(hugeLineThenOk, bound, gate);
        assertThrows(LineReader.LineTooLongException.class, r::next);
        assertFalse(heldWhileSkipping[0], "the turn was held while the refused line was skipped");
        assertEquals(1, gate.available());
        assertTrue(r.next());
        assertEquals("ok", line(r));
    }

    @Test
    void aReaderThatStopsGivesItsTurnBack() throws IOException {
        LongLineGate gate = new LongLineGate(1);
        LineReader r =
                reader("f".repeat(LongLineGate.SHORT_LINE_BYTES + 1) + "\n", 4 * LongLineGate.SHORT_LINE_BYTES, gate);
        assertTrue(r.next());
        assertEquals(0, gate.available());
        r.release();
        assertEquals(1, gate.available());
        assertEquals(0, r.length());
    }

    @Test
    void aSmallHeapLetsOneReaderHoldALongLineAndALargerOneMore() {
        assertEquals(1, LongLineGate.permits(256L << 20));
        assertEquals(4, LongLineGate.permits(1L << 30));
        assertEquals(1, LongLineGate.permits(64L << 20));
    }

    @Test
    void theProtocolsOwnBoundHoldsExactly() throws IOException {
        byte[] input = new byte[2 * Protocol.MAX_LINE_BYTES + 1];
        Arrays.fill(input, (byte) 'g');
        // A line of 64 MiB with its newline, then one of 64 MiB and one byte.
        input[Protocol.MAX_LINE_BYTES - 1] = '\n';
        input[input.length - 1] = '\n';
        LineReader r = new LineReader(new ByteArrayInputStream(input), Protocol.MAX_LINE_BYTES, new LongLineGate(1));
        assertTrue(r.next());
        assertEquals(Protocol.MAX_LINE_BYTES - 1, r.length());
        LineReader.LineTooLongException refused = assertThrows(LineReader.LineTooLongException.class, r::next);
        assertEquals(
                "a line of " + (Protocol.MAX_LINE_BYTES + 1) + " bytes with its newline, over the bound of "
                        + Protocol.MAX_LINE_BYTES + " bytes for one message (PROTOCOL.md \"Size bounds\")",
                refused.getMessage());
    }
}
