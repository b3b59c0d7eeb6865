package org.pto.avs.engine.discovery;

import java.io.IOException;
import java.lang.ref.SoftReference;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.platform.commons.io.Resource;
import org.junit.platform.commons.io.ResourceFilter;
import org.junit.platform.commons.support.ResourceSupport;
import org.junit.platform.engine.DiscoveryIssue;
import org.junit.platform.engine.support.discovery.DiscoveryIssueReporter;
import org.pto.avs.engine.cases.CaseProblem;
import org.pto.avs.engine.cases.CaseReader;
import org.pto.avs.engine.cases.CaseSchema;
import org.pto.avs.engine.cases.CaseText;
import org.pto.avs.engine.cases.ReadResult;
import org.pto.avs.engine.cases.SchemaVerdicts;
import org.pto.avs.engine.descriptor.CaseHandle;
import org.pto.avs.engine.settings.DiscoverySettings;
import org.pto.avs.isa.Catalog;
import org.pto.avs.results.Sha256;

/**
 * Reads case files for one discovery, each at most once, and finds every case on the classpath when a selector
 * needs them all ({@code avs:}, unique ids). The catalog and schema are loaded only when a case is first read, so
 * a run that selects no case (Surefire's class selectors) pays nothing.
 */
final class CaseLibrary {

    /** Below this many files, reading them one by one costs less than starting the parallel read. */
    private static final int PARALLEL_THRESHOLD = 64;

    private final DiscoveryIssueReporter issues;
    private final DiscoverySettings settings;
    private final boolean checkCatalogIds;
    private SchemaVerdicts verdicts = SchemaVerdicts.NONE;
    /** Files read in this discovery; soft, so that reading a folder of 100,000 vectors fits in a small heap. */
    private final Map<String, SoftReference<LoadedCase>> byOrigin = new LinkedHashMap<>();

    private CaseReader reader;
    private boolean readerFailed;
    private List<CaseFile> classpathFiles;
    private List<CaseFile> propertyFiles;
    private List<LoadedCase> classpath;

    CaseLibrary(DiscoveryIssueReporter issues, DiscoverySettings settings) {
        this.issues = issues;
        this.settings = settings;
        this.checkCatalogIds = settings.checkCatalogIds();
    }

    /** The catalog, or empty when it cannot be loaded (reported once). */
    Optional<Catalog> catalog() {
        return reader().map(r -> Catalog.standard());
    }

    /** Reads {@code file}, or empty when no case can be read at all (the catalog or schema is broken). */
    Optional<LoadedCase> load(CaseFile file) {
        SoftReference<LoadedCase> known = byOrigin.get(file.origin());
        LoadedCase loaded = known == null ? null : known.get();
        if (loaded != null) {
            return Optional.of(loaded);
        }
        Optional<CaseReader> caseReader = reader();
        if (caseReader.isEmpty()) {
            return Optional.empty();
        }
        loaded = read(caseReader.get(), file, verdicts);
        byOrigin.put(file.origin(), new SoftReference<>(loaded));
        return Optional.of(loaded);
    }

    /**
     * Reads {@code files} not read yet, several at a time (a folder of 10,000 cases is read on every core), so that
     * the resolvers' {@link #load} calls that follow, one file at a time and in order, find them read. Issues are
     * still reported by those calls, in order.
     */
    void preload(List<CaseFile> files) {
        Optional<CaseReader> caseReader = reader();
        if (caseReader.isEmpty() || files.size() < PARALLEL_THRESHOLD) {
            return;
        }
        CaseReader shared = caseReader.get();
        SchemaVerdicts kept = verdicts;
        List<SoftReference<LoadedCase>> read = files.parallelStream()
                .filter(f -> !byOrigin.containsKey(f.origin()))
                .map(f -> new SoftReference<>(read(shared, f, kept)))
                .toList();
        for (int i = 0; i < read.size(); i++) {
            LoadedCase loaded = read.get(i).get();
            if (loaded != null) {
                byOrigin.putIfAbsent(loaded.file().origin(), read.get(i));
            }
        }
    }

