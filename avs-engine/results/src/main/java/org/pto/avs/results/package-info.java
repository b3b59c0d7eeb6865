/**
 * The result contract: what the engine publishes and everything else reads. Configuration keys
 * ({@link Constants}), report-entry keys ({@link ReportKeys}), case and
 * vector statuses, the waiver use, the case facts codec, evidence for re-judging a case
 * ({@link CaseJudge}), shards, journals ({@code api.journal}) and waiver files
 * ({@code api.waivers}). Reports, merge, bundles and the kill matrix depend on this package and on nothing else of
 * the engine; an ArchUnit test keeps it so.
 */
package org.pto.avs.results;
