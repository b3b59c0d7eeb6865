package org.pto.avs.results.waivers;

import java.util.Objects;
import org.apiguardian.api.API;

/**
 * Why a line of a waiver file (or the file itself, {@code line} 0) waives nothing.
 *
 * @param field the field at fault ({@code id}, {@code expires}, {@code link}, {@code reason}), empty for the file
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public record WaiverProblem(String file, int line, String field, String reason) {

    public WaiverProblem {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(reason, "reason");
    }

    public static WaiverProblem ofFile(String file, String reason) {
        return new WaiverProblem(file, 0, "", reason);
    }

    /** {@code waivers.txt:3: expires: '2027-13-01' is not a date (YYYY-MM-DD)}. */
    public String describe() {
        return file + (line > 0 ? ":" + line : "") + ": " + (field.isEmpty() ? "" : field + ": ") + reason;
    }
}
