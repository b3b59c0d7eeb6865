package org.pto.avs.engine.property;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;
import org.pto.avs.device.Device;
import org.pto.avs.device.DeviceException;
import org.pto.avs.engine.cases.CaseProblem;
import org.pto.avs.engine.cases.CaseReader;
import org.pto.avs.engine.cases.CaseSchema;
import org.pto.avs.engine.cases.CaseText;
import org.pto.avs.engine.cases.ReadResult;
import org.pto.avs.engine.cases.Vector;
import org.pto.avs.engine.compare.ObservationPlan;
import org.pto.avs.engine.compare.VectorComparison;
import org.pto.avs.engine.compare.VectorVerdict;
import org.pto.avs.engine.execution.DeviceFault;
import org.pto.avs.isa.Catalog;

/**
 * Closes the loop on a written counterexample before it is reported: the file is read back as an ordinary case
 * (every pass of the reader, the catalog id check aside) and its vector must fail on the device and pass on the
 * reference model. A file that does not is a fault of the harness, never a verdict on the device.
 */
final class ReplayCheck {

    private final CaseReader reader;
    private final VectorComparison comparison;

    ReplayCheck(Catalog catalog, VectorComparison comparison) {
        this.reader = new CaseReader(catalog, CaseSchema.shared(), false);
        this.comparison = comparison;
    }

    /** Why the file does not replay the counterexample, or null when it does. */
    String problem(Path file, Device device, Device reference) {
        ReadResult result;
        try {
            result = reader.read(new CaseText(file.toString(), Files.readString(file, StandardCharsets.UTF_8)));
        } catch (IOException e) {
            return "cannot read " + file + " back: " + e.getMessage();
        }
        if (result instanceof ReadResult.Invalid invalid) {
            return file + " is not a valid case file: "
                    + invalid.problems().stream().map(CaseProblem::message).collect(Collectors.joining("; "));
        }
        Vector vector = ((ReadResult.Valid) result).avsCase().vectors().get(0);
        try {
            if (run(vector, device).differences().isEmpty()) {
                return file + " passes on the device it was found on";
            }
            VectorVerdict onReference = run(vector, reference);
            if (!onReference.passed()) {
                return file + " does not pass on the reference model: " + onReference.differences();
            }
        } catch (DeviceException | RuntimeException e) {
            return "replaying " + file + ": " + DeviceFault.of(e).message();
        }
        return null;
    }

    private VectorVerdict run(Vector vector, Device device) throws DeviceException {
        ObservationPlan plan = ObservationPlan.of(vector);
        return comparison.compare(
                vector,
                device.run(plan.request(
                        vector.initial(),
                        vector.program().stream().map(s -> s.word()).toList())));
    }
}
