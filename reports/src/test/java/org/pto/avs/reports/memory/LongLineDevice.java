package org.pto.avs.reports.memory;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.function.BooleanSupplier;
import org.pto.avs.device.server.DeviceServer;
import org.pto.avs.reference.ReferenceDevice;

/**
 * {@code LongLineDevice TOKENS COUNT LINE-BYTES}: the reference device over stdio ({@code pto-avs serve --stdio}),
 * except that a process that claims one of COUNT tokens in the folder TOKENS writes, before its first result, one
 * line of LINE-BYTES bytes that is no message. The first COUNT processes started send such a line at once; later
 * ones, the replacements the harness starts, answer as the reference does.
 */
public final class LongLineDevice {

    private LongLineDevice() {}

    public static void main(String[] args) throws IOException {
        Path tokens = Path.of(args[0]);
        int count = Integer.parseInt(args[1]);
        long lineBytes = Long.parseLong(args[2]);
        OutputStream stdout = new FileOutputStream(FileDescriptor.out);
        new DeviceServer(new ReferenceDevice(), new PrintStream(System.err, true))
                .serve(System.in, new LongLineBeforeFirstResult(stdout, () -> claim(tokens, count), lineBytes));
    }

    private static boolean claim(Path tokens, int count) {
        for (int i = 0; i < count; i++) {
            try {
                Files.createFile(tokens.resolve("token-" + i));
                return true;
            } catch (FileAlreadyExistsException taken) {
                // Another process has this one; try the next.
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return false;
    }

    /** Passes the hello line through, then writes the long line first if the process claimed a token. */
    private static final class LongLineBeforeFirstResult extends FilterOutputStream {

        private final BooleanSupplier claim;
        private final long lineBytes;
        private boolean helloWritten;
        private boolean decided;

        LongLineBeforeFirstResult(OutputStream out, BooleanSupplier claim, long lineBytes) {
            super(out);
            this.claim = claim;
            this.lineBytes = lineBytes;
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            int from = off;
            int end = off + len;
            while (from < end) {
                if (helloWritten && !decided) {
                    decided = true;
                    if (claim.getAsBoolean()) {
                        writeLongLine();
                    }
                }
                int upTo = end;
                if (!helloWritten) {
                    for (int i = from; i < end; i++) {
                        if (b[i] == '\n') {
                            upTo = i + 1;
                            helloWritten = true;
                            break;
                        }
                    }
                }
                out.write(b, from, upTo - from);
                from = upTo;
            }
        }

        private void writeLongLine() throws IOException {
            byte[] chunk = new byte[1 << 20];
            Arrays.fill(chunk, (byte) 'x');
            for (long left = lineBytes - 1; left > 0; left -= chunk.length) {
                out.write(chunk, 0, (int) Math.min(chunk.length, left));
            }
            out.write('\n');
            out.flush();
        }
    }
}
