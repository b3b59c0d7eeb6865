package org.pto.avs.model.machine;

import java.util.LinkedHashMap;
import java.util.Map;
import org.apiguardian.api.API;

/**
 * The block's hint record: an ordinary B.HINT's branch, temperature and prefetch hints, or the mark of a block that
 * B.HINT TRACE opened. Hints never change a functional result; a block holds at most one.
 */
@API(status = API.Status.INTERNAL, since = "0.2")
public record BlockHint(
        boolean trace, boolean traceEnd, boolean branchValid, boolean branchLikely, int temperature, int prefetchSize) {

    /** The state record that reports it, as the catalog declares it. */
    public static final String RECORD = "hint";

    /** The hint of a block TRACE opened: TRACE.begin or, with {@code end}, TRACE.end; every branch field off. */
    public static BlockHint trace(boolean end) {
        return new BlockHint(true, end, false, false, 0, 0);
    }

    /** Its value as the state record reports it. */
    public Map<String, Object> asRecord() {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("trace", trace);
        fields.put("trace_end", traceEnd);
        fields.put("branch_valid", branchValid);
        fields.put("branch_likely", branchLikely);
        fields.put("temperature", temperature);
        fields.put("prefetch_size", prefetchSize);
        return fields;
    }
}
