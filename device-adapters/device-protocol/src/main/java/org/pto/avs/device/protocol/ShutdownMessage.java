package org.pto.avs.device.protocol;

/** The harness is done: a process device exits, a socket device closes the connection. */
public record ShutdownMessage() implements HarnessMessage {}
