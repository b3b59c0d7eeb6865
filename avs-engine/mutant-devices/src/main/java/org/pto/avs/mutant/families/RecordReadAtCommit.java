package org.pto.avs.mutant.families;

import java.util.Map;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.CommitPlan;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.machine.Operation;
import org.pto.avs.model.machine.ScalarBinding;

/**
 * A TLOAD or TSTORE whose commit reads the block's B.IOR record otherwise (operands page section 3): the reference
 * operation plans with the record a {@link Reading} gives, and the block's own record and the GPRs, which devices
 * observe, are put back once the plan is made. The reference reaches its GM rows only through the record (RegSrc0
 * the base, RegSrc1 the stride in bytes, read at commit), so a reading that needs another value hands it over in a
 * borrowed register.
 */
final class RecordReadAtCommit implements Operation {

    /** The record the commit sees instead of the block's (null: none), for a tile of {@code elementBytes}. */
    @FunctionalInterface
    interface Reading {
        ScalarBinding read(ScalarBinding recorded, Machine machine, int elementBytes);
    }

    private final Operation reference;
    private final Reading reading;
    private final int dataType;

    private RecordReadAtCommit(Operation reference, Reading reading, int dataType) {
        this.reference = reference;
        this.reading = reading;
        this.dataType = dataType;
    }

    /** The TLOAD and TSTORE of every BSTART read through {@code reading}. */
    static Changes.TransferChange everyTransfer(Reading reading) {
        return (operation, dataType) -> new RecordReadAtCommit(operation, reading, dataType);
    }

    @Override
    public String name() {
        return reference.name();
    }

    @Override
    public CommitPlan plan(Block block, Machine machine) {
        ScalarBinding recorded = block.scalarBinding();
        Map<Integer, Long> gprs = machine.gprs().snapshot();
        // A DataType without an element size faults in the reference's own check, whatever the reading.
        int elementBytes = machine.profile().elementBytes(dataType).orElse(1);
        block.recordScalarBinding(reading.read(recorded, machine, elementBytes));
        try {
            return reference.plan(block, machine);
        } finally {
            block.recordScalarBinding(recorded);
            gprs.forEach(machine.gprs()::write);
        }
    }
}
