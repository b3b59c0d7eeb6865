package org.pto.avs.model.machine;

import org.pto.avs.device.PeMask;

/** A B.IOT Local tile binding; the subset models only its mask, order and count (semantics §3). */
public record LocalBinding(int tile, int last, PeMask mask) {
}
