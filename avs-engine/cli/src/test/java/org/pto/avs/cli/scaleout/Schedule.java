package org.pto.avs.cli.scaleout;

import java.util.List;
import java.util.Map;

/**
 * What a scale-out example file asks its scheduler to run, as read from the file: the parts, run side by side, and
 * then the merge. Only the commands that run the pto-avs jar are kept; building the jar, moving artifacts and
 * publishing the report belong to the scheduler and the network, which a test on this machine plays itself.
 *
 * @param parts the command of each part, with the variables the scheduler gives it
 * @param merge the commands of the merge, in order
 */
record Schedule(String example, List<Command> parts, List<Command> merge) {

    /**
     * One command as the scheduler starts it.
     *
     * @param shell       the interpreter and its options, the script last ({@code bash -e -c <script>})
     * @param script      the script, exactly as the file writes it once the scheduler's expressions are expanded
     * @param environment the variables the file and the scheduler set for it
     * @param mounts      for a container: its volumes' mount paths, by volume (the test binds them to folders)
     */
    record Command(List<String> shell, String script, Map<String, String> environment, Map<String, String> mounts) {}

    /** The variable naming the pto-avs jar in every example: the scheduler (the test) provides the jar there. */
    static final String JAR_VARIABLE = "PTO_AVS_JAR";

    /** Whether a script runs the pto-avs jar: the commands the simulation runs. */
    static boolean runsTheSuite(String script) {
        return script.contains("java -jar \"$" + JAR_VARIABLE + "\"");
    }
}
