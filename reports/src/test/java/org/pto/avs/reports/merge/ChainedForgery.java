package org.pto.avs.reports.merge;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.pto.avs.results.Sha256;

/**
 * What a forger who knows the journal format does after editing lines: numbers every result line again and makes
 * each name the SHA-256 of the line before it, so the journal is consistent again. Only a seal or the evidence can
 * then refuse it; the tests that use this check those.
 */
final class ChainedForgery {

    private static final ObjectMapper JSON = new ObjectMapper();

    private ChainedForgery() {}

    /** The lines, a header and its results, chained again. */
    static List<String> rechain(List<String> lines) {
        List<String> chained = new ArrayList<>(List.of(lines.get(0)));
        for (String line : lines.subList(1, lines.size())) {
            try {
                ObjectNode result = (ObjectNode) JSON.readTree(line);
                result.put("seq", chained.size());
                result.put("prev", Sha256.of(chained.get(chained.size() - 1)));
                chained.add(result.toString());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return chained;
    }
}
