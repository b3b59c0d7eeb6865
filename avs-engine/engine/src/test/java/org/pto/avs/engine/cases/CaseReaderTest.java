package org.pto.avs.engine.cases;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.pto.avs.device.Binding;
import org.pto.avs.device.Bytes;
import org.pto.avs.device.FaultKind;
import org.pto.avs.device.GmSegment;
import org.pto.avs.device.PeMask;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.SharedObject;
import org.pto.avs.device.StepOutcome;
import org.pto.avs.engine.payloadfiles.FolderPayloadFiles;
import org.pto.avs.engine.payloadfiles.PayloadFiles;
import org.pto.avs.isa.Catalog;

/** The reader's semantic checks and defaults, on small cases written inline. */
class CaseReaderTest {

    private static final CaseReader READER = new CaseReader(Catalog.standard(), CaseSchema.load());

    /** A valid STREAM-001 case whose single vector (line 8 onwards) is {@code vector}. */
    private static String caseWith(String vector) {
        return """
                {
                  "format": "pto-avs-case/1", "id": "PTO-AVS-BLOCK-B-IOS-STREAM-001",
                  "surface": "block", "instruction": "B.IOS", "requirements": ["PTO-INST-BLOCK-B-IOS"],
                  "kind": "execution", "summary": "s", "pass_condition": "p",
                  "covers": ["ordering[0]"], "upstream": {"repository": "https://github.com/PTO-ISA/pto-spec", "path": "tests/asl/block/operands/B.IOS/block-exec-b-ios-shared-binding-v-5-001.asl", "commit": "e599a3d36ebfad43362ff591ea5e128816c684c7"},
                  "vectors": [
                """ + vector + """
                  ]
                }
                """;
    }

    private static AvsCase valid(String text) {
        ReadResult result = READER.read(new CaseText("t.json", text));
        return assertInstanceOf(ReadResult.Valid.class, result, () -> result.toString())
                .avsCase();
    }

    private static List<String> problems(String text) {
        ReadResult result = READER.read(new CaseText("t.json", text));
        return assertInstanceOf(ReadResult.Invalid.class, result).problems().stream()
                .map(CaseProblem::message)
                .toList();
    }

    @Test
    void aGmSegmentOfTheDocumentedSixteenMebibytesReadsWhenWrittenInHex() {
        int length = 16 * 1024 * 1024;
        AvsCase avsCase = valid(caseWith("""
                {"name": "v", "covers": ["ordering[0]"],
                 "initial": {"gm": [{"address": "0x100000", "bytes": {"hex": "%s"}}]},
                 "program": [{"word": "0x00019181"}], "expect": {"unchanged": ["gm"]}}
                """.formatted("5A".repeat(length))));
        GmSegment segment = avsCase.vectors().get(0).initial().gm().get(0);
        assertEquals(length, segment.bytes().length());
        assertEquals(0x5A, segment.bytes().toArray()[length - 1]);
    }

    @Test
    void readsWordsAssemblyOutcomesAndDefaults() {
        AvsCase avsCase = valid(caseWith("""
                {"name": "v", "covers": ["ordering[0]"],
                 "program": [{"word": "0x00019181"}, {"asm": "B.IOS mask=1000, ->S5<4KB>"},
                             {"word": "0xC03C", "bits": 16, "expect": ["unsupported", "executed"]},
                             {"word": "0x00401E13", "expect": {"fault": "Illegal Block Exception"}},
                             {"asm": "BSTOP", "expect": "waiting"}],
                 "expect": {"bindings": [{"id": "S5", "size_code": 6, "mask": "1000"}]}}
                """));
        Vector vector = avsCase.vectors().get(0);
        assertEquals(
                List.of(
                        ProgramWord.of32(0x00019181),
                        ProgramWord.of32(0x00531213),
                        ProgramWord.of16(0xC03C),
                        ProgramWord.of32(0x00401E13),
                        ProgramWord.of32(0x00000001)),
                vector.program().stream().map(Step::word).toList());
        assertEquals(
                List.of(StepOutcome.UNSUPPORTED, StepOutcome.EXECUTED),
                vector.program().get(2).allowed());
        assertEquals(
                List.of(StepOutcome.fault(FaultKind.BUNDLE_CONTROL)),
                vector.program().get(3).allowed());
        assertEquals(List.of(StepOutcome.WAITING), vector.program().get(4).allowed());
        assertEquals(
                "0x00531213 B.IOS mask=1000, ->S5<4KB>", vector.program().get(1).label());
        assertEquals(
                List.of(new Binding(5, 6, PeMask.parse("1000"), false)),
                vector.expect().bindings());
        assertEquals(CaseSeverity.NORMAL, avsCase.severity());
        assertEquals(7, vector.location().line());
    }

