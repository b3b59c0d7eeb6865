package org.pto.avs.engine.payloadfiles;

import org.apiguardian.api.API;
import org.pto.avs.device.Bytes;

/**
 * The files a case's {@code {"file": "relative/path.bin"}} payloads may read: those in the case file's folder or
 * beneath it, and no other. A case is data from wherever a vendor got it, so a reference that leaves the folder
 * ({@code ..}, an absolute path, a symbolic link pointing out) is refused rather than followed.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public interface PayloadFiles {

    /** No folder: a case read from text alone (a test's string, a stream) has no files to refer to. */
    PayloadFiles NONE = (reference, maxBytes) -> {
        throw new PayloadFileException("this case was not read from a folder, so it has no payload files");
    };

    /**
     * The bytes of the file {@code reference} names, at most {@code maxBytes} of them.
     *
     * @throws PayloadFileException why the reference is refused or the file cannot be read, in one line
     */
    Bytes read(String reference, int maxBytes) throws PayloadFileException;
}
