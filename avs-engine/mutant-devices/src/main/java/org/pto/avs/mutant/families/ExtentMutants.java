package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.families.Changes.copies;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.device.Bytes;
import org.pto.avs.model.commit.TileCopy;
import org.pto.avs.model.commit.TileRegion;
import org.pto.avs.model.machine.GlobalMemory;
import org.pto.avs.model.machine.TileShape;
import org.pto.avs.mutant.definition.Mutant;

/**
 * Copies of the wrong extent (semantics §4 step 3, decisions 5 and 17): whole rows, every row or a stride of the
 * valid columns, right for a tile whose valid region is its whole shape and wrong for a region narrower or shorter
 * than the tile; a GM row one byte off, or the first or last valid row skipped, wrong for any. TLOAD copies each
 * valid row's valid columns
 * from GM rows at the dense stride of LB2 columns into payload rows of the same stride, the rest of the payload
 * zero; TSTORE copies them back, every other GM byte kept (ordering[0]: the operation consumes its binding and does
 * its transfer; state_effects[2]: the destination publishes the complete parent).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class ExtentMutants {

    private static final List<String> LOAD_CLAUSES = List.of("ordering[0]", "state_effects[2]");
    private static final List<String> STORE_CLAUSES = List.of("ordering[0]");

    private ExtentMutants() {}

    public static List<Mutant> mutants() {
        TileCopy reference = TileCopy.VALID_ROWS;
        return List.of(
                Mutant.of(
                        "tload-copies-whole-rows",
                        "TLOAD copies every column of each row from GM, not only the valid ones",
                        LOAD_CLAUSES,
                        copies(loading(ExtentMutants::wholeRows), reference)),
                Mutant.of(
                        "tstore-writes-whole-rows",
                        "TSTORE writes every column of each row to GM, not only the valid ones",
                        STORE_CLAUSES,
                        copies(reference, storing(ExtentMutants::wholeRows))),
                Mutant.of(
                        "tstore-writes-whole-rows-when-every-row-is-valid",
                        "TSTORE writes every column of each row to GM when all the tile's rows are valid, as one"
                                + " block, not only the valid columns",
                        STORE_CLAUSES,
                        copies(reference, storing(ExtentMutants::wholeRowsWhenEveryRowIsValid))),
                Mutant.of(
                        "tload-reads-one-byte-late",
                        "TLOAD reads each GM row from the byte after its start",
                        LOAD_CLAUSES,
                        copies(loading(region -> gmShifted(region, 1)), reference)),
                Mutant.of(
                        "tstore-writes-one-byte-late",
                        "TSTORE writes each GM row from the byte after its start",
                        STORE_CLAUSES,
                        copies(reference, storing(region -> gmShifted(region, 1)))),
                Mutant.of(
                        "tload-reads-one-byte-early",
                        "TLOAD reads each GM row from the byte before its start",
                        LOAD_CLAUSES,
                        copies(loading(region -> gmShifted(region, -1)), reference)),
                Mutant.of(
                        "tstore-writes-one-byte-early",
                        "TSTORE writes each GM row from the byte before its start",
                        STORE_CLAUSES,
                        copies(reference, storing(region -> gmShifted(region, -1)))),
                Mutant.of(
                        "tload-skips-first-row",
                        "TLOAD starts at the second valid row: the first stays zero",
                        LOAD_CLAUSES,
                        copies(new FirstRowSkippedLoad(), reference)),
                Mutant.of(
                        "tstore-skips-last-row",
                        "TSTORE stops one valid row early: the last is not written",
                        STORE_CLAUSES,
                        copies(reference, new LastRowSkippedStore())),
                Mutant.of(
                        "tload-payload-stride-valid-columns",
                        "TLOAD lays the payload rows out at a stride of the valid columns, not the columns",
                        LOAD_CLAUSES,
                        copies(loading(ExtentMutants::payloadStrideOfValidColumns), reference)),
                Mutant.of(
                        "tstore-payload-stride-valid-columns",
                        "TSTORE reads the payload rows at a stride of the valid columns, not the columns",
                        STORE_CLAUSES,
                        copies(reference, storing(ExtentMutants::payloadStrideOfValidColumns))),
                Mutant.of(
                        "dense-gm-stride-valid-columns",
                        "without a B.IOR, TLOAD and TSTORE place GM rows at a stride of the valid columns, not the"
                                + " columns (LB2 x element size)",
                        LOAD_CLAUSES,
                        copies(
                                loading(ExtentMutants::denseGmStrideOfValidColumns),
                                storing(ExtentMutants::denseGmStrideOfValidColumns))),
                Mutant.of(
                        "tstore-writes-all-rows",
                        "TSTORE writes the tile's rows, not only its valid rows",
                        STORE_CLAUSES,
                        copies(reference, new AllRowsStore())),
                Mutant.of(
                        "tstore-skips-first-row",
                        "TSTORE starts at the second valid row: the first is not written",
                        STORE_CLAUSES,
                        copies(reference, new FirstRowSkippedStore())));
    }

    /** How a wrong copy sees the region the reference would copy. */
    @FunctionalInterface
    private interface RegionChange {
        TileRegion apply(TileRegion region);
    }

    /** The reference load, of a region changed first. */
    private static TileCopy loading(RegionChange change) {
        return new TileCopy() {
            @Override
            public byte[] load(GlobalMemory gm, TileRegion region, int extentBytes) {
                TileRegion changed = change.apply(region);
                byte[] tile = new byte[extentBytes];
                for (int r = 0; r < changed.shape().validRows(); r++) {
                    int offset = changed.payloadRowOffset(r);
                    int length = Math.min(changed.validRowBytes(), extentBytes - offset);
                    // What lies beyond the payload or GM is not copied: the wrong extent, not a crash.
                    if (length > 0 && gm.contains(changed.gmRowAddress(r), length)) {
                        gm.read(changed.gmRowAddress(r), tile, offset, length);
                    }
                }
                return tile;
            }

            @Override
            public void store(GlobalMemory gm, TileRegion region, Bytes payload) {
                TileCopy.VALID_ROWS.store(gm, region, payload);
            }
        };
    }

    /** The reference store, of a region changed first. */
    private static TileCopy storing(RegionChange change) {
        return new TileCopy() {
            @Override
            public byte[] load(GlobalMemory gm, TileRegion region, int extentBytes) {
                return TileCopy.VALID_ROWS.load(gm, region, extentBytes);
            }

            @Override
            public void store(GlobalMemory gm, TileRegion region, Bytes payload) {
                TileRegion changed = change.apply(region);
                for (int r = 0; r < changed.shape().validRows(); r++) {
                    int offset = changed.payloadRowOffset(r);
                    int length = Math.min(changed.validRowBytes(), payload.length() - offset);
                    if (length > 0 && gm.contains(changed.gmRowAddress(r), length)) {
                        byte[] row = new byte[length];
                        payload.copyTo(offset, row, 0, length);
                        gm.write(changed.gmRowAddress(r), row, 0, length);
                    }
                }
            }
        };
    }

    /** Every column valid: whole rows copied. */
    private static TileRegion wholeRows(TileRegion region) {
        TileShape s = region.shape();
        return with(
                region,
                new TileShape(s.rows(), s.columns(), s.validRows(), s.columns(), s.dataType()),
                region.payloadStrideBytes(),
                region.gmBase(),
                region.gmStrideBytes());
    }

    /** Whole rows when the valid rows are all the tile's rows, else the region as it is. */
    private static TileRegion wholeRowsWhenEveryRowIsValid(TileRegion region) {
        return region.shape().validRows() == region.shape().rows() ? wholeRows(region) : region;
    }

    private static TileRegion gmShifted(TileRegion region, long bytes) {
        return with(
                region, region.shape(), region.payloadStrideBytes(), region.gmBase() + bytes, region.gmStrideBytes());
    }

    private static TileRegion payloadStrideOfValidColumns(TileRegion region) {
        return with(region, region.shape(), region.validRowBytes(), region.gmBase(), region.gmStrideBytes());
    }

    /** The dense GM stride (no B.IOR) counted in valid columns; a B.IOR's stride is kept. */
    private static TileRegion denseGmStrideOfValidColumns(TileRegion region) {
        return region.gmStrideNamed()
                ? region
                : with(region, region.shape(), region.payloadStrideBytes(), region.gmBase(), region.validRowBytes());
    }

    private static TileRegion with(TileRegion region, TileShape shape, long payloadStride, long gmBase, long gmStride) {
        return new TileRegion(shape, region.elementBytes(), payloadStride, gmBase, gmStride, region.gmStrideNamed());
    }

    /** TSTORE of every row the descriptor names (as many as the payload holds), valid or not. */
    private static final class AllRowsStore extends ReferenceLoad {
        @Override
        public void store(GlobalMemory gm, TileRegion region, Bytes payload) {
            int rowsInPayload = (int) Math.min(
                    region.shape().rows(),
                    (payload.length() - region.validRowBytes()) / Math.max(1, region.payloadStrideBytes()) + 1);
            TileCopy.VALID_ROWS.store(
                    gm, region.withValidRows(Math.max(region.shape().validRows(), rowsInPayload)), payload);
        }
    }

    /** TSTORE of the valid rows but the first. */
    private static final class FirstRowSkippedStore extends ReferenceLoad {
        @Override
        public void store(GlobalMemory gm, TileRegion region, Bytes payload) {
            byte[] row = new byte[region.validRowBytes()];
            for (int r = 1; r < region.shape().validRows(); r++) {
                payload.copyTo(region.payloadRowOffset(r), row, 0, row.length);
                gm.write(region.gmRowAddress(r), row, 0, row.length);
            }
        }
    }

    /** TSTORE of the valid rows but the last. */
    private static final class LastRowSkippedStore extends ReferenceLoad {
        @Override
        public void store(GlobalMemory gm, TileRegion region, Bytes payload) {
            TileCopy.VALID_ROWS.store(gm, region.withValidRows(region.shape().validRows() - 1), payload);
        }
    }

    /** TLOAD of the valid rows but the first. */
    private static final class FirstRowSkippedLoad implements TileCopy {
        @Override
        public byte[] load(GlobalMemory gm, TileRegion region, int extentBytes) {
            byte[] tile = new byte[extentBytes];
            for (int r = 1; r < region.shape().validRows(); r++) {
                gm.read(region.gmRowAddress(r), tile, region.payloadRowOffset(r), region.validRowBytes());
            }
            return tile;
        }

        @Override
        public void store(GlobalMemory gm, TileRegion region, Bytes payload) {
            TileCopy.VALID_ROWS.store(gm, region, payload);
        }
    }

    /** A copy whose load is the reference's. */
    private abstract static class ReferenceLoad implements TileCopy {
        @Override
        public byte[] load(GlobalMemory gm, TileRegion region, int extentBytes) {
            return TileCopy.VALID_ROWS.load(gm, region, extentBytes);
        }
    }
}