    @Test
    void initialSharedRegistersTakeTheirDefaultsAndPayloads() {
        AvsCase avsCase = valid(caseWith("""
                {"name": "v", "covers": ["ordering[0]"],
                 "initial": {"shared": {"S3": {"descriptor": {"capacity_bytes": "0x100", "allocation_mask": "1100"},
                                               "payload": {"hex": "0aff"}}},
                             "gm": [{"address": "0x40", "bytes": {"pattern": "0x0102"}, "length": 5}],
                             "gprs": {"R7": "0x10"}},
                 "program": [{"word": "0x00019181"}], "expect": {"unchanged": ["shared", "gm", "gprs"]}}
                """));
        Vector vector = avsCase.vectors().get(0);
        SharedObject s3 = vector.initial().shared().get(3);
        assertEquals(256, s3.descriptor().capacityBytes());
        assertEquals(PeMask.parse("1100"), s3.descriptor().initializedMask());
        assertEquals(true, s3.descriptor().published());
        assertEquals(256, s3.payload().length());
        assertEquals("0aff0000", s3.payload().hex(0, 4));
        assertEquals(
                Bytes.copyOf(new byte[] {1, 2, 1, 2, 1}),
                vector.initial().gm().get(0).bytes());
        assertEquals(0x40, vector.initial().gm().get(0).address());
        assertEquals(16L, vector.initial().gprs().get(7));
    }

    @Test
    void valuesOutOfRangeNameTheirField() {
        assertEquals(
                List.of("t.json:8:65: vectors[0].initial.shared.S3.descriptor.capacity_bytes: capacity_bytes"
                        + " 524288 is out of range 1..262144"),
                problems(caseWith("""
                        {"name": "v", "covers": ["ordering[0]"],
                         "initial": {"shared": {"S3": {"descriptor": {"capacity_bytes": "512KB", "allocation_mask": "1100"}}}},
                         "program": [{"word": "0x00019181"}], "expect": {"phase": "header"}}
                        """)));
    }

    @Test
    void aPayloadLongerThanItsRegisterIsAnError() {
        assertEquals(
                List.of("t.json:9:51: vectors[0].initial.shared.S3.payload.hex: hex payload has 3 bytes, more"
                        + " than the 2 bytes it fills"),
                problems(caseWith("""
                        {"name": "v", "covers": ["ordering[0]"],
                         "initial": {"shared": {"S3": {"descriptor": {"capacity_bytes": 2, "allocation_mask": "1100"},
                                                       "payload": {"hex": "000102"}}}},
                         "program": [{"word": "0x00019181"}], "expect": {"phase": "header"}}
                        """)));
    }

    @Test
    void anExpectedPayloadNeedsAKnownCapacity() {
        assertEquals(
                List.of("t.json:9:42: vectors[0].expect.shared.S5.payload: a fill payload needs a length:"
                        + " state S5.descriptor.capacity_bytes (or give S5 an initial descriptor)"),
                problems(caseWith("""
                        {"name": "v", "covers": ["ordering[0]"],
                         "program": [{"word": "0x00019181"}],
                         "expect": {"shared": {"S5": {"payload": {"fill": "0x00"}}}}}
                        """)));
    }

