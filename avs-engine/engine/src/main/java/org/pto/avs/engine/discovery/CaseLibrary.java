package org.pto.avs.engine.discovery;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.platform.commons.io.Resource;
import org.junit.platform.commons.io.ResourceFilter;
import org.junit.platform.commons.support.ResourceSupport;
import org.junit.platform.engine.ConfigurationParameters;
import org.junit.platform.engine.DiscoveryIssue;
import org.junit.platform.engine.support.discovery.DiscoveryIssueReporter;
import org.pto.avs.engine.Constants;
import org.pto.avs.engine.cases.CaseProblem;
import org.pto.avs.engine.cases.CaseReader;
import org.pto.avs.engine.cases.CaseSchema;
import org.pto.avs.engine.cases.CaseText;
import org.pto.avs.engine.cases.Location;
import org.pto.avs.engine.cases.ReadResult;
import org.pto.avs.isa.Catalog;

/**
 * Reads case files for one discovery, each at most once, and finds every case on the classpath when a selector
 * needs them all ({@code avs:}, unique ids). The catalog and schema are loaded only when a case is first read, so
 * a run that selects no case (Surefire's class selectors) pays nothing.
 */
final class CaseLibrary {

    private final DiscoveryIssueReporter issues;
    private final boolean checkCatalogIds;
    private final Map<String, LoadedCase> byOrigin = new LinkedHashMap<>();
    private CaseReader reader;
    private boolean readerFailed;
    private List<LoadedCase> classpath;

    CaseLibrary(DiscoveryIssueReporter issues, ConfigurationParameters configuration) {
        this.issues = issues;
        this.checkCatalogIds = configuration.getBoolean(Constants.CHECK_CATALOG_IDS).orElse(true);
    }

    /** The catalog, or empty when it cannot be loaded (reported once). */
    Optional<Catalog> catalog() {
        return reader().map(r -> Catalog.standard());
    }

    /** Reads {@code file}, or empty when no case can be read at all (the catalog or schema is broken). */
    Optional<LoadedCase> load(CaseFile file) {
        LoadedCase loaded = byOrigin.get(file.origin());
        if (loaded != null) {
            return Optional.of(loaded);
        }
        Optional<CaseReader> caseReader = reader();
        if (caseReader.isEmpty()) {
            return Optional.empty();
        }
        ReadResult result;
        try {
            result = caseReader.get().read(new CaseText(file.origin(), file.read()));
        } catch (IOException e) {
            result = new ReadResult.Invalid(file.origin(), null, List.of(new CaseProblem(file.origin(),
                    Location.START, "", "cannot read the file: " + e.getMessage())));
        }
        loaded = new LoadedCase(file, result);
        byOrigin.put(file.origin(), loaded);
        return Optional.of(loaded);
    }

    /** Every case file under {@code pto-avs/cases/} on the classpath, in directories and jars, by name. */
    List<LoadedCase> classpath() {
        if (classpath == null) {
            Map<String, CaseFile> byName = new LinkedHashMap<>();
            List<Resource> resources = ResourceSupport.findAllResourcesInPackage(CaseResources.SCAN_PACKAGE,
                    ResourceFilter.of(r -> CaseResources.isCaseResource(r.getName())));
            for (Resource resource : resources) {
                String name = CaseResources.nameOf(resource.getUri(), resource.getName());
                // The first root on the classpath wins, as it does for ClassLoader.getResource.
                byName.putIfAbsent(name, CaseFile.resource(name, resource.getUri()));
            }
            List<LoadedCase> found = new ArrayList<>();
            byName.values().stream().sorted(Comparator.comparing(CaseFile::origin))
                    .forEach(file -> load(file).ifPresent(found::add));
            classpath = List.copyOf(found);
        }
        return classpath;
    }

    /** The ids of the valid cases on the classpath, for messages about selections that matched nothing. */
    List<String> classpathIds() {
        return classpath().stream().map(LoadedCase::id).filter(java.util.Objects::nonNull).sorted().distinct().toList();
    }

    private Optional<CaseReader> reader() {
        if (reader == null && !readerFailed) {
            try {
                reader = new CaseReader(Catalog.standard(), CaseSchema.load(), checkCatalogIds);
            } catch (RuntimeException e) {
                readerFailed = true;
                issues.reportIssue(DiscoveryIssue.builder(DiscoveryIssue.Severity.ERROR,
                        "no AVS case can be read: the PTO catalog or the case schema cannot be loaded: "
                                + e.getMessage()).cause(e));
            }
        }
        return Optional.ofNullable(reader);
    }
}
