package org.pto.avs.model.commit;

import org.apiguardian.api.API;
import org.pto.avs.device.Bytes;
import org.pto.avs.model.machine.GlobalMemory;

/**
 * How TLOAD and TSTORE copy a tile's valid region between GM rows and a Shared payload (semantics §4 step 3): what
 * a transfer reads and writes once its checks passed. A variant model replaces it
 * ({@code TileLoadStart.operation(publication, room, copy)}, {@code TileStoreStart.operation(copy)}).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public interface TileCopy {

    /** The valid region of {@code region} read from GM into a fresh payload of {@code extentBytes} bytes. */
    byte[] load(GlobalMemory gm, TileRegion region, int extentBytes);

    /** The valid region of {@code payload}, laid out as {@code region} says, written to GM. */
    void store(GlobalMemory gm, TileRegion region, Bytes payload);

    /**
     * The reference: of each valid row, its valid columns' bytes and nothing else, from its GM row to its payload
     * row or back. Every other payload byte of a load is zero; every other GM byte of a store keeps its value.
     */
    TileCopy VALID_ROWS = new TileCopy() {
        @Override
        public byte[] load(GlobalMemory gm, TileRegion region, int extentBytes) {
            byte[] tile = new byte[extentBytes];
            for (int r = 0; r < region.shape().validRows(); r++) {
                gm.read(region.gmRowAddress(r), tile, region.payloadRowOffset(r), region.validRowBytes());
            }
            return tile;
        }

        @Override
        public void store(GlobalMemory gm, TileRegion region, Bytes payload) {
            byte[] row = new byte[region.validRowBytes()];
            for (int r = 0; r < region.shape().validRows(); r++) {
                payload.copyTo(region.payloadRowOffset(r), row, 0, row.length);
                gm.write(region.gmRowAddress(r), row, 0, row.length);
            }
        }
    };
}
