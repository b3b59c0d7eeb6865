package org.pto.avs.engine.compare;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.results.values.Difference;

/**
 * The comparison of one vector's observation with what the vector states.
 *
 * @param differences  every compared field that differs
 * @param notSupported why the vector could not be judged on this device (a missing observable, an
 *                     {@code unsupported} answer the case does not allow), or null
 * @param compared     how many fields were compared; a vector passes only if this is positive
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record VectorVerdict(String vector, List<Difference> differences, String notSupported, int compared) {

    public VectorVerdict {
        differences = List.copyOf(differences);
    }

    public static VectorVerdict notSupported(String vector, String reason) {
        return new VectorVerdict(vector, List.of(), reason, 0);
    }

    /** {@code PTO-AVS-BLOCK-B-IOS-STREAM-001 vector fifth-binding: bindings[4]: expected <absent>, actual ...}. */
    public List<String> lines(String caseId) {
        return differences.stream()
                .map(d -> caseId + " vector " + vector + ": " + d.describe())
                .toList();
    }

    public boolean passed() {
        return differences.isEmpty() && notSupported == null && compared > 0;
    }
}
