package org.pto.avs.model.machine;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import org.apiguardian.api.API;

/**
 * A range modifier's carrier on the binding it modifies (B.ASSEMBLE on a destination, B.SUBVIEW on a source): the
 * raw fields and the offset computed from them.
 *
 * @param stream   {@link #SHARED} or {@link #LOCAL}: which binding list {@code slot} counts in
 * @param slot     the binding's place in its list, from 0
 * @param role     {@code source0}, {@code source1} or {@code destination}
 * @param modifier {@code B.ASSEMBLE} or {@code B.SUBVIEW}
 * @param init     B.ASSEMBLE's INIT bit (0 for B.SUBVIEW)
 * @param last     B.ASSEMBLE's LAST bit (0 for B.SUBVIEW)
 * @param regSrc   the GPR the offset adds, R0..R23
 * @param uimm11   the immediate the offset adds
 * @param size     the size field: B.ASSEMBLE's ParentSizeCode, B.SUBVIEW's SubviewSizeCode
 * @param offset   GPR[RegSrc] + uimm11, modulo 2^64, as an unsigned 64-bit value
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record RangeCarrier(
        String stream,
        int slot,
        String role,
        String modifier,
        int init,
        int last,
        int regSrc,
        int uimm11,
        int size,
        long offset) {

    /** The state record that reports the block's carriers, the Shared bindings' first, then the Local ones'. */
    public static final String RECORD = "carriers";

    public static final String SHARED = "shared";
    public static final String LOCAL = "local";

    public RangeCarrier {
        Objects.requireNonNull(stream, "stream");
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(modifier, "modifier");
    }

    /** Its value as an entry of the state record reports it; the offset as an unsigned decimal string. */
    public Map<String, Object> asRecord() {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("stream", stream);
        fields.put("slot", slot);
        fields.put("role", role);
        fields.put("modifier", modifier);
        fields.put("init", init);
        fields.put("last", last);
        fields.put("reg_src", regSrc);
        fields.put("uimm11", uimm11);
        fields.put("size", size);
        fields.put("offset", Long.toUnsignedString(offset));
        return fields;
    }

    @Override
    public String toString() {
        return "{" + stream + "[" + slot + "] " + role + ": " + modifier + " init=" + init + " last=" + last + " R"
                + regSrc + " + " + uimm11 + " = " + Long.toUnsignedString(offset) + ", size " + size + "}";
    }
}