    /** Reads one file; a {@link CaseReader} is safe to share between threads. */
    private static LoadedCase read(CaseReader reader, CaseFile file, SchemaVerdicts verdicts) {
        ReadResult result;
        String sha256 = "";
        try {
            // Handed over, not kept in this frame: the reader lets the text go once it is parsed.
            AtomicReference<CaseText> handed = new AtomicReference<>();
            String text = file.read();
            sha256 = Sha256.of(text);
            handed.set(new CaseText(file.origin(), text, file.payloadFiles()));
            text = null;
            result = reader.read(handed, sha256, verdicts);
        } catch (IOException e) {
            result = new ReadResult.Invalid(
                    file.origin(),
                    null,
                    List.of(new CaseProblem(
                            file.origin(), CaseFile.locationOf(e), "", "cannot read the file: " + e.getMessage())));
        }
        return new LoadedCase(file, result, sha256);
    }

    /**
     * How the case {@code loaded} holds is read again at run time, after memory pressure dropped it: the same
     * reader, and the same text, or the case does not run.
     */
    CaseHandle.Reread rereadOf(LoadedCase loaded) {
        // Only the file, the digest and the id: holding on to `loaded` would hold the case it is meant to let go.
        CaseReader caseReader = reader;
        CaseFile file = loaded.file();
        String sha256 = loaded.sha256();
        String id = loaded.id();
        // The discovered case was valid, so its text is: the same text (by digest) is parsed again, not validated.
        SchemaVerdicts discovered = SchemaVerdicts.validText(sha256);
        return () -> {
            LoadedCase again = read(caseReader, file, discovered);
            if (!again.sha256().equals(sha256) || again.valid().isEmpty()) {
                throw new CaseHandle.CaseFileChangedException(file.origin() + " changed after discovery"
                        + " and no longer holds the case " + id + " that was discovered; run again to discover it"
                        + " anew");
            }
            return again.valid().get();
        };
    }

    /** Every case file under {@code pto-avs/cases/} on the classpath, in directories and jars, by name; none read. */
    List<CaseFile> classpathFiles() {
        if (classpathFiles == null) {
            classpathFiles = scan(CaseResources.SCAN_PACKAGE, CaseResources.ROOT);
        }
        return classpathFiles;
    }

    /** Every property case file under {@code pto-avs/properties/} on the classpath, by name; none read. */
    List<CaseFile> propertyFiles() {
        if (propertyFiles == null) {
            propertyFiles = scan(CaseResources.PROPERTIES_SCAN_PACKAGE, CaseResources.PROPERTIES_ROOT);
        }
        return propertyFiles;
    }

    private static List<CaseFile> scan(String scanPackage, String root) {
        Map<String, CaseFile> byName = new LinkedHashMap<>();
        List<Resource> resources = ResourceSupport.findAllResourcesInPackage(
                scanPackage,
                ResourceFilter.of(
                        r -> r.getName().startsWith(root) && r.getName().endsWith(CaseResources.EXTENSION)));
        for (Resource resource : resources) {
            String name = CaseResources.nameOf(resource.getUri(), resource.getName(), root);
            // The first root on the classpath wins, as it does for ClassLoader.getResource.
            byName.putIfAbsent(name, CaseFile.resource(name, resource.getUri()));
        }
        return byName.values().stream()
                .sorted(Comparator.comparing(CaseFile::origin))
                .toList();
    }

    /** Every case file on the classpath, read. */
    List<LoadedCase> classpath() {
        if (classpath == null) {
            preload(classpathFiles());
            List<LoadedCase> found = new ArrayList<>();
            classpathFiles().forEach(file -> load(file).ifPresent(found::add));
            classpath = List.copyOf(found);
        }
        return classpath;
    }

    /** The ids of the valid cases on the classpath, for messages about selections that matched nothing. */
    List<String> classpathIds() {
        return classpath().stream()
                .map(LoadedCase::id)
                .filter(Objects::nonNull)
                .sorted()
                .distinct()
                .toList();
    }

    /** Keeps the schema verdicts this discovery added, for the next run. */
    void saveVerdicts() {
        SchemaVerdictCache.saveIfCache(verdicts);
    }

    private Optional<CaseReader> reader() {
        if (reader == null && !readerFailed) {
            try {
                reader = new CaseReader(Catalog.standard(), CaseSchema.shared(), checkCatalogIds);
                verdicts = SchemaVerdictCache.of(
                        settings.schemaCache(), CaseSchema.shared().version());
            } catch (RuntimeException e) {
                readerFailed = true;
                issues.reportIssue(DiscoveryIssue.builder(
                                DiscoveryIssue.Severity.ERROR,
                                "no AVS case can be read: the PTO catalog or the case schema cannot be loaded: "
                                        + e.getMessage())
                        .cause(e));
            }
        }
        return Optional.ofNullable(reader);
    }
}
