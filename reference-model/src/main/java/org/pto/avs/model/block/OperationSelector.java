package org.pto.avs.model.block;

import org.apiguardian.api.API;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.machine.Operation;

/** Which operation a BSTART word installs in the block it opens (semantics §3, BSTART step 4). */
@FunctionalInterface
@API(status = API.Status.INTERNAL, since = "0.1")
public interface OperationSelector {

    Operation select(Decoded word, Machine machine);
}
