package org.pto.avs.results.waivers;

import java.net.URI;
import java.net.URISyntaxException;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/** The checks of one waiver line's fields: every field at fault is a problem, so a fix needs one round. */
final class WaiverLine {

    /** The schemes a link may have: anything else (javascript:, data:, file:) must never become a clickable link. */
    private static final Set<String> SCHEMES = Set.of("https", "http");

    /** The last day a waiver may expire: {@code maxDays} after the run day. */
    record Bound(LocalDate runDay, int maxDays) {
        LocalDate last() {
            return runDay.plusDays(maxDays);
        }
    }

    private WaiverLine() {}

    /** @param idColumn the 1-based column of the id's first character in the line as written */
    static List<WaiverProblem> problems(String file, int line, int idColumn, String[] parts, Bound bound) {
        List<WaiverProblem> problems = new ArrayList<>();
        idProblem(parts[0].strip(), idColumn).ifPresent(p -> problems.add(new WaiverProblem(file, line, "id", p)));
        expiryProblem(parts[1].strip(), bound)
                .ifPresent(p -> problems.add(new WaiverProblem(file, line, "expires", p)));
        linkProblem(parts[2].strip()).ifPresent(p -> problems.add(new WaiverProblem(file, line, "link", p)));
        if (parts[3].strip().isEmpty()) {
            problems.add(new WaiverProblem(file, line, "reason", "a waiver states why the point is waived"));
        }
        return problems;
    }

    /** The waiver of a line {@link #problems} found nothing wrong with. */
    static Waiver waiver(String[] parts, String origin) {
        return new Waiver(
                parts[0].strip(),
                LocalDate.parse(parts[1].strip()),
                URI.create(parts[2].strip()),
                parts[3].strip(),
                origin);
    }

    private static Optional<String> idProblem(String id, int column) {
        if (id.isEmpty() || id.chars().anyMatch(Character::isWhitespace)) {
            return Optional.of("'" + id + "' is not an AVS id");
        }
        // A look-alike letter (Cyrillic A for Latin A) makes an id that reads right and matches nothing.
        List<String> foreign = new ArrayList<>();
        for (int i = 0; i < id.length(); i = id.offsetByCodePoints(i, 1)) {
            int c = id.codePointAt(i);
            if (c > 0x7E || c < 0x21) {
                foreign.add(String.format(Locale.ROOT, "U+%04X at column %d", c, column + i));
            }
        }
        return foreign.isEmpty()
                ? Optional.empty()
                : Optional.of("'" + id
                        + "' is not an AVS id: " + String.join(", ", foreign) + (foreign.size() == 1 ? " is" : " are")
                        + " not printable ASCII (an AVS id is ASCII letters, digits and '-')");
    }

    private static Optional<String> expiryProblem(String expires, Bound bound) {
        LocalDate day;
        try {
            day = LocalDate.parse(expires);
        } catch (DateTimeParseException e) {
            return Optional.of("'" + expires + "' is not a date (YYYY-MM-DD)");
        }
        if (day.isAfter(bound.last())) {
            return Optional.of("'" + expires + "' is more than " + bound.maxDays() + " days after the run "
                    + "day " + bound.runDay() + " (at most " + bound.last() + ", avs.waivers.max-days); a waiver is "
                    + "reviewed before it is renewed");
        }
        return Optional.empty();
    }

    private static Optional<String> linkProblem(String link) {
        URI uri;
        try {
            uri = new URI(link);
        } catch (URISyntaxException e) {
            uri = null;
        }
        if (uri == null
                || !uri.isAbsolute()
                || uri.getSchemeSpecificPart() == null
                || uri.getSchemeSpecificPart().isEmpty()) {
            return Optional.of("'" + link + "' is not an absolute link (https://... to the erratum or " + "ticket)");
        }
        if (!SCHEMES.contains(uri.getScheme().toLowerCase(Locale.ROOT)) || uri.getHost() == null) {
            return Optional.of("'" + link + "' is not an https or http link to a host; scheme '" + uri.getScheme()
                    + "' is refused");
        }
        return Optional.empty();
    }
}
