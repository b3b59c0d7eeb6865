package org.pto.avs.engine.execution;

import org.apiguardian.api.API;
import org.pto.avs.results.WaiverUse;
import org.pto.avs.results.waivers.Waiver;

/** How a waiver of {@code avs.waivers} met a case. */
@API(status = API.Status.INTERNAL, since = "0.1")
public record WaiverNote(Waiver waiver, WaiverUse use) {}
