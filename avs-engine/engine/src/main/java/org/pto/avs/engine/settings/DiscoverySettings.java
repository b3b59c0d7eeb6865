package org.pto.avs.engine.settings;

import java.util.Optional;
import org.apiguardian.api.API;
import org.pto.avs.results.Constants;

/**
 * The settings discovery reads.
 *
 * @param keepCases       {@value Constants#KEEP_CASES}
 * @param checkCatalogIds {@value Constants#CHECK_CATALOG_IDS}
 * @param caseIds         {@value Constants#ID} as given, when set: the pattern of the AVS ids that run
 * @param schemaCache     {@value Constants#SCHEMA_CACHE}, stripped, when set
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record DiscoverySettings(
        boolean keepCases, boolean checkCatalogIds, Optional<String> caseIds, Optional<String> schemaCache) {

    static DiscoverySettings read(SettingReader reader) {
        // A bad value reads as the default, so discovery goes on; its problem fails the run when it starts.
        return new DiscoverySettings(
                reader.read(c -> Setting.bool(c, Constants.KEEP_CASES, true), true),
                reader.read(c -> Setting.bool(c, Constants.CHECK_CATALOG_IDS, true), true),
                reader.configuration().get(Constants.ID),
                Setting.text(reader.configuration(), Constants.SCHEMA_CACHE));
    }
}
