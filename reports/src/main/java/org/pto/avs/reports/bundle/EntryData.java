package org.pto.avs.reports.bundle;

import java.io.IOException;
import java.util.zip.CRC32;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

/** An entry's bytes, inflated in memory and held to the size and CRC-32 its central directory entry declares. */
final class EntryData {

    private EntryData() {
    }

    static byte[] read(ZipBytes zip, CentralEntry entry, int dataStart) throws IOException {
        byte[] data = entry.method() == CentralEntry.STORED ? zip.slice(dataStart, entry.size())
                : inflate(zip, entry, dataStart);
        CRC32 crc = new CRC32();
        crc.update(data);
        if (crc.getValue() != entry.crc()) {
            throw zip.fail("entry " + entry.shownName() + ": CRC-32 " + crc.getValue() + " of its bytes, "
                    + entry.crc() + " declared");
        }
        return data;
    }

    /** Raw deflate (nowrap) into a buffer of the declared size; one byte more is a lying header, so it stops there. */
    private static byte[] inflate(ZipBytes zip, CentralEntry entry, int dataStart) throws IOException {
        String where = "entry " + entry.shownName();
        byte[] data = new byte[(int) entry.size()];
        byte[] spill = new byte[1];
        Inflater inflater = new Inflater(true);
        try {
            inflater.setInput(zip.bytes(), dataStart, (int) entry.compressedSize());
            int produced = 0;
            while (!inflater.finished()) {
                int room = data.length - produced;
                int count = room > 0 ? inflater.inflate(data, produced, room) : inflater.inflate(spill);
                if (room == 0 && count > 0) {
                    throw zip.fail(where + ": inflates past its declared size of " + data.length + " bytes");
                }
                if (count == 0 && !inflater.finished() && (inflater.needsInput() || inflater.needsDictionary())) {
                    throw zip.fail(where + ": its deflate data ends before the deflate stream does");
                }
                produced += count;
            }
            if (produced != data.length) {
                throw zip.fail(where + ": inflates to " + produced + " bytes, " + data.length + " declared");
            }
            if (inflater.getRemaining() != 0) {
                throw zip.fail(where + ": " + inflater.getRemaining() + " bytes after the end of its deflate stream");
            }
            return data;
        } catch (DataFormatException e) {
            throw zip.fail(where + ": corrupt deflate data (" + e.getMessage() + ")");
        } finally {
            inflater.end();
        }
    }
}
