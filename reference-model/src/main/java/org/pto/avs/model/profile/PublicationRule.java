package org.pto.avs.model.profile;

import org.apiguardian.api.API;
import org.pto.avs.device.PeMask;

/**
 * When a complete new Shared object is marked published (semantics §5: "published when the writer is one
 * PE or all four and the contents are defined"). A profile parameter, see {@link ModelProfile#publicationRule()}.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public enum PublicationRule {
    /** The default, the spec's literal text: a writer of one PE or of all four PEs publishes. */
    ONE_OR_ALL_PES,
    /** Any complete write publishes, whatever its mask (the seed's "atomic LAST publication" read broadly). */
    ANY_COMPLETE_WRITE;

    public boolean publishes(PeMask writer, int pes) {
        return this == ANY_COMPLETE_WRITE || writer.count() == 1 || writer.count() == pes;
    }
}
