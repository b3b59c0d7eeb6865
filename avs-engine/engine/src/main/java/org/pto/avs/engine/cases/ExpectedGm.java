package org.pto.avs.engine.cases;

import org.apiguardian.api.API;
import org.pto.avs.device.Bytes;

/** A GM range a vector reads back after the program, and the bytes it must hold. */
@API(status = API.Status.INTERNAL, since = "0.1")
public record ExpectedGm(String name, long address, int length, Bytes bytes) {}
