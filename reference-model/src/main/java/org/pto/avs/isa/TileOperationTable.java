package org.pto.avs.isa;

import java.util.Collections;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import org.apiguardian.api.API;

/**
 * The TEPL operation table of the spec's tile operations ({@code spec/catalog/tile-operations.json}, carried over as
 * {@code isa/tepl-operations.json}): which values of BSTART.TEPL's 7-bit Mode:Function selector name an operation.
 * Every other selector is reserved, and a BSTART.TEPL naming one is Fault_IllegalInstruction (the spec's descriptor
 * legality, after the DataType constraint and before an active block is committed).
 *
 * @param resource where it was read from, for messages
 * @param commit   the spec commit it was carried over from
 * @param assigned the operations by selector
 */
@API(status = API.Status.INTERNAL, since = "0.2")
public record TileOperationTable(String resource, String commit, SortedMap<Integer, Operation> assigned) {

    /** How many selector values Mode (2 bits) and Function (5 bits) span. */
    public static final int SELECTORS = 128;

    /** No table: a catalog without one assigns no selector. */
    public static final TileOperationTable NONE = new TileOperationTable("", "", new TreeMap<>());

    public TileOperationTable {
        assigned = Collections.unmodifiableSortedMap(new TreeMap<>(assigned));
    }

    /** One assigned operation: its selector, the spec's name and the engine that runs it (VEC or SFU). */
    public record Operation(int selector, String name, String engine) {}

    /** The selector of a Mode and a Function: Mode is its bits 6:5. */
    public static int selector(long mode, long function) {
        return (int) (mode << 5 | function);
    }

    /** The operation the selector names, or empty when the spec reserves it. */
    public Optional<Operation> operation(int selector) {
        return Optional.ofNullable(assigned.get(selector));
    }
}
