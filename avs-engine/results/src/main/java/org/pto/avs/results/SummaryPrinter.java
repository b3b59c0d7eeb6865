package org.pto.avs.results;

import org.apiguardian.api.API;

/**
 * Implemented by a listener that prints the conformance summary of a run. When an implementation is registered
 * under {@code META-INF/services/org.pto.avs.results.SummaryPrinter}, the engine prints no summary of its own, so
 * a run prints one table. The engine only looks for a registration; it never loads the class.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public interface SummaryPrinter {}
