package org.pto.avs.isa;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apiguardian.api.API;
import org.pto.avs.device.ProgramWord;

/**
 * The generic assembler: reads canonical assembly through each form's {@code asm} template and the profile's
 * operand syntaxes, then encodes with {@link Encoder}. Besides instructions it reads the raw-word directives
 * {@code .word 0x00189213} (32 bits) and {@code .half 0xC03C} (16 bits), which the disassembler writes for words
 * no form matches.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class Assembler {

    private final Catalog catalog;
    private final AsmTemplates templates;
    private final Encoder encoder = new Encoder();

    public Assembler(Catalog catalog) {
        this.catalog = catalog;
        this.templates = new AsmTemplates(catalog);
    }

    /**
     * Assembles one line. A {@code #} starts a comment.
     *
     * @throws AssemblyException with line 0, the column and the reason
     */
    public ProgramWord assemble(String line) throws AssemblyException {
        String code = withoutComment(line);
        int start = AsmText.skipSpaces(code, 0);
        if (start == code.length()) {
            throw error(line, start, "expected an instruction but the line is empty");
        }
        int end = start;
        while (end < code.length() && AsmText.isWordChar(code.charAt(end))) {
            end++;
        }
        String mnemonic = code.substring(start, end);
        if (mnemonic.isEmpty()) {
            throw error(line, start, "expected a mnemonic but found " + AsmText.found(code, start));
        }
        Optional<RawWordDirective> directive = RawWordDirective.named(mnemonic);
        if (directive.isPresent()) {
            return directive.get().read(code, end, line);
        }
        List<AsmTemplate> candidates = templates.forMnemonic(mnemonic);
        if (candidates.isEmpty()) {
            throw error(line, start, unknownMnemonic(mnemonic));
        }
        List<LineMatcher.Mismatch> mismatches = new ArrayList<>();
        for (AsmTemplate template : candidates) {
            for (AsmAlternative alternative : template.alternatives()) {
                LineMatcher.Outcome outcome = LineMatcher.match(alternative, code, start);
                if (outcome instanceof LineMatcher.Match match) {
                    return encode(template, match, line, start);
                }
                mismatches.add((LineMatcher.Mismatch) outcome);
            }
        }
        throw explain(mismatches, code, line);
    }

    /**
     * Assembles a program: one instruction per line; blank lines and {@code #} comments are skipped.
     *
     * @throws AssemblyException for the first line that cannot be assembled, with its 1-based line number
     */
    public List<ProgramWord> assembleProgram(String text) throws AssemblyException {
        List<ProgramWord> words = new ArrayList<>();
        String[] lines = text.split("\\R", -1);
        for (int i = 0; i < lines.length; i++) {
            if (withoutComment(lines[i]).isBlank()) {
                continue;
            }
            try {
                words.add(assemble(lines[i]));
            } catch (AssemblyException e) {
                throw e.atLine(i + 1);
            }
        }
        return words;
    }

    private ProgramWord encode(AsmTemplate template, LineMatcher.Match match, String line, int start)
            throws AssemblyException {
        Map<String, Long> fields = match.fields();
        // A zero that an alternative leaving the field out would write is written that way (B.IOS: SizeCode 0
        // is the source form, never a destination size), so each word has one canonical text.
        AsmAlternative canonical = template.canonicalFor(fields).orElse(match.alternative());
        if (canonical != match.alternative()) {
            for (String field : canonical.omittedFields()) {
                if (match.alternative().writtenFields().contains(field)) {
                    throw error(
                            line,
                            match.positions().get(field),
                            zeroBelongsElsewhere(template, canonical, field, fields));
                }
            }
        }
        try {
            return encoder.encode(template.form(), fields);
        } catch (EncodingException e) {
            throw error(line, match.positions().getOrDefault(e.field(), start), e.reason());
        }
    }

    private String zeroBelongsElsewhere(
            AsmTemplate template, AsmAlternative canonical, String field, Map<String, Long> fields) {
        String meaning = catalog.instructionOf(template.form())
                .contract()
                .fieldZeroMeanings()
                .get(field);
        String rendered =
                canonical.render(new Decoded(template.form(), 0, fields)).orElse(canonical.text());
        return field + " 0 belongs to the form '" + canonical.text() + "'"
                + (meaning == null ? "" : " (" + sentenceFragment(meaning) + ")") + ": write " + rendered;
    }

    /** "Encoded zero selects a Shared source." reads "encoded zero selects a Shared source" inside a sentence. */
    private static String sentenceFragment(String text) {
        String trimmed = text.trim();
        if (trimmed.endsWith(".")) {
            trimmed = trimmed.substring(0, trimmed.length() - 1);
        }
        return trimmed.isEmpty() ? trimmed : Character.toLowerCase(trimmed.charAt(0)) + trimmed.substring(1);
    }

    /** The most helpful of the ways the line failed: the one that got furthest, merged where they agree. */
    private AssemblyException explain(List<LineMatcher.Mismatch> mismatches, String code, String line) {
        int furthest = mismatches.stream()
                .mapToInt(LineMatcher.Mismatch::position)
                .max()
                .orElse(0);
        List<LineMatcher.Mismatch> best = mismatches.stream()
                .filter(m -> m.position() == furthest)
                .sorted(Comparator.comparing(m -> m.kind() != LineMatcher.Kind.OPERAND))
                .toList();
        LineMatcher.Mismatch first = best.get(0);
        if (first.kind() != LineMatcher.Kind.OPERAND) {
            Optional<AssemblyException> twoForms = secondAlternative(first, code, line);
            if (twoForms.isPresent()) {
                return twoForms.get();
            }
        }
        List<String> expected = best.stream()
                .filter(m -> m.kind() == LineMatcher.Kind.LITERAL)
                .map(LineMatcher.Mismatch::expected)
                .distinct()
                .toList();
        if (first.kind() == LineMatcher.Kind.LITERAL && expected.size() > 1) {
            return error(line, furthest, "expected " + oneOf(expected) + " but found " + AsmText.found(code, furthest));
        }
        return error(line, furthest, first.reason());
    }

    /**
     * A line that writes one alternative and then text that only another alternative of the same form has
     * (B.IOS: a source operand and a {@code ->} destination) names both; say so rather than "unexpected text".
     */
    private Optional<AssemblyException> secondAlternative(LineMatcher.Mismatch mismatch, String code, String line) {
        AsmAlternative written = mismatch.alternative();
        int at = mismatch.position();
        while (at < code.length() && (code.charAt(at) == ',' || Character.isWhitespace(code.charAt(at)))) {
            at++;
        }
        for (AsmAlternative other : templates.of(written.form()).orElseThrow().alternatives()) {
            if (other == written) {
                continue;
            }
            for (AsmElement element : other.elements()) {
                if (!(element instanceof AsmElement.Gap)
                        && !written.contains(element)
                        && LineMatcher.startsWith(code, at, element)) {
                    return Optional.of(error(
                            line,
                            at,
                            "the line names both '" + written.text() + "' and '" + other.text()
                                    + "', but a line writes only one of them"));
                }
            }
        }
        return Optional.empty();
    }

    private String unknownMnemonic(String mnemonic) {
        List<String> known = templates.mnemonics(catalog);
        for (String name : known) {
            if (name.equalsIgnoreCase(mnemonic)) {
                return "the catalog template of " + name + " cannot be used: "
                        + catalog.forms().stream()
                                .filter(f -> f.mnemonic().equals(name))
                                .map(f -> templates.problems().get(f))
                                .filter(p -> p != null)
                                .findFirst()
                                .orElse("unknown problem");
            }
        }
        return "unknown mnemonic " + mnemonic
                + ClosestName.to(mnemonic, known)
                        .map(s -> " (did you mean " + s + "?)")
                        .orElse("");
    }

    private static String oneOf(List<String> options) {
        List<String> quoted = options.stream().map(o -> "'" + o + "'").toList();
        return String.join(", ", quoted.subList(0, quoted.size() - 1)) + " or " + quoted.get(quoted.size() - 1);
    }

    static String withoutComment(String line) {
        int hash = line.indexOf('#');
        return hash < 0 ? line : line.substring(0, hash);
    }

    /** An error at 0-based {@code position} of {@code line}. */
    static AssemblyException error(String line, int position, String reason) {
        return new AssemblyException(0, position + 1, reason, line);
    }
}
