package org.pto.avs.engine.discovery;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.pto.avs.engine.cases.CaseFileName;
import org.pto.avs.engine.settings.DiscoverySettings;
import org.pto.avs.isa.ClosestName;
import org.pto.avs.results.Constants;

/**
 * The {@code avs.id} filter, and the bookkeeping that turns a selection matching nothing into a failing test.
 *
 * <p>{@code avs.id} narrows what the request's selectors found. It reports "matched no case" only when the
 * selectors found cases and the filter kept none: a request that reaches no case file at all (Surefire handing
 * this engine the class selectors meant for Jupiter) is not about AVS cases and stays silent.
 */
final class CaseSelection {

    /** A selection that matched nothing, and the message its failing test shows. */
    record Empty(String selection, String message) {}

    private final IdPattern avsId;
    /** Ids seen, in the order seen; sorted only for the message of a selection that matched nothing. */
    private final List<String> offered = new ArrayList<>();

    private final Set<String> accepted = new TreeSet<>();
    private final List<Empty> empty = new ArrayList<>();

    private CaseSelection(IdPattern avsId) {
        this.avsId = avsId;
    }

    static CaseSelection from(DiscoverySettings settings) {
        return new CaseSelection(settings.caseIds()
                .map(IdPattern::parse)
                .filter(p -> !p.isEmpty())
                .orElse(null));
    }

    /** Whether a case with this AVS id runs; a file whose id cannot be read always does (it fails as invalid). */
    boolean accepts(String id) {
        if (id == null) {
            return true;
        }
        offered.add(id);
        boolean accept = avsId == null || avsId.matches(id);
        if (accept) {
            accepted.add(id);
        }
        return accept;
    }

    /**
     * Whether {@code file} can hold a case this selection runs, judged by its name alone: a file named after an AVS id
     * that {@code avs.id} does not match holds no selected case (a file must hold the id it is named after, which the
     * reader checks), so it need not be read. Its id still counts as offered, for "matched no case".
     */
    boolean mayHold(String origin) {
        if (avsId == null) {
            return true;
        }
        Optional<String> named = CaseFileName.statedId(origin);
        if (named.isEmpty() || avsId.matches(named.get())) {
            return true;
        }
        offered.add(named.get());
        return false;
    }

    /** The ids of {@code avs.id} when it names exact ids only, whose files can be found by name. */
    Optional<List<String>> exactIds() {
        return avsId == null ? Optional.empty() : avsId.exactIds();
    }

    void nothingMatched(String selection, String message) {
        empty.add(new Empty(selection, message));
    }

    /** Every selection that matched nothing, {@code avs.id} included. */
    List<Empty> emptySelections() {
        List<Empty> all = new ArrayList<>(empty);
        if (avsId != null && !offered.isEmpty() && accepted.isEmpty()) {
            all.add(new Empty(
                    Constants.ID + "=" + avsId.text(),
                    Constants.ID + "=" + avsId.text() + " matched no case"
                            + knownIds(avsId.text(), new TreeSet<>(offered))));
        }
        return all;
    }

    /**
     * What to say of the known ids after "matched no case": the closest one when the selection is a near miss of it
     * (a typo), else how many there are and the nearest, never the whole list.
     */
    static String knownIds(String selection, Collection<String> ids) {
        if (ids.isEmpty()) {
            return "; known ids: none (no case file is on the classpath)";
        }
        // Never every id: build logs repeat this message (the failure, the tool's list of failures, each summary).
        return ClosestName.to(selection, ids)
                .map(id -> "; did you mean " + id + "?")
                .orElseGet(() -> "; no known id is close to it (" + ids.size() + " known ids, the closest "
                        + ClosestName.nearest(selection, ids) + ")");
    }
}
