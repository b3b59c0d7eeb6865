package org.pto.avs.engine.property;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pto.avs.device.SharedDescriptor;
import org.pto.avs.device.SharedObject;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Profile;

/**
 * The generator's initial Shared registers are states real execution can leave (spec section 5): a complete TLOAD of
 * a new object installs allocation = initialized = the writer's mask, is whole-parent-ready, is published exactly
 * when the writer is one PE or all four, and writes zero outside its tile.
 */
class InitialSharedTest {

    private static final Profile PROFILE = Catalog.standard().profile();

    @Test
    void everyInitialRegisterIsAReachableState() {
        ProgramGenerator generator = new ProgramGenerator(Catalog.standard(), Specs.of(1234, 2000, 12));
        int registers = 0;
        int unpublished = 0;
        for (int i = 0; i < 2000; i++) {
            for (SharedObject object : generator.program(i).initial().shared().values()) {
                SharedDescriptor d = object.descriptor();
                registers++;
                assertEquals(d.allocationMask(), d.initializedMask(), "program " + i);
                assertTrue(d.wholeParentReady(), "program " + i);
                int pes = d.allocationMask().count();
                assertEquals(pes == 1 || pes == PROFILE.pes(), d.published(), "program " + i + ": " + d);
                unpublished += d.published() ? 0 : 1;
                int tile = d.rows() * d.columns() * PROFILE.elementBytes(d.dataType()).orElseThrow();
                byte[] payload = object.payload().toArray();
                for (int b = tile; b < payload.length; b++) {
                    assertEquals(0, payload[b], "program " + i + ": byte " + b + " outside the tile");
                }
            }
        }
        assertTrue(registers > 100, "initial registers made: " + registers);
        assertTrue(unpublished > 0, "unpublished parents (1100, 1110) still come up, for TSTORE's wait");
    }
}
