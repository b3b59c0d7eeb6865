package org.pto.avs.device;

import java.util.List;
import java.util.Objects;
import org.apiguardian.api.API;

/**
 * One entry of a block's Local tile binding records (B.IOT), in encoded order.
 *
 * @param mask        the decoded PE mask
 * @param destination whether the word names a destination (a form with DstTile and SizeCode)
 * @param sizeCode    the destination's Local SizeCode (1..10), 0 for a source-only binding
 * @param dstTile     the destination's tile queue (0..3: T, U, M, N), 0 for a source-only binding
 * @param sources     the source tile selectors the form carries (SrcTile0, then SrcTile1), none for a destination
 *                    only
 * @param last        L: this binding closes the block's Local binding sequence
 */
@API(status = API.Status.STABLE, since = "0.1")
public record LocalBinding(
        PeMask mask, boolean destination, int sizeCode, int dstTile, List<Integer> sources, boolean last) {

    public LocalBinding {
        Objects.requireNonNull(mask, "mask");
        sources = List.copyOf(sources);
    }

    @Override
    public String toString() {
        return "{" + mask + (destination ? ", dst " + dstTile + "<" + sizeCode + ">" : "") + ", src " + sources
                + (last ? ", last}" : "}");
    }
}
