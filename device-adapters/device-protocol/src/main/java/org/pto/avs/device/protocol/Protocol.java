package org.pto.avs.device.protocol;

import org.apiguardian.api.API;

/** The constants of protocol {@value #VERSION}; PROTOCOL.md is the normative text. */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class Protocol {

    /** The one protocol version this harness speaks, sent in both hellos. */
    public static final String VERSION = "pto-avs-device/1";

    /** PROTOCOL.md "Size bounds": one message, UTF-8, including its newline. */
    public static final int MAX_LINE_BYTES = 64 * 1024 * 1024;

    /** PROTOCOL.md "Size bounds": one decoded payload (a GM segment or range). */
    public static final int MAX_PAYLOAD_BYTES = 16 * 1024 * 1024;

    /** PROTOCOL.md "Size bounds": words in one program. */
    public static final int MAX_PROGRAM_WORDS = 4096;

    /** Ids are JSON integers a JavaScript device can hold exactly: 1 .. 2^53 - 1. */
    public static final long MAX_ID = (1L << 53) - 1;

    /** Where the JSON Schemas of the messages are on the class path (and under device-protocol/src/main/resources). */
    public static final String SCHEMA_DIRECTORY = "pto-avs/protocol/v1/";

    private Protocol() {}
}
