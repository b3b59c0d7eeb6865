package org.pto.avs.model.commit;

import org.pto.avs.device.Bytes;
import org.pto.avs.model.machine.GlobalMemory;

/**
 * Copies a tile's valid region between GM and a payload, both laid out row-major with the same row stride
 * (semantics §4 step 3: base 0, dense stride).
 */
final class TileLayout {

    private TileLayout() {
    }

    /** The valid region of a tile read from GM into a fresh array of {@code extent} bytes; the rest is zero. */
    static byte[] load(GlobalMemory gm, long base, int validRows, int validColumns, long strideElements,
            int elementBytes, int extent) {
        byte[] tile = new byte[extent];
        int rowBytes = validColumns * elementBytes;
        long strideBytes = strideElements * elementBytes;
        for (int r = 0; r < validRows; r++) {
            int offset = (int) (r * strideBytes);
            gm.read(base + offset, tile, offset, rowBytes);
        }
        return tile;
    }

    /** Writes the valid region of {@code payload} to GM. */
    static void store(GlobalMemory gm, long base, Bytes payload, int validRows, int validColumns,
            long strideElements, int elementBytes) {
        int rowBytes = validColumns * elementBytes;
        long strideBytes = strideElements * elementBytes;
        byte[] row = new byte[rowBytes];
        for (int r = 0; r < validRows; r++) {
            int offset = (int) (r * strideBytes);
            payload.copyTo(offset, row, 0, rowBytes);
            gm.write(base + offset, row, 0, rowBytes);
        }
    }
}
