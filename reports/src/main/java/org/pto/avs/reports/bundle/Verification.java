package org.pto.avs.reports.bundle;

import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apiguardian.api.API;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.RunVerdict;

/**
 * The verdict on one bundle.
 *
 * @param seal     the SHA-256 of its {@code SHA256SUMS}, to compare with the value published with the bundle
 * @param findings every defect found, each naming the file, AVS id or field; empty when the bundle verifies
 * @param signer   the id of the trusted key that signed the bundle, when origin was checked and one did
 * @param originChecked whether trusted keys were given, so that who vouches for the bundle was checked
 * @param waiversUsed one line per waiver the bundle's results use: id, expiry, link and the key that signed it
 * @param device   the device the manifest names (its identity from {@code hello}); empty when there is no manifest
 * @param statuses each AVS id's status in the manifest, which the verifier judged again from the evidence
 * @param sandbox  how the device ran, as the manifest records it; empty when it records nothing (a bundle of before)
 * @param ignored  what of the archive was set aside as none of the bundle's files (a comment, macOS resource forks),
 *                 in one line; empty when nothing was
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record Verification(
        Path bundle,
        String seal,
        List<String> findings,
        Optional<String> signer,
        boolean originChecked,
        List<String> waiversUsed,
        String device,
        Map<String, String> statuses,
        Optional<SandboxState> sandbox,
        String ignored) {

    public Verification {
        findings = List.copyOf(findings);
        sandbox = sandbox == null ? Optional.empty() : sandbox;
        waiversUsed = List.copyOf(waiversUsed);
        statuses = Map.copyOf(statuses);
    }

    /** A verdict on integrity alone, of a bundle whose results could not be read. */
    public Verification(Path bundle, String seal, List<String> findings) {
        this(bundle, seal, findings, Optional.empty(), false, List.of(), "", Map.of(), Optional.empty(), "");
    }

    public boolean passed() {
        return findings.isEmpty();
    }

    /** How many cases ended in each status, every status listed, in the order of {@link CaseStatus}. */
    public Map<CaseStatus, Integer> totals() {
        return totalsOf(statuses);
    }

    /** How many of {@code statuses} (AVS id to status text) are each status, every status listed. */
    static Map<CaseStatus, Integer> totalsOf(Map<String, String> statuses) {
        Map<CaseStatus, Integer> totals = new EnumMap<>(CaseStatus.class);
        for (CaseStatus status : CaseStatus.values()) {
            totals.put(status, 0);
        }
        statuses.values().forEach(text -> CaseStatus.parse(text).ifPresent(s -> totals.merge(s, 1, Integer::sum)));
        return totals;
    }

    /** The line {@code verify} prints after {@code sandbox: }: how the device ran, or that the bundle does not say. */
    public String sandboxLine() {
        return sandbox.map(SandboxState::line)
                .orElse("not recorded: the bundle does not say how its device ran (a bundle of before)");
    }

    /** What the bundle's results say of its device; it means something only when the bundle {@link #passed()}. */
    public RunVerdict verdict() {
        return RunVerdict.of(totals());
    }
}
