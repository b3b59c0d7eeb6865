package org.pto.avs.isa;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apiguardian.api.API;

/**
 * The contract of an instruction record: numbered clause lists ({@code legality[2]}) and the per-field
 * {@code field_zero_meanings}. Cases reference clauses by these names.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record Contract(
        Map<String, List<String>> clauses, Map<String, String> fieldZeroMeanings, List<String> examples) {

    /** The clause families a case can cover, in the order reports list them. */
    public static final List<String> COVERABLE =
            List.of("legality", "exceptions", "state_effects", "ordering", "defaults", "block_composition");

    public static final String FIELD_ZERO_MEANINGS = "field_zero_meanings";

    public Contract {
        clauses = Map.copyOf(clauses);
        fieldZeroMeanings = Map.copyOf(fieldZeroMeanings);
        examples = List.copyOf(examples);
    }

    /** Every coverable clause reference, for example {@code legality[0]} or {@code field_zero_meanings.PEMode}. */
    public List<String> clauseReferences() {
        ArrayList<String> refs = new ArrayList<>();
        for (String family : COVERABLE) {
            List<String> list = clauses.getOrDefault(family, List.of());
            for (int i = 0; i < list.size(); i++) {
                refs.add(family + "[" + i + "]");
            }
        }
        fieldZeroMeanings.keySet().stream().sorted().forEach(f -> refs.add(FIELD_ZERO_MEANINGS + "." + f));
        return refs;
    }

    /** The text of a clause reference, or null when the contract has no such clause. */
    public String clauseText(String reference) {
        if (reference.startsWith(FIELD_ZERO_MEANINGS + ".")) {
            return fieldZeroMeanings.get(reference.substring(FIELD_ZERO_MEANINGS.length() + 1));
        }
        int open = reference.indexOf('[');
        if (open < 0 || !reference.endsWith("]")) {
            return null;
        }
        List<String> list = clauses.get(reference.substring(0, open));
        try {
            int index = Integer.parseInt(reference.substring(open + 1, reference.length() - 1));
            return list == null || index < 0 || index >= list.size() ? null : list.get(index);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    public Set<String> families() {
        return clauses.keySet();
    }
}
