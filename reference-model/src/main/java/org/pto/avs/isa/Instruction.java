package org.pto.avs.isa;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.apiguardian.api.API;

/**
 * An instruction record of the catalog: its forms, its contract and the AVS points that test it.
 *
 * @param stateRecords the architectural state the instruction keeps, beyond Shared registers, GM and GPRs
 * @param source the catalog resource it was read from, for messages
 * @param raw    the record as stored, so tools can show or hash it unchanged
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record Instruction(
        String id,
        String mnemonic,
        String surface,
        String summary,
        List<Form> forms,
        Contract contract,
        List<String> tests,
        List<String> semanticTests,
        List<StateRecord> stateRecords,
        String source,
        JsonNode raw) {

    public Instruction {
        forms = List.copyOf(forms);
        tests = List.copyOf(tests);
        semanticTests = List.copyOf(semanticTests);
        stateRecords = List.copyOf(stateRecords);
    }
}
