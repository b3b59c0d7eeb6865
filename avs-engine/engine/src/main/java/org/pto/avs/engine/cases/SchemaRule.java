package org.pto.avs.engine.cases;

import com.fasterxml.jackson.databind.JsonNode;

/** One compiled piece of the case schema: what it says about a value of the file. */
@FunctionalInterface
interface SchemaRule {

    SchemaRule ANY = value -> Verdict.YES;
    SchemaRule NONE = value -> Verdict.NO;

    Verdict test(JsonNode value);
}
