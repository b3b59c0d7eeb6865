package org.pto.avs.isa;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * The PTO ISA catalog: instruction records (in the seed's shape), their forms, and the common profile.
 * {@link #standard()} is the catalog bundled with the reference model.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class Catalog {

    /** Where the bundled catalog lives on the classpath. */
    public static final String RESOURCE_ROOT = "pto-avs/catalog/";

    private static volatile Catalog standard;

    private final List<Instruction> instructions;
    private final List<Form> forms;
    private final Map<String, Form> formsById;
    private final Map<String, Instruction> instructionsByMnemonic;
    private final Profile profile;
    private final IsaTable isaTable;
    private final List<Form> decodeForms;
    private final List<LineDifference> lineDifferences;
    private final Map<String, StateRecord> stateRecords;
    private final String lineDifferencesResource;
    private final TileOperationTable teplOperations;

    Catalog(
            List<Instruction> instructions,
            Profile profile,
            IsaTable isaTable,
            List<LineDifference> lineDifferences,
            String lineDifferencesResource) {
        this(instructions, profile, isaTable, lineDifferences, lineDifferencesResource, TileOperationTable.NONE);
    }

    Catalog(
            List<Instruction> instructions,
            Profile profile,
            IsaTable isaTable,
            List<LineDifference> lineDifferences,
            String lineDifferencesResource,
            TileOperationTable teplOperations) {
        this.teplOperations = teplOperations;
        this.instructions = List.copyOf(instructions);
        this.profile = profile;
        this.isaTable = isaTable;
        this.lineDifferences = List.copyOf(lineDifferences);
        this.lineDifferencesResource = lineDifferencesResource;
        List<Form> allForms = new ArrayList<>();
        Map<String, Form> byId = new LinkedHashMap<>();
        Map<String, Instruction> byMnemonic = new LinkedHashMap<>();
        for (Instruction instruction : instructions) {
            if (byMnemonic.putIfAbsent(instruction.mnemonic(), instruction) != null) {
                throw new CatalogException(
                        instruction.source() + ": mnemonic " + instruction.mnemonic() + " is already defined by "
                                + byMnemonic.get(instruction.mnemonic()).source());
            }
            for (Form form : instruction.forms()) {
                if (byId.putIfAbsent(form.formId(), form) != null) {
                    throw new CatalogException(instruction.source() + ": form_id " + form.formId() + " is not unique");
                }
                allForms.add(form);
            }
        }
        Map<String, StateRecord> records = new LinkedHashMap<>();
        for (Instruction instruction : instructions) {
            for (StateRecord record : instruction.stateRecords()) {
                StateRecord earlier = records.putIfAbsent(record.name(), record);
                if (earlier != null) {
                    throw new CatalogException(instruction.source() + ": state record " + record.name()
                            + " is already declared by " + earlier.owner());
                }
            }
        }
        this.stateRecords = Collections.unmodifiableMap(records);
        this.forms = List.copyOf(allForms);
        this.formsById = Map.copyOf(byId);
        this.instructionsByMnemonic = Map.copyOf(byMnemonic);
        // A record stands for the table's form of its form id or of its decode identity; where the two differ,
        // TableAgreementCheck reports it.
        List<Form> decoding = new ArrayList<>(allForms);
        for (Form form : isaTable.forms()) {
            if (!byId.containsKey(form.formId()) && allForms.stream().noneMatch(f -> IsaTable.sameIdentity(f, form))) {
                decoding.add(form);
            }
        }
        this.decodeForms = List.copyOf(decoding);
    }

    /** The catalog bundled on the classpath, loaded once. */
    public static Catalog standard() {
        Catalog catalog = standard;
        if (catalog == null) {
            synchronized (Catalog.class) {
                catalog = standard;
                if (catalog == null) {
                    catalog = CatalogLoader.fromClasspath(Catalog.class.getClassLoader(), RESOURCE_ROOT);
                    standard = catalog;
                }
            }
        }
        return catalog;
    }

    /**
     * Loads a catalog from a directory laid out like the bundled one ({@code index.json}, {@code profile.json} and
     * the record files it names), for checking a catalog being edited.
     *
     * @throws CatalogException naming the file when one is missing or malformed
     */
    public static Catalog load(Path directory) {
        String root = directory.toString() + File.separator;
        return CatalogLoader.load(
                path -> {
                    try {
                        return Files.newInputStream(directory.resolve(path));
                    } catch (IOException e) {
                        throw new CatalogException(root + path + ": cannot be read (" + e.getMessage() + ")", e);
                    }
                },
                root);
    }

    /** Every state record the instructions declare, by name, in catalog order. */
    public Map<String, StateRecord> stateRecords() {
        return stateRecords;
    }

    public List<Instruction> instructions() {
        return instructions;
    }

    /** The forms of the instruction records: the modeled subset and its listed forms. */
    public List<Form> forms() {
        return forms;
    }

    /**
     * Every form a word is decoded against: the records' forms, then each form of the ISA's decode table that no
     * record stands for.
     */
    public List<Form> decodeForms() {
        return decodeForms;
    }

    /** The ISA's decode table ({@link IsaTable#NONE} when the catalog names none). */
    public IsaTable isaTable() {
        return isaTable;
    }

    /**
     * The differences between a record and the decode table's form of its form id that the catalog accepts, each
     * with its reason ({@code isa/line-differences.json}); empty when the catalog names none.
     */
    public List<LineDifference> lineDifferences() {
        return lineDifferences;
    }

    /**
     * The TEPL operation table: which Mode:Function selectors of BSTART.TEPL name an operation
     * ({@link TileOperationTable#NONE} when the catalog names none).
     */
    public TileOperationTable teplOperations() {
        return teplOperations;
    }

    /** Where {@link #lineDifferences()} was read from, for messages. */
    public String lineDifferencesResource() {
        return lineDifferencesResource;
    }

    public Optional<Form> form(String formId) {
        return Optional.ofNullable(formsById.get(formId));
    }

    public Optional<Instruction> instruction(String mnemonic) {
        return Optional.ofNullable(instructionsByMnemonic.get(mnemonic));
    }

    /** The instruction record a form belongs to, or null for a form known only from the decode table. */
    public Instruction instructionOf(Form form) {
        return form.fromRecord() ? instructionsByMnemonic.get(form.mnemonic()) : null;
    }

    public Profile profile() {
        return profile;
    }
}
