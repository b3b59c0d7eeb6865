package org.pto.avs.engine.compare;

import java.util.Map;
import java.util.SortedMap;
import org.pto.avs.device.SharedObject;
import org.pto.avs.engine.cases.DescriptorField;
import org.pto.avs.engine.cases.ExpectedShared;
import org.pto.avs.results.values.Difference;

/** Compares stated Shared registers and, for {@code "unchanged": ["shared"]}, every other register. */
final class SharedComparison {

    private SharedComparison() {}

    static void stated(
            SortedMap<Integer, ExpectedShared> expected,
            SortedMap<Integer, SharedObject> actual,
            Differences differences) {
        for (Map.Entry<Integer, ExpectedShared> entry : expected.entrySet()) {
            String path = "shared.S" + entry.getKey();
            ExpectedShared stated = entry.getValue();
            SharedObject observed = actual.get(entry.getKey());
            if (!stated.present() || observed == null) {
                differences.counted();
                if (stated.present() != (observed != null)) {
                    differences.add(new Difference(
                            path, -1, stated.present() ? "a descriptor" : Difference.ABSENT, Render.value(observed)));
                }
                continue;
            }
            for (Map.Entry<DescriptorField, Object> field : stated.descriptor().entrySet()) {
                differences.compare(
                        path + ".descriptor." + field.getKey().key(),
                        field.getValue(),
                        field.getKey().read(observed.descriptor()));
            }
            if (stated.payload() != null) {
                PayloadComparison.compare(differences, -1, path + ".payload", stated.payload(), observed.payload());
            }
        }
    }

    /** Every register not named in {@code expect.shared} is exactly as initial, and no other descriptor exists. */
    static void unchanged(
            SortedMap<Integer, SharedObject> initial,
            SortedMap<Integer, ExpectedShared> named,
            SortedMap<Integer, SharedObject> actual,
            Differences differences) {
        for (Map.Entry<Integer, SharedObject> entry : initial.entrySet()) {
            if (named.containsKey(entry.getKey())) {
                continue;
            }
            String path = "shared.S" + entry.getKey();
            SharedObject before = entry.getValue();
            SharedObject after = actual.get(entry.getKey());
            if (after == null) {
                differences.counted();
                differences.add(new Difference(path, -1, Render.value(before), Difference.ABSENT));
                continue;
            }
            for (DescriptorField field : DescriptorField.values()) {
                differences.compare(
                        path + ".descriptor." + field.key(),
                        field.read(before.descriptor()),
                        field.read(after.descriptor()));
            }
            PayloadComparison.compare(differences, -1, path + ".payload", before.payload(), after.payload());
        }
        differences.counted();
        for (Map.Entry<Integer, SharedObject> entry : actual.entrySet()) {
            if (!initial.containsKey(entry.getKey()) && !named.containsKey(entry.getKey())) {
                differences.add(new Difference(
                        "shared.S" + entry.getKey(), -1, Difference.ABSENT, Render.value(entry.getValue())));
            }
        }
    }
}