    @Test
    void aSixteenBitWordMustFitSixteenBits() {
        assertEquals(
                List.of("t.json:8:23: vectors[0].program[0].word: 0x1C03C does not fit in 16 bits (\"bits\": 16)"),
                problems(caseWith("""
                        {"name": "v", "covers": ["ordering[0]"],
                         "program": [{"word": "0x1C03C", "bits": 16, "expect": "unsupported"}]}
                        """)));
    }

    @Test
    void aClauseTheContractDoesNotHaveIsAnError() {
        List<String> problems = problems(caseWith("""
                {"name": "v", "covers": ["ordering[0]", "ordering[7]"],
                 "program": [{"word": "0x00019181"}], "expect": {"phase": "header"}}
                """));
        assertEquals(2, problems.size(), problems::toString);
        assertEquals(
                "t.json:7:41: vectors[0].covers[1]: the contract has no clause ordering[7]; it has ordering[0],"
                        + " ordering[1]",
                problems.get(0));
        assertEquals(
                "t.json:7:41: vectors[0].covers[1]: clause ordering[7] is covered by this vector but not listed in"
                        + " the case's \"covers\"",
                problems.get(1));
    }

    /** The case of {@code vector} covering no clause. */
    private static String coveringNothing(String vector) {
        return caseWith(vector).replace("\"covers\": [\"ordering[0]\"], \"upstream\"", "\"covers\": [], \"upstream\"");
    }

    @Test
    void onlyACaseOfDecodeOnlyVectorsMayCoverNoClause() {
        // The DECODE point of a record with no contract clause (a generic BSTART) has nothing else to cover.
        valid(coveringNothing("""
                {"name": "v", "covers": [], "judge": ["decode"], "program": [{"word": "0x00000033"}],
                 "expect": {"decoded": [{"step": 0, "form_id": "b_hint_32_69d942ff1583", "fields": {"L/UL": 0}}]}}
                """));
        assertEquals(
                List.of("t.json:5:13: covers: no clause; only a case whose every vector is judged on its decoding alone"
                        + " (\"judge\": [\"decode\"]) may cover none"),
                problems(coveringNothing("""
                        {"name": "v", "covers": [], "judge": ["decode"], "program": [{"word": "0x00000033"}],
                         "expect": {"decoded": [{"step": 0, "form_id": "b_hint_32_69d942ff1583"}]}},
                        {"name": "w", "covers": [], "program": [{"word": "0x00019181"}], "expect": {"phase": "header"}}
                        """)));
    }

    @Test
    void vectorNamesAreUniqueAndDecodedStepsExist() {
        List<String> problems = problems(caseWith("""
                {"name": "v", "covers": ["ordering[0]"], "program": [{"word": "0x00019181"}],
                 "expect": {"decoded": [{"step": 1, "form_id": null}]}},
                {"name": "v", "covers": ["ordering[0]"], "program": [{"word": "0x00019181"}], "expect": {"phase": "none"}}
                """));
        assertEquals(
                List.of(
                        "t.json:8:34: vectors[0].expect.decoded[0].step: step 1 does not exist: the program has 1"
                                + " steps, counted from 0",
                        "t.json:9:10: vectors[1].name: vector name 'v' is used twice in this case"),
                problems);
    }

    @Test
    void unchangedGmNeedsInitialSegments() {
        assertEquals(
                List.of("t.json:8:64: vectors[0].expect.unchanged[0]: \"unchanged\": \"gm\" compares the"
                        + " initial.gm segments, and this vector has none"),
                problems(caseWith("""
                        {"name": "v", "covers": ["ordering[0]"],
                         "program": [{"word": "0x00019181"}], "expect": {"unchanged": ["gm"]}}
                        """)));
    }

    @Test
    void duplicateKeysAndTrailingContentAreSyntaxErrors() {
        // A duplicate key is placed where the second one starts.
        assertEquals(
                List.of("t.json:1:13: not valid JSON: Duplicate field 'id'"),
                problems("{\"id\": \"a\", \"id\": \"b\"}"));
        assertEquals(
                "t.json:1:4: not valid JSON: unexpected content after the end of the case object",
                problems("{} {}").get(0));
    }

