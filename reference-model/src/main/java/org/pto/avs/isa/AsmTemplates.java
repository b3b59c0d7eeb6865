package org.pto.avs.isa;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The parsed assembly template of every form of a catalog, by form and by mnemonic. A form whose template is
 * malformed keeps its problem here (the lint reports it) and is skipped by the assembler and disassembler.
 */
final class AsmTemplates {

    private final Map<Form, AsmTemplate> byForm = new LinkedHashMap<>();
    private final Map<String, List<AsmTemplate>> byMnemonic = new LinkedHashMap<>();
    private final Map<Form, String> problems = new LinkedHashMap<>();

    AsmTemplates(Catalog catalog) {
        for (Form form : catalog.forms()) {
            try {
                AsmTemplate template = AsmTemplate.parse(form, catalog.profile());
                byForm.put(form, template);
                byMnemonic
                        .computeIfAbsent(key(form.mnemonic()), k -> new ArrayList<>())
                        .add(template);
            } catch (CatalogException e) {
                problems.put(form, e.getMessage());
            }
        }
    }

    Optional<AsmTemplate> of(Form form) {
        return Optional.ofNullable(byForm.get(form));
    }

    /** The templates of every form spelt {@code mnemonic} (any case), in catalog order. */
    List<AsmTemplate> forMnemonic(String mnemonic) {
        return byMnemonic.getOrDefault(key(mnemonic), List.of());
    }

    List<String> mnemonics(Catalog catalog) {
        return catalog.forms().stream().map(Form::mnemonic).distinct().toList();
    }

    /** Forms whose template could not be parsed, with the reason. */
    Map<Form, String> problems() {
        return problems;
    }

    private static String key(String mnemonic) {
        return mnemonic.toUpperCase(Locale.ROOT);
    }
}
