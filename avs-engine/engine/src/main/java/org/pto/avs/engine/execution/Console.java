package org.pto.avs.engine.execution;

import java.io.PrintStream;

/** What the engine prints: warnings, one line each, and the summary; each flushed at once, to show in order. */
record Console(PrintStream out) {

    void warn(String warning) {
        out.println("pto-avs: warning: " + warning);
        out.flush();
    }

    void print(String text) {
        out.print(text);
        out.flush();
    }
}
