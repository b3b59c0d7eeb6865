package org.pto.avs.engine.descriptor;

/**
 * A verdict about the device (fail, not supported, waived, crash, timeout) or a problem in the run's input (a case
 * file, a waiver file, a selection) is said in full by its message, with the file and line where it has one; the
 * engine's stack frames would only bury it in build logs. A fault of the harness itself keeps its frames.
 */
final class WithoutFrames {

    private WithoutFrames() {}

    static <T extends Throwable> T of(T problem) {
        problem.setStackTrace(new StackTraceElement[0]);
        return problem;
    }
}