    @Test
    void theSurfaceMustMatchTheCatalog() {
        String text = caseWith("""
                {"name": "v", "covers": ["ordering[0]"], "program": [{"word": "0x00019181"}], "expect": {"phase": "none"}}
                """).replace("\"surface\": \"block\"", "\"surface\": \"scalar\"");
        assertEquals(
                List.of("t.json:3:14: surface: surface 'scalar' does not match the catalog: B.IOS is on surface"
                        + " 'block'"),
                problems(text));
    }

    @Test
    void aLaterVectorBreaksTheSchemaAsTheFirstWouldWithItsOwnPlace() {
        String good = """
                {"name": "good", "program": [{"word": "0x00019181"}], "expect": {"unchanged": ["gm"]}}""";
        String bad = """
                {"name": "bad", "colour": "red", "program": [{"word": "0x00019181", "expect": "sideways"}],
                 "expect": {"unchanged": ["gm"]}}""";
        List<String> first = problemsWithPlaces(caseWith(bad + ",\n" + good));
        List<String> third = problemsWithPlaces(caseWith(good + ",\n" + good + ",\n" + bad));
        assertEquals(2, first.size(), first.toString());
        // The same problems, at the bad vector's own line and index (line 7 when first, 9 when third).
        assertEquals(
                first.stream()
                        .map(p -> p.replaceAll("(^|t\\.json:)7:", "$19:").replace("vectors[0]", "vectors[2]"))
                        .toList(),
                third);
        assertEquals(
                "9:17 t.json:9:17: vectors[2].colour: unknown key 'colour'; allowed: name, description, covers,"
                        + " advisory, judge, initial, program, expect",
                third.get(0));
    }

    private static List<String> problemsWithPlaces(String text) {
        ReadResult result = READER.read(new CaseText("t.json", text));
        return assertInstanceOf(ReadResult.Invalid.class, result).problems().stream()
                .map(p -> p.location().line() + ":" + p.location().column() + " " + p.message())
                .toList();
    }

    /** A vector (line 7 onwards) whose one GM segment is {@code segment}, written on line 9 from column 3. */
    private static String caseWithSegment(String segment) {
        return caseWith("""
                {"name": "v", "covers": ["ordering[0]"],
                 "initial": {"gm": [
                  %s]},
                 "program": [{"word": "0x00019181"}], "expect": {"unchanged": ["gm"]}}
                """.formatted(segment));
    }

    private static final int MAX = 16 * 1024 * 1024;

