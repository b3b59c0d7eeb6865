package org.pto.avs.model.machine;

import java.util.LinkedHashMap;
import java.util.Map;
import org.apiguardian.api.API;

/**
 * The block's data attribute state: B.DATR's seven fields as encoded once it executed ({@code present}), else the
 * reset values with the DataType of the BSTART that opened the block. It is never absent: reset, every block start and
 * a successful commit leave {@link #RESET}.
 */
@API(status = API.Status.INTERNAL, since = "0.2")
public record DataAttributes(
        boolean present,
        int dataType,
        int layout,
        int pad,
        int comparisonMode,
        int roundingMode,
        boolean saturating,
        boolean canonicalize) {

    /** The state record that reports it, as the catalog declares it. */
    public static final String RECORD = "data_attributes";

    /** DTYPE_NONE: no data type. */
    public static final int NO_DATA_TYPE = 31;

    /** PadValueOrByteId 3: Null padding, what an omitted B.DATR leaves (an encoded 0 is Zero). */
    public static final int NULL_PAD = 3;

    /** The state at reset and after every block start, before the BSTART's own DataType. */
    public static final DataAttributes RESET = new DataAttributes(false, NO_DATA_TYPE, 0, NULL_PAD, 0, 0, false, false);

    /** This state with {@code code} as its data type: what a BSTART that carries a DataType does to it. */
    public DataAttributes withDataType(int code) {
        return new DataAttributes(present, code, layout, pad, comparisonMode, roundingMode, saturating, canonicalize);
    }

    /** Its value as the state record reports it. */
    public Map<String, Object> asRecord() {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("present", present);
        fields.put("data_type", dataType);
        fields.put("layout", layout);
        fields.put("pad", pad);
        fields.put("cmode", comparisonMode);
        fields.put("rmode", roundingMode);
        fields.put("sat", saturating);
        fields.put("canonicalize", canonicalize);
        return fields;
    }
}
