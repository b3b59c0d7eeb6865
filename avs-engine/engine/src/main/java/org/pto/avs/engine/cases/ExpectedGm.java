package org.pto.avs.engine.cases;

import org.pto.avs.device.Bytes;

/** A GM range a vector reads back after the program, and the bytes it must hold. */
public record ExpectedGm(String name, long address, int length, Bytes bytes) {}
