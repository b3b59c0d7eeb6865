package org.pto.avs.model.profile;

import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;
import org.apiguardian.api.API;
import org.pto.avs.device.PeMask;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Profile;

/**
 * The implementation-defined choices of the machine model, with the catalog's common profile. Each
 * parameter names the clause it settles; {@code reference-model/README.md} lists them with their defaults.
 *
 * @param isa                the catalog's common profile: PEMode masks, SizeCode capacities, element sizes,
 *                           machine dimensions (64 Shared registers, the 256 KiB pool, four stream slots, ...)
 * @param gmBytes            addressable global memory; a TLOAD/TSTORE region beyond it is
 *                           {@code Fault_TileLegality} (default 4 GiB, stored sparsely)
 * @param gprBits            width of R0..R23; ADDI wraps at this width (default 64)
 * @param tileShapeRule      the TLOAD/TSTORE shape and capacity rule, semantics §4 step 3 [U] (default
 *                           {@link TileShapeRule#FULL_SHAPE})
 * @param tileLoadGmBase     the GM address TLOAD reads from, semantics §4 step 3 "base 0" (default 0)
 * @param tileStoreGmBase    the GM address TSTORE writes to (default 0)
 * @param extraElementBytes  element sizes of DataTypes the catalog leaves unsized (the unnamed float
 *                           formats 2, 3, 6..14); TLOAD/TSTORE of an unsized type is {@code Fault_TileLegality}
 *                           (default: none)
 * @param publicationRule    which complete writes mark the object published, semantics §5 (default
 *                           {@link PublicationRule#ONE_OR_ALL_PES})
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record ModelProfile(
        Profile isa,
        long gmBytes,
        int gprBits,
        TileShapeRule tileShapeRule,
        long tileLoadGmBase,
        long tileStoreGmBase,
        Map<Integer, Integer> extraElementBytes,
        PublicationRule publicationRule) {

    public static final long DEFAULT_GM_BYTES = 1L << 32;

    public ModelProfile {
        Objects.requireNonNull(isa, "isa");
        Objects.requireNonNull(tileShapeRule, "tileShapeRule");
        Objects.requireNonNull(publicationRule, "publicationRule");
        extraElementBytes = Map.copyOf(extraElementBytes);
        if (gmBytes <= 0) {
            throw new IllegalArgumentException("gmBytes must be positive, got " + gmBytes);
        }
        if (gprBits < 1 || gprBits > 64) {
            throw new IllegalArgumentException("gprBits must be 1..64, got " + gprBits);
        }
        if (tileLoadGmBase < 0 || tileStoreGmBase < 0) {
            throw new IllegalArgumentException("GM bases are not negative");
        }
    }

    /** The defaults over the bundled catalog's profile. */
    public static ModelProfile standard() {
        return defaults(Catalog.standard().profile());
    }

    /** The defaults over {@code isa}; a model with a different PEMode table or pool size passes its own. */
    public static ModelProfile defaults(Profile isa) {
        return new ModelProfile(
                isa, DEFAULT_GM_BYTES, 64, TileShapeRule.FULL_SHAPE, 0, 0, Map.of(), PublicationRule.ONE_OR_ALL_PES);
    }

    public ModelProfile withIsa(Profile value) {
        return new ModelProfile(
                value,
                gmBytes,
                gprBits,
                tileShapeRule,
                tileLoadGmBase,
                tileStoreGmBase,
                extraElementBytes,
                publicationRule);
    }

    public ModelProfile withGmBytes(long value) {
        return new ModelProfile(
                isa,
                value,
                gprBits,
                tileShapeRule,
                tileLoadGmBase,
                tileStoreGmBase,
                extraElementBytes,
                publicationRule);
    }

    public ModelProfile withTileShapeRule(TileShapeRule value) {
        return new ModelProfile(
                isa, gmBytes, gprBits, value, tileLoadGmBase, tileStoreGmBase, extraElementBytes, publicationRule);
    }

    public ModelProfile withGmBases(long load, long store) {
        return new ModelProfile(isa, gmBytes, gprBits, tileShapeRule, load, store, extraElementBytes, publicationRule);
    }

    public ModelProfile withExtraElementBytes(Map<Integer, Integer> value) {
        return new ModelProfile(
                isa, gmBytes, gprBits, tileShapeRule, tileLoadGmBase, tileStoreGmBase, value, publicationRule);
    }

    public ModelProfile withPublicationRule(PublicationRule value) {
        return new ModelProfile(
                isa, gmBytes, gprBits, tileShapeRule, tileLoadGmBase, tileStoreGmBase, extraElementBytes, value);
    }

    /** PEMode to the fixed four-PE mask: the common profile decoder (B.IOS defaults[1]). */
    public PeMask peMask(int peMode) {
        return isa.peMask(peMode);
    }

    /** A destination SizeCode's capacity for the complete Core-wide object; empty for source and reserved. */
    public OptionalInt capacityBytes(int sizeCode) {
        return isa.capacityBytes(sizeCode);
    }

    public boolean isSourceSizeCode(int sizeCode) {
        return sizeCode == isa.sourceSizeCode();
    }

    /** The element size of a DataType, from the catalog or {@link #extraElementBytes}. */
    public OptionalInt elementBytes(int dataType) {
        OptionalInt fromCatalog = isa.elementBytes(dataType);
        if (fromCatalog.isPresent()) {
            return fromCatalog;
        }
        Integer extra = extraElementBytes.get(dataType);
        return extra == null ? OptionalInt.empty() : OptionalInt.of(extra);
    }

    public long sharedPoolBytes() {
        return isa.sharedPoolBytes();
    }

    public int pes() {
        return isa.pes();
    }

    public long gprMask() {
        return gprBits == 64 ? -1L : (1L << gprBits) - 1;
    }
}
