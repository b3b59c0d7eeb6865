package org.pto.avs.engine.waivers;

import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.apiguardian.api.API;
import org.pto.avs.isa.ClosestName;
import org.pto.avs.results.waivers.Waiver;
import org.pto.avs.results.waivers.WaiverFile;
import org.pto.avs.results.waivers.WaiverProblem;

/**
 * The waivers whose id no case has. The parser cannot know the ids; discovery does. A waiver for a mistyped id would
 * otherwise waive nothing without a word, so each is a problem naming the closest known id, when one is close.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class UnknownWaiverIds {

    private UnknownWaiverIds() {}

    public static List<WaiverProblem> problems(WaiverFile file, Collection<String> knownIds) {
        Set<String> known = new TreeSet<>(knownIds);
        return file.waivers().stream()
                .filter(w -> !known.contains(w.id()))
                .map(w -> problem(file, w, known))
                .toList();
    }

    private static WaiverProblem problem(WaiverFile file, Waiver waiver, Set<String> known) {
        String hint = ClosestName.to(waiver.id(), known)
                .map(c -> "; did you mean " + c + "?")
                .orElse("");
        return new WaiverProblem(
                file.file(),
                waiver.line(),
                "id",
                waiver.id() + " is not the id of any case" + hint + (hint.isEmpty() ? "; " : " ")
                        + "this line waives nothing");
    }
}
