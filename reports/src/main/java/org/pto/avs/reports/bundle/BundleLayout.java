package org.pto.avs.reports.bundle;

import org.apiguardian.api.API;

/**
 * The files of a certification bundle, relative to its directory:
 * <pre>
 * manifest.json        suite, device, environment, times, one result per AVS id, the waivers that named cases
 * allure-results/      the Allure results of the run
 * surefire-reports/    the JUnit XML of the run (the format Surefire writes)
 * summary/             summary.json, summary.md, coverage.svg
 * waivers.txt          a copy of the avs.waivers file the run used, when it used one
 * shards.json          which part ran which AVS id, in a bundle merged from a sharded run (MergeCommand)
 * SHA256SUMS           the SHA-256 of every other file, as sha256sum prints them
 * SEAL                 the SHA-256 of SHA256SUMS
 * </pre>
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class BundleLayout {

    public static final String MANIFEST = "manifest.json";
    public static final String ALLURE_RESULTS = "allure-results";
    public static final String SUREFIRE_REPORTS = "surefire-reports";
    public static final String SUMMARY = "summary";
    public static final String WAIVERS = "waivers.txt";
    public static final String SHA256SUMS = "SHA256SUMS";
    public static final String SEAL = "SEAL";

    private BundleLayout() {}
}
