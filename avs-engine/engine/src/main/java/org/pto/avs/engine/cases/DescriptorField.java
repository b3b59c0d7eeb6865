package org.pto.avs.engine.cases;

import java.util.function.Function;
import org.apiguardian.api.API;
import org.pto.avs.device.SharedDescriptor;

/** A key of a Shared descriptor in a case file, and how to read it from an observed descriptor. */
@API(status = API.Status.INTERNAL, since = "0.1")
public enum DescriptorField {
    CAPACITY_BYTES("capacity_bytes", SharedDescriptor::capacityBytes),
    ALLOCATION_MASK("allocation_mask", SharedDescriptor::allocationMask),
    INITIALIZED_MASK("initialized_mask", SharedDescriptor::initializedMask),
    WHOLE_PARENT_READY("whole_parent_ready", SharedDescriptor::wholeParentReady),
    PUBLISHED("published", SharedDescriptor::published),
    ROWS("rows", SharedDescriptor::rows),
    COLUMNS("columns", SharedDescriptor::columns),
    VALID_ROWS("valid_rows", SharedDescriptor::validRows),
    VALID_COLUMNS("valid_columns", SharedDescriptor::validColumns),
    DATA_TYPE("data_type", SharedDescriptor::dataType);

    private final String key;
    private final Function<SharedDescriptor, Object> reader;

    DescriptorField(String key, Function<SharedDescriptor, Object> reader) {
        this.key = key;
        this.reader = reader;
    }

    /** The key as case files write it. */
    public String key() {
        return key;
    }

    /** This field of {@code descriptor}: an Integer, a Boolean or a PeMask. */
    public Object read(SharedDescriptor descriptor) {
        return reader.apply(descriptor);
    }
}