    static Stream<Arguments> segmentsAtTheBound() {
        return Stream.of(
                Arguments.of("hex", "{\"address\": \"0x0\", \"bytes\": {\"hex\": \"" + "A5".repeat(MAX) + "\"}}"),
                Arguments.of(
                        "base64",
                        "{\"address\": \"0x0\", \"bytes\": {\"base64\": \""
                                + Base64.getEncoder().encodeToString(new byte[MAX]) + "\"}}"),
                Arguments.of(
                        "fill", "{\"address\": \"0x0\", \"bytes\": {\"fill\": \"0xA5\"}, \"length\": " + MAX + "}"),
                Arguments.of(
                        "pattern",
                        "{\"address\": \"0x0\", \"bytes\": {\"pattern\": \"0xA501\"}, " + "\"length\": " + MAX + "}"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("segmentsAtTheBound")
    void aGmSegmentOfSixteenMebibytesReadsInEveryPayloadForm(String form, String segment) {
        AvsCase avsCase = valid(caseWithSegment(segment));
        assertEquals(MAX, avsCase.vectors().get(0).initial().gm().get(0).bytes().length(), form);
    }

    static Stream<Arguments> segmentsPastTheBound() {
        String past = "a GM segment of " + (MAX + 1) + " bytes; a segment has 1 to " + MAX + " bytes";
        String length = "length " + (MAX + 1) + " is out of range 1.." + MAX;
        return Stream.of(
                Arguments.of(
                        "hex",
                        "{\"address\": \"0x0\", \"bytes\": {\"hex\": \"" + "A5".repeat(MAX + 1) + "\"}}",
                        "9:39",
                        "vectors[0].initial.gm[0].bytes.hex: " + past),
                Arguments.of(
                        "base64",
                        "{\"address\": \"0x0\", \"bytes\": {\"base64\": \""
                                + Base64.getEncoder().encodeToString(new byte[MAX + 1]) + "\"}}",
                        "9:42",
                        "vectors[0].initial.gm[0].bytes.base64: " + past),
                Arguments.of(
                        "fill",
                        "{\"address\": \"0x0\", \"bytes\": {\"fill\": \"0xA5\"}, \"length\": " + (MAX + 1) + "}",
                        "9:59",
                        "vectors[0].initial.gm[0].length: " + length),
                Arguments.of(
                        "pattern",
                        "{\"address\": \"0x0\", \"bytes\": {\"pattern\": \"0xA501\"}, " + "\"length\": " + (MAX + 1)
                                + "}",
                        "9:64",
                        "vectors[0].initial.gm[0].length: " + length),
                Arguments.of(
                        "empty hex",
                        "{\"address\": \"0x0\", \"bytes\": {\"hex\": \"\"}}",
                        "9:39",
                        "vectors[0].initial.gm[0].bytes.hex: a GM segment of 0 bytes; a segment has 1 to " + MAX
                                + " bytes"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("segmentsPastTheBound")
    void aGmSegmentPastTheBoundIsRefusedAtItsValue(String form, String segment, String place, String problem) {
        assertEquals(
                List.of(place + " t.json:" + place + ": " + problem), problemsWithPlaces(caseWithSegment(segment)));
    }

    @Test
    void aPayloadFileOfSixteenMebibytesIsASegmentAndOneByteMoreIsRefusedAtItsName(@TempDir Path folder)
            throws IOException {
        Path payloads = Files.createDirectories(folder.resolve("payloads"));
        Files.write(payloads.resolve("at.bin"), new byte[MAX]);
        Files.write(payloads.resolve("past.bin"), new byte[MAX + 1]);
        PayloadFiles files = FolderPayloadFiles.of(folder.resolve("case.json"));

        ReadResult at = READER.read(new CaseText(
                "t.json",
                caseWithSegment("{\"address\": \"0x0\", \"bytes\": {\"file\": \"payloads/at.bin\"}}"),
                files));
        assertEquals(
                MAX,
                assertInstanceOf(ReadResult.Valid.class, at)
                        .avsCase()
                        .vectors()
                        .get(0)
                        .initial()
                        .gm()
                        .get(0)
                        .bytes()
                        .length());
        ReadResult past = READER.read(new CaseText(
                "t.json",
                caseWithSegment("{\"address\": \"0x0\", \"bytes\": {\"file\": \"payloads/past.bin\"}}"),
                files));
        List<String> problems = assertInstanceOf(ReadResult.Invalid.class, past).problems().stream()
                .map(p -> p.location().line() + ":" + p.location().column() + " " + p.message())
                .toList();
        assertEquals(
                List.of("9:40 t.json:9:40: vectors[0].initial.gm[0].bytes.file: payload file: 'payloads/past.bin'"
                        + " holds more than the " + MAX + " bytes it fills"),
                problems);
    }

    @Test
    void aCaseThatRunsOutOfHeapWhileReadIsAProblemOfItsFileAndTheReaderGoesOn() {
        PayloadFiles exhausting = (reference, maxBytes) -> {
            throw new OutOfMemoryError("Java heap space");
        };
        String text = caseWithSegment("{\"address\": \"0x0\", \"bytes\": {\"file\": \"payloads/huge.bin\"}}");

        ReadResult result = READER.read(new CaseText("huge.json", text, exhausting));

        List<CaseProblem> problems =
                assertInstanceOf(ReadResult.Invalid.class, result).problems();
        assertEquals(1, problems.size(), problems::toString);
        assertEquals("huge.json", problems.get(0).origin());
        assertEquals(
                "the file's case needs more heap than this JVM has ("
                        + (Runtime.getRuntime().maxMemory() >> 20)
                        + " MiB); give it more (-Xmx) or split the case into several files",
                problems.get(0).reason());
        assertInstanceOf(
                ReadResult.Valid.class,
                READER.read(new CaseText(
                        "next.json", caseWithSegment("{\"address\": \"0x0\", \"bytes\": {\"hex\": \"00\"}}"))),
                "the next file is read as ever");
    }

    @Test
    void aValidCaseKeepsWhereItsIdItsVectorsAndTheirStepsStart() {
        String text = fourVectorsWithThird("{\"name\": \"v3\", \"covers\": [\"ordering[0]\"],"
                + " \"program\": [{\"word\": \"0x00019181\"}, {\"asm\": \"BSTOP\", \"expect\": \"waiting\"}],"
                + " \"expect\": {\"phase\": \"header\"}}");
        AvsCase avsCase = valid(text);
        assertEquals(place(text, 2, "\"PTO-AVS-BLOCK-B-IOS-STREAM-001\""), avsCase.location());
        Vector third = avsCase.vectors().get(2);
        assertEquals(new Location(9, 1), third.location());
        assertEquals(place(text, 9, "{\"word\""), third.program().get(0).location());
        assertEquals(place(text, 9, "{\"asm\""), third.program().get(1).location());
        assertEquals(
                place(text, 10, "{\"word\""),
                avsCase.vectors().get(3).program().get(0).location());
    }

    @Test
    void aMistakeInsideAStringOfALaterVectorIsPlacedAtItsCharacter() {
        String text = fourVectorsWithThird("{\"name\": \"v3\", \"covers\": [\"ordering[0]\"],"
                + " \"program\": [{\"asm\": \"B.IOS mask=1000, ->S99<4KB>\"}], \"expect\": {\"phase\": \"header\"}}");
        List<CaseProblem> problems = placed(text);
        assertEquals(1, problems.size(), problems::toString);
        CaseProblem problem = problems.get(0);
        assertEquals("vectors[2].program[0].asm", problem.field());
        Matcher column = Pattern.compile("': column (\\d+): ").matcher(problem.reason());
        Assertions.assertTrue(column.find(), problem::reason);
        Location quote = place(text, 9, "\"B.IOS mask");
        assertEquals(new Location(9, quote.column() + Integer.parseInt(column.group(1))), problem.location());
    }

    /** Where {@code needle} first starts on line {@code line} of {@code text}. */
    private static Location place(String text, int line, String needle) {
        int index = text.lines().toList().get(line - 1).indexOf(needle);
        Assertions.assertTrue(index >= 0, needle + " is on line " + line);
        return new Location(line, index + 1);
    }

    /** Four vectors, one a line from line 7; {@code third} is the third, on line 9. */
    private static String fourVectorsWithThird(String third) {
        String plain = "{\"name\": \"v%d\", \"covers\": [\"ordering[0]\"], \"program\": [{\"word\": \"0x00019181\"}],"
                + " \"expect\": {\"phase\": \"header\"}}";
        return caseWith(String.join(",\n", plain.formatted(1), plain.formatted(2), third, plain.formatted(4)));
    }

    @Test
    void aTextReadInOnePassReadsAsTheSameTextReadInTwo() {
        String plain = "{\"name\": \"v3\", \"covers\": [\"ordering[0]\"],"
                + " \"program\": [{\"word\": \"0x00019181\"}, {\"asm\": \"BSTOP\", \"expect\": \"waiting\"}],"
                + " \"expect\": {\"phase\": \"header\"}}";
        List<String> texts = List.of(
                fourVectorsWithThird(plain),
                fourVectorsWithThird(plain.replace("{\"name\": \"v3\",", "{\"name\": \"v3\", \"name\": \"again\",")),
                fourVectorsWithThird(plain.replace("\"covers\"", "\"colour\": \"red\", \"covers\"")),
                fourVectorsWithThird(plain.replace("], \"expect\"", "] \"expect\"")),
                fourVectorsWithThird(plain.replace("BSTOP", "B.IOS mask=1000, ->S99<4KB>")));
        for (String text : texts) {
            Assertions.assertTrue(text.length() <= SourceMap.ONE_PASS_CHARS);
            // Trailing blanks move no place and make the text one that is read in two passes.
            String twoPass = text + " ".repeat(SourceMap.ONE_PASS_CHARS) + "\n";
            ReadResult once = READER.read(new CaseText("t.json", text));
            ReadResult twice = READER.read(new CaseText("t.json", twoPass));
            // Compared as text: a case's records print every field, places included, and some hold no value equality.
            assertEquals(twice.toString(), once.toString(), text);
            if (once instanceof ReadResult.Valid valid) {
                Vector third = valid.avsCase().vectors().get(2);
                assertEquals(place(text, 9, "{\"asm\""), third.program().get(1).location());
            }
        }
    }

    private static List<CaseProblem> placed(String text) {
        ReadResult result = READER.read(new CaseText("t.json", text));
        return assertInstanceOf(ReadResult.Invalid.class, result).problems();
    }

    @Test
    void aDuplicateKeyInALaterVectorIsASyntaxErrorAtItsLine() {
        List<CaseProblem> problems = placed(fourVectorsWithThird("{\"name\": \"v3\", \"name\": \"again\","
                + " \"program\": [{\"word\": \"0x00019181\"}], \"expect\": {\"phase\": \"header\"}}"));
        assertEquals(1, problems.size(), problems::toString);
        assertEquals(9, problems.get(0).location().line(), problems::toString);
        Assertions.assertTrue(problems.get(0).message().contains("Duplicate field 'name'"), problems::toString);
    }

    @Test
    void aSchemaErrorInALaterVectorIsAllThatIsSaidEvenAfterAnEarlierVectorsMistake() {
        // v1's assembly is wrong (a check after the schema); v3 breaks the schema: the file stops at the schema.
        String text = fourVectorsWithThird("{\"name\": \"v3\", \"programme\": [], \"expect\": {}}")
                .replaceFirst("\\{\"word\": \"0x00019181\"}", "{\"asm\": \"B.IOS mask=1000, ->S99<4KB>\"}");
        List<CaseProblem> problems = placed(text);
        Assertions.assertFalse(problems.isEmpty());
        for (CaseProblem problem : problems) {
            assertEquals(9, problem.location().line(), problems::toString);
        }
        Assertions.assertTrue(
                problems.stream().anyMatch(p -> p.message().contains("unknown key 'programme'")), problems::toString);
    }

    @Test
    void aCaseWhoseVectorsComeBeforeItsOtherKeysReadsAsAnyOther() {
        AvsCase avsCase = valid("""
                {
                  "vectors": [
                    {"name": "v1", "covers": ["ordering[0]"], "program": [{"word": "0x00019181"}],
                     "expect": {"phase": "header"}},
                    {"name": "v2", "covers": ["ordering[0]"], "program": [{"word": "0x00019181"}],
                     "expect": {"phase": "header"}}
                  ],
                  "format": "pto-avs-case/1", "id": "PTO-AVS-BLOCK-B-IOS-STREAM-001",
                  "surface": "block", "instruction": "B.IOS", "requirements": ["PTO-INST-BLOCK-B-IOS"],
                  "kind": "execution", "summary": "s", "pass_condition": "p", "covers": ["ordering[0]"],
                  "upstream": {"repository": "https://github.com/PTO-ISA/pto-spec", "path": "tests/asl/block/operands/B.IOS/block-exec-b-ios-shared-binding-v-5-001.asl", "commit": "e599a3d36ebfad43362ff591ea5e128816c684c7"}
                }
                """);
        assertEquals(
                List.of("v1", "v2"),
                avsCase.vectors().stream().map(Vector::name).toList());
        assertEquals(5, avsCase.vectors().get(1).location().line());
    }
}
