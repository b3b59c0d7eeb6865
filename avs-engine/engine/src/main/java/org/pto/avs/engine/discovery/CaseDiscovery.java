package org.pto.avs.engine.discovery;

import org.apiguardian.api.API;
import org.junit.platform.commons.io.ResourceFilter;
import org.junit.platform.engine.EngineDiscoveryRequest;
import org.junit.platform.engine.support.discovery.DiscoveryIssueReporter;
import org.junit.platform.engine.support.discovery.EngineDiscoveryRequestResolver;
import org.pto.avs.engine.descriptor.AvsEngineDescriptor;
import org.pto.avs.engine.settings.RunSettings;

/**
 * Discovery, wired from JUnit's building blocks: the platform's resource scanner turns classpath roots, packages
 * and modules into case resources; our resolvers read case files, {@code avs:} selectors and unique ids; the tree
 * files each case under its surface and instruction. Problems never escape as exceptions: they are discovery
 * issues, and a file that cannot run is a failing test.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class CaseDiscovery {

    private CaseDiscovery() {}

    public static void discover(EngineDiscoveryRequest request, AvsEngineDescriptor engine) {
        DiscoveryIssueReporter issues = DiscoveryIssueReporter.deduplicating(
                DiscoveryIssueReporter.forwarding(request.getDiscoveryListener(), engine.getUniqueId()));
        RunSettings settings = engine.settings();
        CaseSelection selection = CaseSelection.from(settings.discovery());
        CaseLibrary library = new CaseLibrary(issues, settings.discovery());
        CaseTree tree = new CaseTree(engine, selection, issues, settings, library);
        EngineDiscoveryRequestResolver.<AvsEngineDescriptor>builder()
                .addResourceContainerSelectorResolver(ResourceFilter.of(r -> CaseResources.isCaseResource(r.getName())))
                .addSelectorResolver(new CaseFileResolver(tree, library, selection))
                .addSelectorResolver(new AvsSelectorResolver(tree, library, selection))
                .addSelectorResolver(new UniqueIdResolver(tree, library))
                .build()
                .resolve(request, engine, issues);
        tree.finish();
        library.saveVerdicts();
        WaiverFileCheck.addTo(engine, settings.waivers(), library);
    }
}
