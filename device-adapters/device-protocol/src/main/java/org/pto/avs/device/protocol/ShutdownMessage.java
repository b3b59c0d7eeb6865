package org.pto.avs.device.protocol;

import org.apiguardian.api.API;

/** The harness is done: a process device exits, a socket device closes the connection. */
@API(status = API.Status.INTERNAL, since = "0.1")
public record ShutdownMessage() implements HarnessMessage {}
