package org.pto.avs.cli.reference;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.engine.cases.CaseReader;
import org.pto.avs.engine.cases.CaseSchema;
import org.pto.avs.engine.cases.CaseText;
import org.pto.avs.engine.cases.ReadResult;
import org.pto.avs.isa.Catalog;
import org.pto.avs.reports.suite.SuiteFile;
import org.pto.avs.reports.suite.SuiteFiles;

/** The case files on the classpath, read as a run reads them, grouped by the instruction they test. */
final class CertifiedCases {

    private CertifiedCases() {}

    /** Every instruction's cases, by mnemonic, each list sorted by AVS id; a case file that does not read throws. */
    static Map<String, List<AvsCase>> byInstruction(ClassLoader loader) {
        CaseReader reader = new CaseReader(Catalog.standard(), CaseSchema.shared());
        Map<String, List<AvsCase>> cases = new TreeMap<>();
        for (SuiteFile file : SuiteFiles.fromClasspath(loader).under(SuiteFiles.CASES_ROOT)) {
            if (!file.path().endsWith(".json")) {
                continue;
            }
            ReadResult read = reader.read(new CaseText(file.path(), text(loader, file.path())));
            if (read instanceof ReadResult.Invalid invalid) {
                throw new IllegalStateException(file.path() + " is not a valid case file: " + invalid.problems());
            }
            AvsCase avsCase = ((ReadResult.Valid) read).avsCase();
            cases.computeIfAbsent(avsCase.instruction(), m -> new ArrayList<>()).add(avsCase);
        }
        cases.values().forEach(list -> list.sort(Comparator.comparing(AvsCase::id)));
        return cases;
    }

    private static String text(ClassLoader loader, String name) {
        try (InputStream in = loader.getResourceAsStream(name)) {
            if (in == null) {
                throw new IOException("not on the classpath");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(name + ": " + e.getMessage(), e);
        }
    }
}
