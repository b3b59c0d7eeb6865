package org.pto.avs.model.machine;

import org.apiguardian.api.API;

/** The shape and element type of a tile, as a Shared descriptor records it (semantics §5). */
@API(status = API.Status.INTERNAL, since = "0.1")
public record TileShape(int rows, int columns, int validRows, int validColumns, int dataType) {}
