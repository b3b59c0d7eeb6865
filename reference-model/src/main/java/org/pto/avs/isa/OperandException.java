package org.pto.avs.isa;

/** An operand's text cannot be read: where (0-based index into the line) and why. */
final class OperandException extends Exception {

    private final int position;

    OperandException(int position, String reason) {
        super(reason, null, false, false);
        this.position = position;
    }

    int position() {
        return position;
    }

    String reason() {
        return getMessage();
    }
}
