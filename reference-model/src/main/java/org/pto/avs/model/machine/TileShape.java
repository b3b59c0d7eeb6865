package org.pto.avs.model.machine;

/** The shape and element type of a tile, as a Shared descriptor records it (semantics §5). */
public record TileShape(int rows, int columns, int validRows, int validColumns, int dataType) {}
