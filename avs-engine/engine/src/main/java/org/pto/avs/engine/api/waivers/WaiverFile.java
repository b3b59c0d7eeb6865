package org.pto.avs.engine.api.waivers;

import org.apiguardian.api.API;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The waivers of {@code avs.waivers}: one per line, {@code AVS id | expires | link | reason}. The expiry is an ISO
 * date ({@code 2027-03-31}, the last day the waiver applies), the link an absolute URI (the erratum or ticket), the
 * reason free text that may itself hold {@code |}. Blank lines and lines starting with {@code #} are ignored.
 * <pre>
 * # AVS id | expires | link | reason
 * PTO-AVS-BLOCK-B-IOS-PLACEMENT-001 | 2027-03-31 | https://errata.example/E-12 | B.IOS after the body; fixed in rev B
 * </pre>
 * A line that cannot be read is a {@link WaiverProblem} naming file, line and field, and waives nothing, so the
 * case it meant keeps its real status; the engine also fails the run with a test named {@code waivers}.
 */
@API(status = API.Status.STABLE, since = "0.1")
public record WaiverFile(String file, List<Waiver> waivers, List<WaiverProblem> problems) {

    /** The fields of a line, in order. */
    public static final List<String> FIELDS = List.of("id", "expires", "link", "reason");
    public static final String FORMAT = "AVS id | expires | link | reason";

    public static final WaiverFile NONE = new WaiverFile("", List.of(), List.of());

    public WaiverFile {
        waivers = List.copyOf(waivers);
        problems = List.copyOf(problems);
    }

    public static WaiverFile read(Path file) {
        String name = file.toString();
        try {
            return parse(name, Files.readAllLines(file, StandardCharsets.UTF_8));
        } catch (NoSuchFileException e) {
            return new WaiverFile(name, List.of(), List.of(WaiverProblem.ofFile(name,
                    "no such waiver file; no case is waived")));
        } catch (IOException e) {
            return new WaiverFile(name, List.of(), List.of(WaiverProblem.ofFile(name,
                    "cannot be read (" + e.getMessage() + "); no case is waived")));
        }
    }

    public static WaiverFile parse(String file, List<String> lines) {
        Map<String, Waiver> byId = new LinkedHashMap<>();
        List<WaiverProblem> problems = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int number = i + 1;
            String[] parts = line.split("\\|", FIELDS.size());
            if (parts.length < FIELDS.size()) {
                problems.add(new WaiverProblem(file, number, FIELDS.get(parts.length),
                        "missing; a waiver is '" + FORMAT + "', got: " + line));
                continue;
            }
            Optional<WaiverProblem> problem = fieldProblem(file, number, parts);
            String id = parts[0].strip();
            if (problem.isPresent()) {
                problems.add(problem.get());
            } else if (byId.containsKey(id)) {
                problems.add(new WaiverProblem(file, number, "id", id + " is already waived at "
                        + byId.get(id).origin() + "; this line is ignored"));
            } else {
                byId.put(id, new Waiver(id, LocalDate.parse(parts[1].strip()), URI.create(parts[2].strip()),
                        parts[3].strip(), file + ":" + number));
            }
        }
        return new WaiverFile(file, new ArrayList<>(byId.values()), problems);
    }

    /** The first field of the line that is not what a waiver needs, checked in the order of the line. */
    private static Optional<WaiverProblem> fieldProblem(String file, int line, String[] parts) {
        String id = parts[0].strip();
        String expires = parts[1].strip();
        String link = parts[2].strip();
        String reason = parts[3].strip();
        String problem = null;
        String field = null;
        if (id.isEmpty() || id.chars().anyMatch(Character::isWhitespace)) {
            field = "id";
            problem = "'" + id + "' is not an AVS id";
        } else if (!isDate(expires)) {
            field = "expires";
            problem = "'" + expires + "' is not a date (YYYY-MM-DD)";
        } else if (!isAbsoluteUri(link)) {
            field = "link";
            problem = "'" + link + "' is not an absolute link (https://... to the erratum or ticket)";
        } else if (reason.isEmpty()) {
            field = "reason";
            problem = "a waiver states why the point is waived";
        }
        return problem == null ? Optional.empty() : Optional.of(new WaiverProblem(file, line, field, problem));
    }

    public Optional<Waiver> find(String id) {
        return waivers.stream().filter(w -> w.id().equals(id)).findFirst();
    }

    private static boolean isDate(String text) {
        try {
            LocalDate.parse(text);
            return true;
        } catch (DateTimeParseException e) {
            return false;
        }
    }

    private static boolean isAbsoluteUri(String text) {
        try {
            URI uri = new URI(text);
            return uri.isAbsolute() && uri.getSchemeSpecificPart() != null && !uri.getSchemeSpecificPart().isEmpty();
        } catch (URISyntaxException e) {
            return false;
        }
    }
}
