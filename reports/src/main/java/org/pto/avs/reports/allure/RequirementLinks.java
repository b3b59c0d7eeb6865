package org.pto.avs.reports.allure;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import org.apiguardian.api.API;

/**
 * Turns a requirement id into the address of its text: {@code {id}} in the pattern is replaced by the id.
 * Set with {@code avs.report.requirement-url}.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record RequirementLinks(String pattern) {

    /** A search of the PTO ISA specification for the requirement id. */
    public static final String DEFAULT_PATTERN = "https://github.com/PTO-ISA/pto-spec/search?q={id}";

    public RequirementLinks {
        if (pattern == null || !pattern.contains("{id}")) {
            throw new IllegalArgumentException("a requirement URL pattern contains {id}, got: " + pattern);
        }
    }

    public String url(String requirementId) {
        return pattern.replace("{id}", URLEncoder.encode(requirementId, StandardCharsets.UTF_8));
    }
}
