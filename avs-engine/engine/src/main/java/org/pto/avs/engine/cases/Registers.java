package org.pto.avs.engine.cases;

/** Register names in case files: {@code S0}..{@code S63} and {@code R0}..{@code R23} (the schema checks the range). */
final class Registers {

    private Registers() {}

    /** The number of {@code S5} or {@code R12}. */
    static int number(String name) {
        return Integer.parseInt(name.substring(1));
    }
}
