package org.pto.avs.model.machine;

import java.util.LinkedHashMap;
import java.util.Map;
import org.apiguardian.api.API;

/**
 * The block's scalar binding record, which a B.IOR writes once per block: the register each of its four fields
 * names, R0..R23 (an encoded R0 names R0; it is not an omission).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record ScalarBinding(int regDst, int regSrc0, int regSrc1, int regSrc2) {

    /** The state record that reports it, as the catalog declares it. */
    public static final String RECORD = "scalar_binding";

    /** How many general-purpose registers a field may name. */
    public static final int REGISTERS = 24;

    public ScalarBinding {
        for (int register : new int[] {regDst, regSrc0, regSrc1, regSrc2}) {
            if (register < 0 || register >= REGISTERS) {
                throw new IllegalArgumentException("a scalar binding names R0..R23, not R" + register);
            }
        }
    }

    /** Its value as the state record reports it. */
    public Map<String, Object> asRecord() {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("reg_dst", regDst);
        fields.put("reg_src0", regSrc0);
        fields.put("reg_src1", regSrc1);
        fields.put("reg_src2", regSrc2);
        return fields;
    }

    @Override
    public String toString() {
        return "{dst R" + regDst + ", src R" + regSrc0 + ", R" + regSrc1 + ", R" + regSrc2 + "}";
    }
}
