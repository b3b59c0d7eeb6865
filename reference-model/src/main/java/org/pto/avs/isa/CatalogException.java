package org.pto.avs.isa;

import org.apiguardian.api.API;

/** The catalog data cannot be read: names the resource and the field. */
@API(status = API.Status.INTERNAL, since = "0.1")
public class CatalogException extends RuntimeException {

    public CatalogException(String message) {
        super(message);
    }

    public CatalogException(String message, Throwable cause) {
        super(message, cause);
    }
}
