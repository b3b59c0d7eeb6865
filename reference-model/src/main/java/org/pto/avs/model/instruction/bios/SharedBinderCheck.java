package org.pto.avs.model.instruction.bios;

import java.util.Locale;
import org.apiguardian.api.API;

/**
 * B.IOS's order of checks when a word executes (semantics §2, "Order of checks when a B.IOS word executes"),
 * in the declaration order of the constants. This is the one place that states the order: {@link
 * BindBundleSharedIO} runs its steps in it and the model's census of random programs counts by its names.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public enum SharedBinderCheck {
    /** 1. No form matches (a fixed bit differs): Fault_IllegalInstruction, decided by the step loop's decoder. */
    DECODE,
    /** 2. SizeCode 13..15 (the catalog's constraint): Fault_IllegalInstruction. */
    SIZE_CODE,
    /** 3. PEMode 000: a strict no-op, executed with nothing recorded. */
    NO_OP,
    /** 4. No active block, or the body began: Fault_BundleControl. */
    PLACEMENT,
    /** 5. A mask other than every recorded Local and Shared binding's: Fault_TileLegality. */
    MASK,
    /** 6. The SharedTileID is already bound in this block: Fault_BundleControl. */
    DUPLICATE,
    /** 7. A fifth effective Shared binding: Fault_BundleControl. */
    STREAM_LIMIT,
    /** 8. Appended to the first free slot of the stream; it may take a B.ASSEMBLE. */
    APPEND;

    /** {@code stream-limit}: how summaries name the check. */
    public String text() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
