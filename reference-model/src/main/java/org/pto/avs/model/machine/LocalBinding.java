package org.pto.avs.model.machine;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.apiguardian.api.API;
import org.pto.avs.device.PeMask;

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
@API(status = API.Status.INTERNAL, since = "0.1")
public record LocalBinding(
        PeMask mask, boolean destination, int sizeCode, int dstTile, List<Integer> sources, boolean last) {

    /** The state record that reports the block's Local binding records in order. */
    public static final String RECORD = "local_bindings";

    /** The state record that reports whether an L = 1 closed the block's Local binding sequence. */
    public static final String SEQUENCE_CLOSED_RECORD = "local_sequence_closed";

    public LocalBinding {
        Objects.requireNonNull(mask, "mask");
        sources = List.copyOf(sources);
    }

    /** Its value as an entry of the state record reports it. */
    public Map<String, Object> asRecord() {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("mask", mask.toString());
        fields.put("destination", destination);
        fields.put("size_code", sizeCode);
        fields.put("dst_tile", dstTile);
        fields.put("sources", sources);
        fields.put("last", last);
        return fields;
    }

    @Override
    public String toString() {
        return "{" + mask + (destination ? ", dst " + dstTile + "<" + sizeCode + ">" : "") + ", src " + sources
                + (last ? ", last}" : "}");
    }
}
