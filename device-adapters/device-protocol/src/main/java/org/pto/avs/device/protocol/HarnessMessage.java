package org.pto.avs.device.protocol;

import org.apiguardian.api.API;

/** A message the harness sends to a device. */
@API(status = API.Status.INTERNAL, since = "0.1")
public sealed interface HarnessMessage permits HarnessHello, RunMessage, ShutdownMessage {}
