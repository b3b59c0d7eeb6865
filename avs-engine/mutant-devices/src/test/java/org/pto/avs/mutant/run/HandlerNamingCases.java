package org.pto.avs.mutant.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Set;
import java.util.TreeSet;
import org.junit.platform.commons.io.Resource;
import org.junit.platform.commons.io.ResourceFilter;
import org.junit.platform.commons.support.ResourceSupport;

/** The AVS points whose vectors expect a decoding that names a handler of one of the given mnemonics. */
final class HandlerNamingCases {

    private static final ObjectMapper JSON = new ObjectMapper();

    private HandlerNamingCases() {}

    static Set<String> of(Set<String> mnemonics) {
        Set<String> ids = new TreeSet<>();
        for (Resource resource : ResourceSupport.findAllResourcesInPackage(
                "pto-avs.cases",
                ResourceFilter.of(r ->
                        r.getName().startsWith("pto-avs/cases/") && r.getName().endsWith(".json")))) {
            JsonNode root = read(resource);
            if (namesAHandler(root, mnemonics)) {
                ids.add(root.path("id").asText());
            }
        }
        return ids;
    }

    /** Whether any "decoded" entry anywhere in the case names a handler for one of {@code mnemonics}. */
    private static boolean namesAHandler(JsonNode node, Set<String> mnemonics) {
        if (node.isObject()) {
            for (JsonNode step : node.path("decoded")) {
                if (step.has("handler")
                        && mnemonics.contains(step.path("mnemonic").asText())) {
                    return true;
                }
            }
        }
        for (JsonNode child : node) {
            if (namesAHandler(child, mnemonics)) {
                return true;
            }
        }
        return false;
    }

    private static JsonNode read(Resource resource) {
        try (InputStream in = resource.getInputStream()) {
            return JSON.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(resource.getName(), e);
        }
    }
}
