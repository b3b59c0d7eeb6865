package org.pto.avs.engine.waivers;

import java.io.IOException;
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
 * The waivers of {@code avs.waivers}: one per line, {@code AVS id | expires | reason}, the expiry an ISO date
 * ({@code 2027-03-31}, the last day it applies); blank lines and lines starting with {@code #} are ignored.
 * <pre>
 * # AVS id | expires | reason
 * PTO-AVS-BLOCK-B-IOS-PLACEMENT-001 | 2027-03-31 | Erratum E-12: B.IOS after the body is accepted; fixed in rev B
 * </pre>
 * A line that cannot be read is a problem naming file, line and field, and waives nothing, so the case it meant
 * keeps its real status.
 */
public record WaiverFile(List<Waiver> waivers, List<String> problems) {

    public WaiverFile {
        waivers = List.copyOf(waivers);
        problems = List.copyOf(problems);
    }

    public static final WaiverFile NONE = new WaiverFile(List.of(), List.of());

    public static WaiverFile read(Path file) {
        try {
            return parse(file.toString(), Files.readAllLines(file, StandardCharsets.UTF_8));
        } catch (NoSuchFileException e) {
            return new WaiverFile(List.of(), List.of(file + ": no such waiver file; no case is waived"));
        } catch (IOException e) {
            return new WaiverFile(List.of(), List.of(file + ": cannot be read (" + e.getMessage()
                    + "); no case is waived"));
        }
    }

    public static WaiverFile parse(String origin, List<String> lines) {
        Map<String, Waiver> byId = new LinkedHashMap<>();
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String where = origin + ":" + (i + 1);
            String[] parts = line.split("\\|", 3);
            if (parts.length != 3) {
                problems.add(where + ": a waiver is 'AVS id | expires | reason', got: " + line);
                continue;
            }
            String id = parts[0].strip();
            String reason = parts[2].strip();
            Optional<LocalDate> expires = date(parts[1].strip());
            if (id.isEmpty() || id.chars().anyMatch(Character::isWhitespace)) {
                problems.add(where + ": id: '" + id + "' is not an AVS id");
            } else if (expires.isEmpty()) {
                problems.add(where + ": expires: '" + parts[1].strip() + "' is not a date (YYYY-MM-DD)");
            } else if (reason.isEmpty()) {
                problems.add(where + ": reason: a waiver states why the point is waived");
            } else if (byId.containsKey(id)) {
                problems.add(where + ": id: " + id + " is already waived at " + byId.get(id).origin()
                        + "; this line is ignored");
            } else {
                byId.put(id, new Waiver(id, expires.get(), reason, where));
            }
        }
        return new WaiverFile(new ArrayList<>(byId.values()), problems);
    }

    public Optional<Waiver> find(String id) {
        return waivers.stream().filter(w -> w.id().equals(id)).findFirst();
    }

    private static Optional<LocalDate> date(String text) {
        try {
            return Optional.of(LocalDate.parse(text));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }
}
