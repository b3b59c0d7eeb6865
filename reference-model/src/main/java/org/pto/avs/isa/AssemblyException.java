package org.pto.avs.isa;

import org.apiguardian.api.API;

/**
 * A line of assembly that cannot be assembled: where (1-based line and column) and why. The message reads
 * {@code line 3, column 17: mask 0011 is not one of 0000, 1000, 0100, 0010, 0001, 1100, 1110, 1111}; a single
 * line ({@link Assembler#assemble(String)}) has line 0 and its message starts at the column.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public class AssemblyException extends Exception {

    private final int line;
    private final int column;
    private final String reason;
    private final String text;

    public AssemblyException(int line, int column, String reason, String text) {
        super((line > 0 ? "line " + line + ", " : "") + "column " + column + ": " + reason);
        this.line = line;
        this.column = column;
        this.reason = reason;
        this.text = text;
    }

    /** The 1-based line within a program, or 0 for a single line. */
    public int line() {
        return line;
    }

    /** The 1-based column the reason points at. */
    public int column() {
        return column;
    }

    /** Why, without the position. */
    public String reason() {
        return reason;
    }

    /** The text of the offending line, for showing a caret under {@link #column()}. */
    public String text() {
        return text;
    }

    /** The same error, placed on {@code lineNumber} of a program. */
    public AssemblyException atLine(int lineNumber) {
        return new AssemblyException(lineNumber, column, reason, text);
    }
}
