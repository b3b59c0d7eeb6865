package org.pto.avs.model.block;

import org.apiguardian.api.API;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.TileOperationTable;
import org.pto.avs.model.commit.TileElementwise;
import org.pto.avs.model.semantics.Fault;

/**
 * BSTART.TEPL: opens a block whose operation is a VEC or SFU element op that the spec's TEPL operation table assigns
 * to its Mode:Function selector (0x000, Mode 0 Function 0, is TADD). A selector the table reserves is
 * Fault_IllegalInstruction: the spec's descriptor legality, after the DataType constraint and before an active block
 * is committed.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class TileElementwiseStart {

    public static final String MNEMONIC = "BSTART.TEPL";

    private TileElementwiseStart() {}

    /** The reference: the bundled catalog's TEPL operation table. */
    public static OperationSelector operation() {
        return operation(Catalog.standard().teplOperations());
    }

    /** TEPL with the selectors {@code table} assigns. */
    public static OperationSelector operation(TileOperationTable table) {
        if (table.assigned().isEmpty()) {
            throw new IllegalArgumentException(
                    "BSTART.TEPL needs a TEPL operation table; this one assigns no selector");
        }
        return (word, machine) -> {
            int mode = word.field("Mode");
            int function = word.field("Function");
            int selector = TileOperationTable.selector(mode, function);
            if (table.operation(selector).isEmpty()) {
                throw Fault.illegalInstruction(String.format(
                        "TEPL selector 0x%03X (Mode %d, Function %d) is reserved", selector, mode, function));
            }
            return new TileElementwise(BlockStart.dataType(word, machine), mode, function);
        };
    }
}
