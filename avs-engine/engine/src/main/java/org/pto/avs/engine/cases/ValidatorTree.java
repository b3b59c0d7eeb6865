package org.pto.avs.engine.cases;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.Map;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * A parsed case file as the schema validator takes it: networknt's validator reads Jackson 3 trees, the reader builds
 * Jackson 2 ones ({@link SourceMap}). The tree is copied node for node, of the same
 * kinds (an int stays an int, a double a double), so the validator judges the file as parsed, without reading the
 * text a second time.
 */
final class ValidatorTree {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private ValidatorTree() {}

    static tools.jackson.databind.JsonNode of(JsonNode node) {
        switch (node.getNodeType()) {
            case OBJECT -> {
                ObjectNode object = NODES.objectNode();
                for (Iterator<Map.Entry<String, JsonNode>> members = node.fields(); members.hasNext(); ) {
                    Map.Entry<String, JsonNode> member = members.next();
                    object.set(member.getKey(), of(member.getValue()));
                }
                return object;
            }
            case ARRAY -> {
                ArrayNode array = NODES.arrayNode(node.size());
                for (JsonNode item : node) {
                    array.add(of(item));
                }
                return array;
            }
            case STRING -> {
                return NODES.stringNode(node.textValue());
            }
            case NUMBER -> {
                return switch (node.numberType()) {
                    case INT -> NODES.numberNode(node.intValue());
                    case LONG -> NODES.numberNode(node.longValue());
                    case BIG_INTEGER -> NODES.numberNode(node.bigIntegerValue());
                    case FLOAT -> NODES.numberNode(node.floatValue());
                    case BIG_DECIMAL -> NODES.numberNode(node.decimalValue());
                    case DOUBLE -> NODES.numberNode(node.doubleValue());
                };
            }
            case BOOLEAN -> {
                return NODES.booleanNode(node.booleanValue());
            }
            case NULL -> {
                return NODES.nullNode();
            }
            default ->
                throw new IllegalArgumentException("a parsed case file holds no " + node.getNodeType() + " node");
        }
    }
}
