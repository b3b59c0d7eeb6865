package org.pto.avs.model;

import java.util.List;
import java.util.SortedMap;
import org.pto.avs.device.Binding;
import org.pto.avs.device.BlockPhase;
import org.pto.avs.device.Observation;
import org.pto.avs.device.PeMask;
import org.pto.avs.device.SharedObject;

/** Every architectural part of a session's state, for "a rejection changes nothing" comparisons. */
record Frame(
        BlockPhase phase,
        PeMask participation,
        List<Binding> bindings,
        SortedMap<Integer, SharedObject> shared,
        long poolBytesInUse,
        SortedMap<Integer, Long> gprs,
        long tpc) {

    static Frame of(Session session) {
        Observation o = session.observe();
        return new Frame(
                o.phase(), o.participation(), o.bindings(), o.shared(), o.poolBytesInUse(), o.gprs(), session.tpc());
    }
}
