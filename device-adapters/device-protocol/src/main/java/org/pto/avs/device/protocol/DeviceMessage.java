package org.pto.avs.device.protocol;

/** A message a device sends to the harness. */
public sealed interface DeviceMessage permits DeviceHello, ResultMessage, ErrorMessage {}
