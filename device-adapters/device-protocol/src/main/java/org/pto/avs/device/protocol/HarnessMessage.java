package org.pto.avs.device.protocol;

/** A message the harness sends to a device. */
public sealed interface HarnessMessage permits HarnessHello, RunMessage, ShutdownMessage {}
