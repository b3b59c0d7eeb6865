package org.pto.avs.model.random;

import java.util.List;
import java.util.SplittableRandom;
import org.apiguardian.api.API;
import org.pto.avs.device.Bytes;
import org.pto.avs.device.GmSegment;

/**
 * Random bytes in GM from address 0 up to the window a random campaign compares. With every byte drawn, a TLOAD's
 * payload shows which GM rows it read and a TSTORE of them shows where it wrote: a GM base, a row stride or a row
 * count taken wrongly changes what is compared, where an empty GM reads zeros wherever the rows lie.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class InitialGm {

    /** The compared GM window's size: the engine's random campaign observes GM [0, 4096). */
    public static final int WINDOW_BYTES = 4096;

    private final SplittableRandom random;

    public InitialGm(SplittableRandom random) {
        this.random = random;
    }

    /** One segment at address 0 filling the window. */
    public List<GmSegment> segments() {
        byte[] data = new byte[WINDOW_BYTES];
        for (int i = 0; i < data.length; i += Long.BYTES) {
            long bits = random.nextLong();
            for (int b = 0; b < Long.BYTES; b++) {
                data[i + b] = (byte) (bits >>> (8 * b));
            }
        }
        return List.of(new GmSegment(0, Bytes.adopt(data)));
    }
}
