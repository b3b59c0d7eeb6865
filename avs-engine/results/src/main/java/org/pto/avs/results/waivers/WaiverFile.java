package org.pto.avs.results.waivers;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * The waivers of {@code avs.waivers}: one per line, {@code AVS id | expires | link | reason}. The expiry is an ISO
 * date ({@code 2027-03-31}, the last day the waiver applies) at most {@code avs.waivers.max-days} after the run day,
 * the link an {@code https} or {@code http} URL (the erratum or ticket), the reason free text that may itself hold
 * {@code |}. Blank lines and lines starting with {@code #} are ignored. The file is ASCII-clean UTF-8 without a
 * byte-order mark: a mark or a non-ASCII letter in an id would make a waiver that matches no case.
 * <pre>
 * # AVS id | expires | link | reason
 * PTO-AVS-BLOCK-B-IOS-PLACEMENT-001 | 2027-03-31 | https://errata.example/E-12 | B.IOS after the body; fixed in rev B
 * </pre>
 * A line {@code device: <vendor> <name> <version>} (as the device says it in {@code hello}; one line per device)
 * binds the file to those devices: its waivers waive nothing on another device, and a signed file counts in a
 * certification bundle only for a device it names. A file without one binds to no device (and is not signed). A
 * device line is printable ASCII with no blank at its end ({@link WaiverDeviceName}): one with a look-alike letter,
 * an invisible character or a trailing blank is a problem naming the character.
 * A line that cannot be read is one {@link WaiverProblem} per field at fault, naming file, line and field, and
 * waives nothing, so the case it meant keeps its real status; the engine also fails the run with a test named
 * {@code waivers}.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public record WaiverFile(String file, List<Waiver> waivers, List<WaiverProblem> problems, List<String> devices) {

    /** What starts a line naming a device the file waives for. */
    public static final String DEVICE = "device:";

    /** The fields of a line, in order. */
    public static final List<String> FIELDS = List.of("id", "expires", "link", "reason");

    public static final String FORMAT = "AVS id | expires | link | reason";
    /** How far after the run day a waiver may expire, unless {@code avs.waivers.max-days} says otherwise. */
    public static final int DEFAULT_MAX_DAYS = 365;

    public static final WaiverFile NONE = new WaiverFile("", List.of(), List.of());

    private static final char BYTE_ORDER_MARK = '\uFEFF';

    public WaiverFile {
        waivers = List.copyOf(waivers);
        problems = List.copyOf(problems);
        devices = List.copyOf(devices);
    }

    /** A file bound to no device. */
    public WaiverFile(String file, List<Waiver> waivers, List<WaiverProblem> problems) {
        this(file, waivers, problems, List.of());
    }

    /** Whether the file's waivers apply to {@code device} (its identity): it names it, or names no device. */
    public boolean waivesFor(String device) {
        return devices.isEmpty() || devices.contains(device);
    }

    /** Reads the file as of today, with the default bound on expiries. */
    public static WaiverFile read(Path file) {
        return read(file, LocalDate.now(), DEFAULT_MAX_DAYS);
    }

    public static WaiverFile read(Path file, LocalDate runDay, int maxDays) {
        String name = file.toString();
        try {
            return parse(name, Files.readAllLines(file, StandardCharsets.UTF_8), runDay, maxDays);
        } catch (NoSuchFileException e) {
            return new WaiverFile(
                    name, List.of(), List.of(WaiverProblem.ofFile(name, "no such waiver file; no case is waived")));
        } catch (IOException e) {
            return new WaiverFile(
                    name,
                    List.of(),
                    List.of(WaiverProblem.ofFile(name, "cannot be read (" + e.getMessage() + "); no case is waived")));
        }
    }

    /** Parses the lines as of today, with the default bound on expiries. */
    public static WaiverFile parse(String file, List<String> lines) {
        return parse(file, lines, LocalDate.now(), DEFAULT_MAX_DAYS);
    }

    /**
     * Parses the lines of {@code file}; an expiry more than {@code maxDays} after {@code runDay} is a problem, so a
     * waiver cannot outlive the review it needs.
     */
    public static WaiverFile parse(String file, List<String> lines, LocalDate runDay, int maxDays) {
        WaiverLine.Bound bound = new WaiverLine.Bound(runDay, maxDays);
        Map<String, Waiver> byId = new LinkedHashMap<>();
        List<WaiverProblem> problems = new ArrayList<>();
        List<String> devices = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String raw = lines.get(i);
            int number = i + 1;
            boolean marked = i == 0 && !raw.isEmpty() && raw.charAt(0) == BYTE_ORDER_MARK;
            if (marked) {
                // Reported, not stripped: a file saved with a mark is not the file its author thinks it is.
                problems.add(new WaiverProblem(
                        file,
                        number,
                        "id",
                        "the file starts with a UTF-8 byte-order mark "
                                + "(U+FEFF at column 1); save it as UTF-8 without one; this line waives nothing"));
                raw = raw.substring(1);
            }
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (line.startsWith(DEVICE)) {
                int name = raw.indexOf(DEVICE) + DEVICE.length();
                Optional<String> unreadable = WaiverDeviceName.problem(raw.substring(name), (marked ? 2 : 1) + name);
                String device = line.substring(DEVICE.length()).strip().replaceAll("\\s+", " ");
                if (unreadable.isPresent()) {
                    problems.add(new WaiverProblem(file, number, "device", unreadable.get()));
                } else if (device.split(" ").length < 3) {
                    problems.add(new WaiverProblem(
                            file,
                            number,
                            "device",
                            "'" + device + "' is not a device" + " identity: '" + DEVICE
                                    + " <vendor> <name> <version>', as the device says it in hello"));
                } else if (!devices.contains(device)) {
                    devices.add(device);
                }
                continue;
            }
            String[] parts = line.split("\\|", FIELDS.size());
            if (parts.length < FIELDS.size()) {
                problems.add(new WaiverProblem(
                        file, number, FIELDS.get(parts.length), "missing; a waiver is '" + FORMAT + "', got: " + line));
                continue;
            }
            int idColumn = (marked ? 2 : 1) + raw.indexOf(line);
            List<WaiverProblem> found = WaiverLine.problems(file, number, idColumn, parts, bound);
            String id = parts[0].strip();
            if (!found.isEmpty()) {
                problems.addAll(found);
            } else if (byId.containsKey(id)) {
                problems.add(new WaiverProblem(
                        file,
                        number,
                        "id",
                        id + " is already waived at " + byId.get(id).origin() + "; this line is ignored"));
            } else if (!marked) {
                byId.put(id, WaiverLine.waiver(parts, file + ":" + number));
            }
        }
        return new WaiverFile(file, new ArrayList<>(byId.values()), problems, devices);
    }

    public Optional<Waiver> find(String id) {
        return waivers.stream().filter(w -> w.id().equals(id)).findFirst();
    }
}
