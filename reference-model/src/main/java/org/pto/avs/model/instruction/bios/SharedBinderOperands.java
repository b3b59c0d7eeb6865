package org.pto.avs.model.instruction.bios;

import org.apiguardian.api.API;
import org.pto.avs.device.Binding;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.machine.Machine;

/** Reads the binding a B.IOS word would append: SharedTileID, SizeCode and the PE mask of its PEMode. */
@FunctionalInterface
@API(status = API.Status.INTERNAL, since = "0.1")
public interface SharedBinderOperands {

    /**
     * The reference reading: SharedTileID w[25:20] names S0..S63 (zero names S0); the common profile decoder
     * expands PEMode to the fixed four-PE mask.
     */
    SharedBinderOperands STANDARD = (word, machine) -> new Binding(
            word.field("SharedTileID"),
            word.field(machine.profile().isa().sizeCodeField()),
            machine.profile().peMask(word.field(machine.profile().isa().peModeField())),
            false);

    Binding read(Decoded word, Machine machine);
}
