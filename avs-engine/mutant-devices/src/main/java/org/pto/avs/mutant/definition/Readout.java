package org.pto.avs.mutant.definition;

import org.apiguardian.api.API;
import org.pto.avs.device.Observation;

/**
 * How a device reports what its model observed. The reference reports it as it is; a read-out mutant
 * reports one part wrongly (the model underneath is the reference's).
 */
@FunctionalInterface
@API(status = API.Status.INTERNAL, since = "0.1")
public interface Readout {

    Readout AS_OBSERVED = observation -> observation;

    Observation report(Observation observed);
}
