package org.pto.avs.isa;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.apiguardian.api.API;
import org.pto.avs.device.PeMask;

/**
 * The common profile decoder (catalog {@code profile.json}): PEMode to the four-PE mask, Shared SizeCode to
 * role and capacity, DataType names and element sizes, and the machine's dimensions.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record Profile(
        String peModeField,
        String peMaskOperand,
        List<PeMask> peModeMasks,
        String sizeCodeField,
        int sourceSizeCode,
        Map<Integer, Integer> capacityBySizeCode,
        String dataTypeField,
        Map<Integer, String> dataTypeNames,
        Map<Integer, Integer> elementBytes,
        int pes,
        int sharedRegisters,
        int sharedPoolBytes,
        int gprs,
        int streamSlots,
        int assembleCellBytes) {

    public Profile {
        peModeMasks = List.copyOf(peModeMasks);
        capacityBySizeCode = Map.copyOf(capacityBySizeCode);
        dataTypeNames = Map.copyOf(dataTypeNames);
        elementBytes = Map.copyOf(elementBytes);
    }

    /** The fixed mask a PEMode code expands to. */
    public PeMask peMask(int peMode) {
        return peModeMasks.get(peMode);
    }

    /** The PEMode code whose mask is {@code mask}, if the table has one. */
    public OptionalInt peMode(PeMask mask) {
        int code = peModeMasks.indexOf(mask);
        return code < 0 ? OptionalInt.empty() : OptionalInt.of(code);
    }

    /** The destination capacity of a Shared SizeCode; empty for the source code and reserved codes. */
    public OptionalInt capacityBytes(int sizeCode) {
        Integer bytes = capacityBySizeCode.get(sizeCode);
        return bytes == null ? OptionalInt.empty() : OptionalInt.of(bytes);
    }

    /** The SizeCode whose destination capacity is {@code bytes}. */
    public OptionalInt sizeCodeForCapacity(long bytes) {
        return capacityBySizeCode.entrySet().stream()
                .filter(e -> e.getValue() == bytes)
                .mapToInt(Map.Entry::getKey)
                .findFirst();
    }

    public Optional<String> dataTypeName(int code) {
        return Optional.ofNullable(dataTypeNames.get(code));
    }

    public OptionalInt dataTypeCode(String name) {
        return dataTypeNames.entrySet().stream()
                .filter(e -> e.getValue().equalsIgnoreCase(name))
                .mapToInt(Map.Entry::getKey)
                .findFirst();
    }

    public OptionalInt elementBytes(int dataType) {
        Integer bytes = elementBytes.get(dataType);
        return bytes == null ? OptionalInt.empty() : OptionalInt.of(bytes);
    }
}
