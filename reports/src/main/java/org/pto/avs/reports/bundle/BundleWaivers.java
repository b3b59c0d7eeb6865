package org.pto.avs.reports.bundle;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.waivers.Waiver;
import org.pto.avs.results.waivers.WaiverFile;

/**
 * The waiver checks of a bundle: a waived status is only as good as its waiver. Every waived result needs a waiver
 * in the bundle's copy of the waiver file that was in force when the run started, and a {@code waivers} entry in the
 * manifest that says it was applied; every {@code waivers} entry must say what that file says. When the trust
 * policy checks origin, a waiver counts only if a trusted, unrevoked key signed the file's exact bytes
 * ({@link WaiverSignature}): anyone can write a waiver file, so an unsigned one would let anyone pass a case.
 */
final class BundleWaivers {

    private static final String APPLIED = "applied";

    /** Shown for the signer of a waiver used when the policy does not check origin. */
    static final String UNCHECKED = "signer not checked";

    private final BundleFiles bundle;
    private final JsonNode manifest;
    private final TrustPolicy trust;
    private final List<String> used = new ArrayList<>();

    BundleWaivers(BundleFiles bundle, JsonNode manifest) {
        this(bundle, manifest, TrustPolicy.INTEGRITY_ONLY);
    }

    BundleWaivers(BundleFiles bundle, JsonNode manifest, TrustPolicy trust) {
        this.bundle = bundle;
        this.manifest = manifest;
        this.trust = trust;
    }

    /**
     * Every waiver a waived result used, after {@link #check}: {@code id | expires | link | signer key id}, one a
     * line, for {@code verify} to list.
     */
    List<String> used() {
        return List.copyOf(used);
    }

    void check(Map<String, String> statuses, List<String> findings) throws IOException {
        String name = manifest.path("waiver_file").asText("");
        Optional<LocalDate> started = startDay(findings);
        Optional<WaiverFile> file = read(name, started, findings);
        String device = manifest.path("device").asText("");
        Optional<WaiverSignature.Origin> origin = file.isPresent() && trust.checksOrigin()
                ? Optional.of(bound(WaiverSignature.check(bundle, name, trust), file.get(), name, device))
                : Optional.empty();
        origin.filter(o -> o.signer().isEmpty()).ifPresent(o -> findings.add(o.problem()));
        String binding = file.map(
                        f -> f.devices().isEmpty() ? "for no device named" : "for " + String.join(", ", f.devices()))
                .orElse("");
        JsonNode entries = manifest.path("waivers");
        statuses.forEach((id, status) -> {
            if (!status.equals(CaseStatus.WAIVED.text())) {
                return;
            }
            Optional<Waiver> waiver = file.flatMap(f -> f.find(id));
            if (waiver.isEmpty()) {
                findings.add(id + ": waived, but "
                        + (file.isEmpty()
                                ? "the bundle carries no waiver file"
                                : "the bundle's " + name + " has no waiver for it"));
                return;
            }
            // The engine dates a waiver by the day where it ran; the manifest has the instant, so allow a day.
            if (started.isPresent()
                    && waiver.get().expires().isBefore(started.get().minusDays(1))) {
                findings.add(id + ": waived, but its waiver at " + waiver.get().origin() + " expired on "
                        + waiver.get().expires() + ", before the run started on " + started.get());
            }
            if (!hasEntry(entries, id, APPLIED)) {
                findings.add(id + ": waived, but " + BundleLayout.MANIFEST + " lists no applied waiver for it");
            }
            if (origin.isPresent() && origin.get().signer().isEmpty()) {
                findings.add(id + ": waived by a waiver file that no trusted key signed; the case is non-conforming");
                return;
            }
            used.add(String.join(
                    " | ",
                    id,
                    waiver.get().expires().toString(),
                    waiver.get().link().toString(),
                    origin.flatMap(WaiverSignature.Origin::signer).orElse(UNCHECKED),
                    binding));
        });
        for (int i = 0; i < entries.size(); i++) {
            entry(entries.get(i), BundleLayout.MANIFEST + ": waivers[" + i + "]", file, name, statuses, findings);
        }
    }

