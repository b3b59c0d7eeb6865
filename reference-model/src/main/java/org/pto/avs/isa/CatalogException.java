package org.pto.avs.isa;

/** The catalog data cannot be read: names the resource and the field. */
public class CatalogException extends RuntimeException {

    public CatalogException(String message) {
        super(message);
    }

    public CatalogException(String message, Throwable cause) {
        super(message, cause);
    }
}
