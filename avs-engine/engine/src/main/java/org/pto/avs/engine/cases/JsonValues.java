package org.pto.avs.engine.cases;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Map;

/**
 * JSON Schema's view of the values of a Jackson 2 tree: numbers by their mathematical value ({@code 1} and
 * {@code 1.0} are the same number, and an integer).
 *
 * <p>Jackson 2 reads a decimal such as {@code 1.0000000000000000001} as the nearest double, {@code 1.0}; the full
 * validator reads it exactly. Rounding to the nearest double keeps order, so a double is certainly on the same side
 * of a value as the decimal it stands for, unless it equals that value's own nearest double: then the answer is
 * {@link Verdict#UNSURE}. An integral double is unsure as an integer for the same reason.
 */
final class JsonValues {

    private JsonValues() {
    }

    static Verdict isNumber(JsonNode node) {
        if (!node.isNumber()) {
            return Verdict.NO;
        }
        return exact(node) || Double.isFinite(node.doubleValue()) ? Verdict.YES : Verdict.UNSURE;
    }

    static Verdict isInteger(JsonNode node) {
        if (!node.isNumber()) {
            return Verdict.NO;
        }
        if (node.isIntegralNumber()) {
            return Verdict.YES;
        }
        if (node.isBigDecimal()) {
            return Verdict.of(node.decimalValue().stripTrailingZeros().scale() <= 0);
        }
        double value = node.doubleValue();
        // A double with a fraction stands for a decimal with one; a whole double may stand for 1.00...01.
        return Double.isFinite(value) && value != Math.rint(value) ? Verdict.NO : Verdict.UNSURE;
    }

    /**
     * The sign of {@code number - bound} (a number node), or null when a double cannot tell. An integer bound
     * keeps the common case exact and allocation free.
     */
    static Integer compare(JsonNode number, BigInteger bound) {
        if (number.isIntegralNumber() && number.canConvertToLong() && bound.bitLength() < Long.SIZE) {
            return Long.compare(number.longValue(), bound.longValue());
        }
        if (exact(number)) {
            return number.decimalValue().compareTo(new BigDecimal(bound));
        }
        double value = number.doubleValue();
        double nearest = bound.doubleValue();
        if (!Double.isFinite(value) || value == nearest) {
            return null;
        }
        // No double lies strictly between the bound and its nearest double, so this is the side of the bound.
        return value < nearest ? -1 : 1;
    }

    /** Whether two values are equal as JSON Schema compares them ({@code enum}, {@code const}, uniqueItems). */
    static Verdict same(JsonNode a, JsonNode b) {
        if (a.isNumber() && b.isNumber()) {
            return sameNumber(a, b);
        }
        if (a.getNodeType() != b.getNodeType()) {
            return Verdict.NO;
        }
        switch (a.getNodeType()) {
            case STRING:
                return Verdict.of(a.textValue().equals(b.textValue()));
            case BOOLEAN:
                return Verdict.of(a.booleanValue() == b.booleanValue());
            case NULL:
                return Verdict.YES;
            case ARRAY:
                return sameItems(a, b);
            case OBJECT:
                return sameMembers(a, b);
            default:
                return Verdict.UNSURE;
        }
    }

    private static Verdict sameItems(JsonNode a, JsonNode b) {
        if (a.size() != b.size()) {
            return Verdict.NO;
        }
        Verdict verdict = Verdict.YES;
        for (int i = 0; i < a.size() && verdict != Verdict.NO; i++) {
            verdict = verdict.and(same(a.get(i), b.get(i)));
        }
        return verdict;
    }

    private static Verdict sameMembers(JsonNode a, JsonNode b) {
        if (a.size() != b.size()) {
            return Verdict.NO;
        }
        Verdict verdict = Verdict.YES;
        for (Map.Entry<String, JsonNode> member : a.properties()) {
            JsonNode other = b.get(member.getKey());
            verdict = other == null ? Verdict.NO : verdict.and(same(member.getValue(), other));
            if (verdict == Verdict.NO) {
                return verdict;
            }
        }
        return verdict;
    }

    private static Verdict sameNumber(JsonNode a, JsonNode b) {
        if (exact(a) && exact(b)) {
            return Verdict.of(a.decimalValue().compareTo(b.decimalValue()) == 0);
        }
        // Different nearest doubles mean different decimals; the same nearest double tells nothing.
        return nearestDouble(a) == nearestDouble(b) ? Verdict.UNSURE : Verdict.NO;
    }

    private static double nearestDouble(JsonNode number) {
        return exact(number) ? number.decimalValue().doubleValue() : number.doubleValue();
    }

    /** Whether the node holds the number of its text exactly (Jackson 2 integers and BigDecimals do). */
    private static boolean exact(JsonNode number) {
        return number.isIntegralNumber() || number.isBigDecimal();
    }
}