    /**
     * A signature vouches for waivers on the devices the file names: a signed file that names none, or not this
     * bundle's device, counts as unsigned, so a lab's waiver for one device's erratum certifies no other device.
     */
    private static WaiverSignature.Origin bound(
            WaiverSignature.Origin signed, WaiverFile file, String name, String device) {
        if (signed.signer().isEmpty() || file.devices().contains(device)) {
            return signed;
        }
        return WaiverSignature.Origin.refused(name
                + (file.devices().isEmpty()
                        ? " names no device (a line '" + WaiverFile.DEVICE + " <vendor> <name> <version>')"
                        : " is for " + String.join(", ", file.devices()) + ", and this bundle's device is '" + device
                                + "'")
                + ": its signature vouches for no waiver on this device");
    }

    private static void entry(
            JsonNode entry,
            String where,
            Optional<WaiverFile> file,
            String name,
            Map<String, String> statuses,
            List<String> findings) {
        String id = entry.path("id").asText("");
        Optional<Waiver> waiver = file.flatMap(f -> f.find(id));
        if (waiver.isEmpty()) {
            findings.add(where + ": " + id + " has no waiver in "
                    + (file.isEmpty() ? "the bundle, which carries no " + "waiver file" : "the bundle's " + name));
            return;
        }
        compare(where, id, "expires", entry, waiver.get().expires().toString(), waiver.get(), findings);
        compare(where, id, "link", entry, waiver.get().link().toString(), waiver.get(), findings);
        compare(where, id, "reason", entry, waiver.get().reason(), waiver.get(), findings);
        String status = statuses.getOrDefault(id, "");
        if (entry.path("use").asText("").equals(APPLIED) && !status.equals(CaseStatus.WAIVED.text())) {
            findings.add(where + ": " + id + " says applied, but its result is '" + status + "'");
        }
    }

    private static void compare(
            String where,
            String id,
            String field,
            JsonNode entry,
            String inFile,
            Waiver waiver,
            List<String> findings) {
        String stated = entry.path(field).asText("");
        if (!stated.equals(inFile)) {
            findings.add(where + ": " + id + ": " + field + " is '" + stated + "', " + waiver.origin() + " says '"
                    + inFile + "'");
        }
    }

    private static boolean hasEntry(JsonNode entries, String id, String use) {
        for (JsonNode entry : entries) {
            if (entry.path("id").asText("").equals(id)
                    && entry.path("use").asText("").equals(use)) {
                return true;
            }
        }
        return false;
    }

    /** The bundle's copy of the waiver file, parsed as the engine parses it; empty when there is none. */
    private Optional<WaiverFile> read(String name, Optional<LocalDate> started, List<String> findings) {
        if (name.isEmpty()) {
            return Optional.empty();
        }
        Optional<String> text = bundle.text(name);
        if (text.isEmpty()) {
            findings.add(BundleLayout.MANIFEST + ": waiver_file: names " + name + ", which the bundle does not hold");
            return Optional.empty();
        }
        // Bounded from the day the run started, as the engine bounded it.
        return Optional.of(WaiverFile.parse(
                name, text.get().lines().toList(), started.orElse(LocalDate.now()), WaiverFile.DEFAULT_MAX_DAYS));
    }

    private Optional<LocalDate> startDay(List<String> findings) {
        String start = manifest.path("start").asText("");
        try {
            return Optional.of(LocalDate.ofInstant(Instant.parse(start), ZoneOffset.UTC));
        } catch (DateTimeParseException e) {
            findings.add(BundleLayout.MANIFEST + ": start: '" + start + "' is not an instant (2026-01-31T12:00:00Z)");
            return Optional.empty();
        }
    }
}
