package org.pto.avs.device.protocol;

import org.apiguardian.api.API;

/** A message a device sends to the harness. */
@API(status = API.Status.INTERNAL, since = "0.1")
public sealed interface DeviceMessage permits DeviceHello, ResultMessage, ErrorMessage {}
