package org.pto.avs.device.suite;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.pto.avs.isa.Catalog;
import org.pto.avs.testsupport.GeneratedText;

/**
 * The example Python device decodes the forms of {@code subset-forms.json} beside it, which this test derives from
 * the catalog's records: a new form, field or constraint of the catalog reaches the device when the file is
 * regenerated, and the device stays a script and a data file a vendor copies together.
 */
class PythonDeviceFormsTest {

    static final Path FORMS = ExternalDeviceSuiteTest.PYTHON_DEVICE.resolveSibling(SubsetForms.FILE);

    @Test
    void theExampleDeviceDecodesTheCatalogsForms() {
        String regenerate = GeneratedText.command("avs-engine/protocol-suite", PythonDeviceFormsTest.class);
        GeneratedText.assertFile(FORMS, SubsetForms.json(Catalog.standard(), regenerate), regenerate);
    }
}
