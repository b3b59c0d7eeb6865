package org.pto.avs.model.instruction.bios;

import org.apiguardian.api.API;
import org.pto.avs.device.Binding;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.Machine;

/**
 * One B.IOS word being executed: the word, the machine, and the binding it would append (read once, before
 * any step, by the handler's {@link SharedBinderOperands}).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record SharedBinderAttempt(Decoded word, Machine machine, Binding candidate) {

    public Block block() {
        return machine.block();
    }
}
