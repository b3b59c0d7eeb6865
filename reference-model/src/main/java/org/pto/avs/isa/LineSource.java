package org.pto.avs.isa;

import org.apiguardian.api.API;

/**
 * Where the decode table took one form from when it follows the seed's line rather than its own commit: the spec
 * commit, the file whose PTO-INSTRUCTION header holds the form, and which line that commit belongs to.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record LineSource(String formId, String commit, String path, String line) {}
