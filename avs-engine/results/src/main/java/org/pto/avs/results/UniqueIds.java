package org.pto.avs.results;

import org.apiguardian.api.API;
import org.junit.platform.engine.UniqueId;

/**
 * The unique ids of the test tree, keyed on names that do not move when a file is edited:
 * {@code [engine:pto-avs]/[surface:block]/[instruction:B.IOS]/[case:PTO-AVS-BLOCK-B-IOS-STREAM-001]}, plus
 * {@code [engine:pto-avs]/[file:<case file>]} for a file that cannot run and
 * {@code [engine:pto-avs]/[selection:<selection>]} for a selection that matched nothing and
 * {@code [engine:pto-avs]/[waivers:<waiver file>]} for a waiver file with problems.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class UniqueIds {

    public static final String SURFACE = "surface";
    public static final String INSTRUCTION = "instruction";
    public static final String CASE = "case";
    public static final String FILE = "file";
    public static final String SELECTION = "selection";
    public static final String WAIVERS = "waivers";

    private UniqueIds() {}

    public static UniqueId surface(UniqueId engine, String surface) {
        return engine.append(SURFACE, surface);
    }

    public static UniqueId instruction(UniqueId engine, String surface, String mnemonic) {
        return surface(engine, surface).append(INSTRUCTION, mnemonic);
    }

    public static UniqueId avsCase(UniqueId engine, String surface, String mnemonic, String id) {
        return instruction(engine, surface, mnemonic).append(CASE, id);
    }
}
