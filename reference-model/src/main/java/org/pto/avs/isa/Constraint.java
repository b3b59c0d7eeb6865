package org.pto.avs.isa;

import java.util.List;
import java.util.stream.Collectors;
import org.apiguardian.api.API;

/** A legality constraint on one field's value; a word violating it raises Fault_IllegalInstruction. */
@API(status = API.Status.INTERNAL, since = "0.1")
public record Constraint(String field, String operator, List<Long> values) {

    public static final String ONE_OF = "one-of";
    /** The spec catalog's other operator: the field may hold any value but those listed (C.B.DIMI LoopNest 3). */
    public static final String NOT_EQUAL = "not-equal";

    /** The operators a record may use. */
    public static final List<String> OPERATORS = List.of(ONE_OF, NOT_EQUAL);

    public Constraint {
        values = List.copyOf(values);
    }

    public boolean admits(long value) {
        return switch (operator) {
            case ONE_OF -> values.contains(value);
            case NOT_EQUAL -> !values.contains(value);
            default -> throw new IllegalStateException("unknown constraint operator " + operator);
        };
    }

    /** "SizeCode 13 is not one of 0..12", "LoopNest 3 is reserved". */
    public String explain(long value) {
        return NOT_EQUAL.equals(operator)
                ? field + " " + value + " is reserved"
                : field + " " + value + " is not " + operator + " " + describeValues();
    }

    /** "SizeCode one-of 1..10", "LoopNest not-equal 3": the constraint as the catalog states it. */
    public String describe() {
        return field + " " + operator + " " + describeValues();
    }

    String describeValues() {
        StringBuilder text = new StringBuilder();
        int i = 0;
        while (i < values.size()) {
            int j = i;
            while (j + 1 < values.size() && values.get(j + 1) == values.get(j) + 1) {
                j++;
            }
            if (text.length() > 0) {
                text.append(", ");
            }
            text.append(
                    j - i >= 2
                            ? values.get(i) + ".." + values.get(j)
                            : values.subList(i, j + 1).stream()
                                    .map(String::valueOf)
                                    .collect(Collectors.joining(", ")));
            i = j + 1;
        }
        return text.toString();
    }
}
