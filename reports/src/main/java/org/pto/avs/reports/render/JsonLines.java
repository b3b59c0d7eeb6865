package org.pto.avs.reports.render;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.apiguardian.api.API;

/**
 * A JSON tree as indented lines, each marked when it differs from the same place in another tree, so two sides of
 * one shape can be read line against line. A value whose members are all scalars (a binding, a descriptor's stated
 * keys, the step outcomes) stands on one line; deeper values open and close on lines of their own. The text is JSON.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class JsonLines {

    /** One line: its text (indentation included) and whether it differs from the other tree. */
    public record Line(String text, boolean differs) {}

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String INDENT = "  ";

    private JsonLines() {}

    /** {@code side} as lines, marked where {@code other} has another value or none. */
    public static List<Line> of(JsonNode side, JsonNode other) {
        List<Line> lines = new ArrayList<>();
        write(lines, "", "", side, other, "");
        return lines;
    }

    /** The lines as one text, a line break after each. */
    public static String text(List<Line> lines) {
        StringBuilder text = new StringBuilder();
        lines.forEach(l -> text.append(l.text()).append('\n'));
        return text.toString();
    }

    private static void write(
            List<Line> lines, String indent, String key, JsonNode node, JsonNode other, String comma) {
        if (isFlat(node)) {
            lines.add(new Line(indent + key + flat(node) + comma, !node.equals(other)));
            return;
        }
        boolean object = node.isObject();
        lines.add(new Line(
                indent + key + (object ? "{" : "["), other == null || other.getNodeType() != node.getNodeType()));
        Iterator<Map.Entry<String, JsonNode>> members =
                object ? node.properties().iterator() : null;
        for (int i = 0; i < node.size(); i++) {
            String name;
            JsonNode child;
            JsonNode counterpart;
            if (object) {
                Map.Entry<String, JsonNode> member = members.next();
                name = quote(member.getKey()) + ": ";
                child = member.getValue();
                counterpart = other == null ? null : other.get(member.getKey());
            } else {
                name = "";
                child = node.get(i);
                counterpart = other == null || !other.isArray() ? null : other.get(i);
            }
            write(lines, indent + INDENT, name, child, counterpart, i < node.size() - 1 ? "," : "");
        }
        lines.add(new Line(indent + (object ? "}" : "]") + comma, false));
    }

    /** A scalar, an empty container, or a container of scalars only. */
    private static boolean isFlat(JsonNode node) {
        if (node.isValueNode() || node.isNull() || node.isEmpty()) {
            return true;
        }
        for (JsonNode child : node) {
            if (child.isContainerNode()) {
                return false;
            }
        }
        return true;
    }

    /** {@code {"id": "S0", "mask": "1111"}}, {@code ["executed", "Fault_BundleControl"]}, {@code 5}. */
    private static String flat(JsonNode node) {
        if (!node.isContainerNode()) {
            return node.toString();
        }
        List<String> parts = new ArrayList<>();
        if (node.isObject()) {
            node.properties().forEach(e -> parts.add(quote(e.getKey()) + ": " + e.getValue()));
            return "{" + String.join(", ", parts) + "}";
        }
        node.forEach(child -> parts.add(child.toString()));
        return "[" + String.join(", ", parts) + "]";
    }

    private static String quote(String text) {
        try {
            return JSON.writeValueAsString(text);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a string always serializes", e);
        }
    }
}
