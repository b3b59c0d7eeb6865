package org.pto.avs.engine.execution;

import org.pto.avs.engine.api.WaiverUse;
import org.pto.avs.engine.api.waivers.Waiver;

/** How a waiver of {@code avs.waivers} met a case. */
public record WaiverNote(Waiver waiver, WaiverUse use) {}
