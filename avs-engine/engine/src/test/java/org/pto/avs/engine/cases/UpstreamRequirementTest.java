package org.pto.avs.engine.cases;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pto.avs.isa.Catalog;

/**
 * With the upstream requirement on, a case of vectors of the catalog's AVS points that names no upstream test is an
 * invalid case file, reported at its file, line and field; a case that names one, a property case and a corpus read
 * without the catalog's ids are not held to it. The files are src/test/resources/upstream.
 */
class UpstreamRequirementTest {

    private static final CaseSchema SCHEMA = CaseSchema.load();
    private static final CaseReader REQUIRING = new CaseReader(Catalog.standard(), SCHEMA, true, true);

    private static String resource(String path) throws IOException {
        try (InputStream in = UpstreamRequirementTest.class.getClassLoader().getResourceAsStream(path)) {
            assertTrue(in != null, path + " is on the test classpath");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static ReadResult read(CaseReader reader, String path) throws IOException {
        return reader.read(new CaseText(path, resource(path)));
    }

    @Test
    void aVectorCaseWithoutUpstreamIsRejectedAtItsFileLineAndField() throws IOException {
        ReadResult result = read(REQUIRING, "upstream/missing-upstream.json");
        List<CaseProblem> problems =
                assertInstanceOf(ReadResult.Invalid.class, result).problems();
        assertEquals(1, problems.size(), problems.toString());
        CaseProblem problem = problems.get(0);
        assertEquals("upstream/missing-upstream.json", problem.origin());
        assertEquals(new Location(1, 1), problem.location(), "the case object, where the key is missing");
        assertEquals("upstream", problem.field());
        assertTrue(
                problem.message()
                        .startsWith("upstream/missing-upstream.json:1:1: upstream: missing: a case of vectors names the"
                                + " spec's own AVS test it comes from"),
                problem.message());
    }

    @Test
    void aVectorCaseThatNamesItsUpstreamTestIsRead() throws IOException {
        AvsCase read = assertInstanceOf(ReadResult.Valid.class, read(REQUIRING, "upstream/with-upstream.json"))
                .avsCase();
        assertEquals(
                "tests/asl/block/operands/B.IOS/block-decode-b-ios-canonical-001.asl",
                read.upstream().orElseThrow().path());
    }

    @Test
    void aPropertyCaseAndACorpusOfOtherIdsAreNotHeldToIt() throws IOException {
        assertInstanceOf(
                ReadResult.Valid.class,
                read(REQUIRING, "pto-avs/properties/block/B.IOS/PTO-AVS-PROP-B-IOS-TEST-001.json"));
        assertInstanceOf(
                ReadResult.Valid.class,
                read(new CaseReader(Catalog.standard(), SCHEMA, false), "upstream/missing-upstream.json"));
    }

    @Test
    void theRequirementFollowsItsSwitchWheneverIdsAreHeldToTheCatalog() throws IOException {
        ReadResult byDefault = read(new CaseReader(Catalog.standard(), SCHEMA), "upstream/missing-upstream.json");
        assertEquals(
                CaseReader.REQUIRES_UPSTREAM,
                byDefault instanceof ReadResult.Invalid,
                "the default reader requires upstream exactly when CaseReader.REQUIRES_UPSTREAM says so");
    }
}
