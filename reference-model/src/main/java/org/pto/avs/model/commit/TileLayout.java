package org.pto.avs.model.commit;

import org.pto.avs.device.Bytes;
import org.pto.avs.model.machine.GlobalMemory;

/**
 * Copies a tile's valid region between GM rows ({@link GmRows}: a base and a row stride in bytes, dense by default)
 * and a payload laid out row-major with the tile's row stride.
 */
final class TileLayout {

    private TileLayout() {
    }

    /**
     * The valid region of a tile read from GM rows into a fresh array of {@code extent} bytes, row r of the tile at
     * {@code r * tileStrideBytes}; the rest is zero.
     */
    static byte[] load(GlobalMemory gm, GmRows rows, int validRows, int validColumns, long tileStrideBytes,
            int elementBytes, int extent) {
        byte[] tile = new byte[extent];
        int rowBytes = validColumns * elementBytes;
        for (int r = 0; r < validRows; r++) {
            gm.read(rows.rowAddress(r), tile, (int) (r * tileStrideBytes), rowBytes);
        }
        return tile;
    }

    /** Writes the valid region of {@code payload}, row r of it at {@code r * tileStrideBytes}, to GM rows. */
    static void store(GlobalMemory gm, GmRows rows, Bytes payload, int validRows, int validColumns,
            long tileStrideBytes, int elementBytes) {
        int rowBytes = validColumns * elementBytes;
        byte[] row = new byte[rowBytes];
        for (int r = 0; r < validRows; r++) {
            payload.copyTo((int) (r * tileStrideBytes), row, 0, rowBytes);
            gm.write(rows.rowAddress(r), row, 0, rowBytes);
        }
    }
}
