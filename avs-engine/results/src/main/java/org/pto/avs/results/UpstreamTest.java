package org.pto.avs.results;

import java.util.List;
import java.util.Objects;
import org.apiguardian.api.API;

/**
 * The public spec's own AVS test a case comes from, from the case file's {@code "upstream"}: where it is (repository,
 * path, commit, and the spec line the commit belongs to) and the assertions of it that no device can show, each with
 * why. An assertion a device could show but the case leaves out is a {@link LeftOutStep} of a partial case instead.
 *
 * @param repository    the repository's address ({@code https://github.com/PTO-ISA/pto-spec})
 * @param path          the ASL test's path in it ({@code tests/asl/block/...asl})
 * @param commit        the full commit id the case was compared with
 * @param line          the spec line of that commit ({@code S2}); empty when the case file names none
 * @param notObservable the upstream assertions no device can show; empty when there are none
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public record UpstreamTest(
        String repository, String path, String commit, String line, List<NotObservable> notObservable) {

    /** The key of the case file and of every report that names it. */
    public static final String UPSTREAM = "upstream";

    /**
     * An assertion of the upstream test that no device can show.
     *
     * @param assertion the assertion, in words
     * @param why       why no device can show it (an internal helper, a state outside the protocol, ...)
     */
    @API(status = API.Status.EXPERIMENTAL, since = "0.1")
    public record NotObservable(String assertion, String why) {

        public NotObservable {
            Objects.requireNonNull(assertion, "assertion");
            Objects.requireNonNull(why, "why");
        }

        /** {@code <assertion> (<why>)}. */
        public String describe() {
            return assertion + " (" + why + ")";
        }
    }

    public UpstreamTest {
        Objects.requireNonNull(repository, "repository");
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(commit, "commit");
        line = Objects.requireNonNullElse(line, "");
        notObservable = List.copyOf(notObservable);
    }

    /** The test's page at its commit: {@code <repository>/blob/<commit>/<path>}. */
    public String url() {
        return repository + "/blob/" + commit + "/" + path;
    }

    /** {@code <path> at <commit> (<line>)}, as summaries name the test. */
    public String describe() {
        return path + " at " + commit + (line.isEmpty() ? "" : " (" + line + ")");
    }
}
