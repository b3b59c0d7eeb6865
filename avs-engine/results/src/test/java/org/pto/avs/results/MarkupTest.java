package org.pto.avs.results;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** What each way of escaping turns into an entity, and what it leaves as it is. */
class MarkupTest {

    private static final String EVERY_SPECIAL = "a<b>&\"c\" d's\r\n\t\u0001";

    @Test
    void textEscapesOnlyWhatCouldOpenATagOrAnEntity() {
        assertEquals("a&lt;b&gt;&amp;\"c\" d's\r\n\t\u0001", Markup.text(EVERY_SPECIAL));
    }

    @Test
    void anAttributeAlsoEscapesTheDoubleQuoteThatWouldEndIt() {
        assertEquals("a&lt;b&gt;&amp;&quot;c&quot; d's\r\n\t\u0001", Markup.attribute(EVERY_SPECIAL));
    }

    @Test
    void anAttributeInEitherQuotesAlsoEscapesTheApostrophe() {
        assertEquals("a&lt;b&gt;&amp;&quot;c&quot; d&#39;s\r\n\t\u0001", Markup.attributeInEitherQuotes(EVERY_SPECIAL));
    }

    @Test
    void controlCharactersButTabAndLineFeedBecomeSpaces() {
        assertEquals("a<b>&\"c\" d's \n\t ", Markup.controlsAsSpaces(EVERY_SPECIAL));
    }

    @Test
    void anEntityAlreadyInTheTextIsEscapedAgainSoItShowsAsWritten() {
        assertEquals("&amp;lt;", Markup.text("&lt;"));
    }
}
