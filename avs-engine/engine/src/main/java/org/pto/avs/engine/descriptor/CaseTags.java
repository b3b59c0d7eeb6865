package org.pto.avs.engine.descriptor;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.platform.engine.TestTag;
import org.pto.avs.engine.cases.AvsCase;

/**
 * A case's JUnit tags: kind, surface, mnemonic and the case's own tags, so {@code -Dgroups=fault} or {@code B.IOS}
 * selects. A corpus uses a handful of distinct tags on thousands of cases, so each tag is checked and made once.
 */
final class CaseTags {

    /** A name and its tag, or absent when the name is no valid tag; bounded by the names a corpus uses. */
    private static final Map<String, Set<TestTag>> TAGS = new ConcurrentHashMap<>();

    private static final int MAX_REMEMBERED = 4096;

    private CaseTags() {}

    static Set<TestTag> of(AvsCase avsCase) {
        Set<TestTag> tags = new LinkedHashSet<>();
        for (String name : List.of(avsCase.kind().text(), avsCase.surface(), avsCase.instruction())) {
            tags.addAll(tag(name));
        }
        avsCase.tags().forEach(name -> tags.addAll(tag(name)));
        return Set.copyOf(tags);
    }

    /** The tag named {@code name}, as a set of one, or none when {@code name} is no valid tag. */
    private static Set<TestTag> tag(String name) {
        Set<TestTag> known = TAGS.get(name);
        if (known != null) {
            return known;
        }
        Set<TestTag> tag = TestTag.isValid(name) ? Set.of(TestTag.create(name)) : Set.of();
        if (TAGS.size() < MAX_REMEMBERED) {
            TAGS.put(name, tag);
        }
        return tag;
    }
}
