package org.pto.avs.engine.testdevices;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.pto.avs.device.Binding;
import org.pto.avs.device.Bytes;
import org.pto.avs.device.Device;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceIdentity;
import org.pto.avs.device.DeviceProvider;
import org.pto.avs.device.DeviceSettings;
import org.pto.avs.device.FaultKind;
import org.pto.avs.device.Observable;
import org.pto.avs.device.Observation;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.RunRequest;
import org.pto.avs.device.SharedObject;
import org.pto.avs.device.StepOutcome;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Decoded;
import org.pto.avs.isa.Decoder;
import org.pto.avs.isa.Field;

/**
 * Devices for the engine's own tests, registered with ServiceLoader from the test resources: each is the
 * reference device with one bug, one limit or one failure, so a test can show the engine catches it.
 */
public final class TestDevices {

    private TestDevices() {}

    abstract static class Provider implements DeviceProvider {
        private final String name;

        Provider(String name) {
            this.name = name;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public String description() {
            return "test device " + name;
        }
    }

    /** Reports Fault_BundleControl where the architecture raises Fault_TileLegality. */
    public static final class WrongFaultKind extends Provider {
        public WrongFaultKind() {
            super("wrong-fault-kind");
        }

        @Override
        public Device open(DeviceSettings settings) {
            return new WrappedDevice(name()) {
                @Override
                Observation after(RunRequest request, Observation o) {
                    return withSteps(
                            o,
                            o.steps().stream()
                                    .map(s -> s.fault() == FaultKind.TILE_LEGALITY
                                            ? StepOutcome.fault(FaultKind.BUNDLE_CONTROL)
                                            : s)
                                    .toList());
                }
            };
        }
    }

    /** Reports one outcome more than the program has words: an extra {@code executed}. */
    public static final class OneOutcomeMore extends Provider {
        public OneOutcomeMore() {
            super("one-outcome-more");
        }

        @Override
        public Device open(DeviceSettings settings) {
            return new WrappedDevice(name()) {
                @Override
                Observation after(RunRequest request, Observation o) {
                    List<StepOutcome> steps = new ArrayList<>(o.steps());
                    steps.add(StepOutcome.EXECUTED);
                    return withSteps(o, steps);
                }
            };
        }
    }

    /** Reports no outcome for the program's last word. */
    public static final class LastOutcomeMissing extends Provider {
        public LastOutcomeMissing() {
            super("last-outcome-missing");
        }

        @Override
        public Device open(DeviceSettings settings) {
            return new WrappedDevice(name()) {
                @Override
                Observation after(RunRequest request, Observation o) {
                    return withSteps(o, o.steps().subList(0, o.steps().size() - 1));
                }
            };
        }
    }

    /** Appends the binding of a participating B.IOS even when the B.IOS faulted. */
    public static final class AppendDespiteFault extends Provider {
        public AppendDespiteFault() {
            super("append-despite-fault");
        }

        @Override
        public Device open(DeviceSettings settings) {
            return new WrappedDevice(name()) {
                @Override
                Observation after(RunRequest request, Observation o) {
                    List<Binding> bindings = new ArrayList<>(o.bindings());
                    for (int i = 0; i < o.steps().size(); i++) {
                        if (o.steps().get(i).kind() != StepOutcome.Kind.FAULT) {
                            continue;
                        }
                        BiosWords.decode(request.program().get(i))
                                .filter(d -> d.field("PEMode") != 0)
                                .ifPresent(d -> bindings.add(new Binding(
                                        d.field("SharedTileID"),
                                        d.field("SizeCode"),
                                        Catalog.standard().profile().peMask(d.field("PEMode")),
                                        false)));
                    }
                    return withBindings(o, bindings);
                }
            };
        }
    }

    /** Expands PEMode through the table read backwards: PEMode m acts as 7 - m. */
    public static final class ReversedPeMode extends Provider {
        public ReversedPeMode() {
            super("reversed-pemode");
        }

        @Override
        public Device open(DeviceSettings settings) {
            return new WrappedDevice(name()) {
                @Override
                RunRequest before(RunRequest request) {
                    List<ProgramWord> words = request.program().stream()
                            .map(word -> BiosWords.decode(word)
                                    .map(d -> reversed(word, d))
                                    .orElse(word))
                            .toList();
                    return new RunRequest(request.initial(), words, request.observe(), request.gmRanges());
                }
            };
        }

        private static ProgramWord reversed(ProgramWord word, Decoded decoded) {
            Field peMode = decoded.form().field("PEMode").orElseThrow();
            long bits = peMode.insert(Integer.toUnsignedLong(word.bits()), 7 - decoded.field("PEMode"));
            return new ProgramWord((int) bits, word.lengthBits());
        }
    }

    /** Shows every Shared payload with byte 0x40 changed, as a device that writes through a source would. */
    public static final class PayloadScribbler extends Provider {
        public PayloadScribbler() {
            super("payload-scribbler");
        }

        @Override
        public Device open(DeviceSettings settings) {
            return new WrappedDevice(name()) {
                @Override
                Observation after(RunRequest request, Observation o) {
                    Map<Integer, SharedObject> shared = new TreeMap<>();
                    o.shared().forEach((register, object) -> {
                        byte[] bytes = object.payload().toArray();
                        if (bytes.length > 0x40) {
                            bytes[0x40] ^= (byte) 0xFF;
                        }
                        shared.put(register, new SharedObject(object.descriptor(), Bytes.adopt(bytes)));
                    });
                    return o.withShared(new TreeMap<>(shared));
                }
            };
        }
    }

    /** Can report step outcomes and nothing else. */
    public static final class OutcomesOnly extends Provider {
        public OutcomesOnly() {
            super("outcomes-only");
        }

        @Override
        public Device open(DeviceSettings settings) {
            return new WrappedDevice(name()) {
                @Override
                public Set<Observable> observables() {
                    return EnumSet.of(Observable.STEP_OUTCOMES);
                }
            };
        }
    }

    /** Does not implement B.IOS: answers unsupported for every B.IOS word. */
    public static final class NoBios extends Provider {
        public NoBios() {
            super("no-bios");
        }

        @Override
        public Device open(DeviceSettings settings) {
            return new WrappedDevice(name()) {
                @Override
                Observation after(RunRequest request, Observation o) {
                    List<StepOutcome> steps = new ArrayList<>(o.steps());
                    for (int i = 0; i < steps.size(); i++) {
                        if (BiosWords.decode(request.program().get(i)).isPresent()) {
                            steps.set(i, StepOutcome.UNSUPPORTED);
                        }
                    }
                    return withSteps(o, steps);
                }
            };
        }
    }

    /**
     * A partial device: does not implement B.DIM or B.ASSEMBLE, and answers unsupported for the first such word and
     * every word after it (it no longer knows the state), observing the state before it. With {@code reversed} it
     * is also wrong in a form it executes: PEMode m acts as 7 - m, as {@link ReversedPeMode}.
     */
    static class Partial extends Provider {
        private static final Decoder DECODER = new Decoder(Catalog.standard());
        private static final Set<String> MISSING = Set.of("B.DIM", "B.ASSEMBLE");
        private final boolean reversed;

        Partial(String name, boolean reversed) {
            super(name);
            this.reversed = reversed;
        }

        @Override
        public Device open(DeviceSettings settings) {
            Device wrong = new ReversedPeMode().open(settings);
            Device right = new WrappedDevice(name()) {};
            return new WrappedDevice(name()) {
                @Override
                public Observation run(RunRequest request) throws DeviceException {
                    int cut = 0;
                    while (cut < request.program().size()
                            && !missing(request.program().get(cut))) {
                        cut++;
                    }
                    Observation o = (reversed ? wrong : right)
                            .run(new RunRequest(
                                    request.initial(),
                                    request.program().subList(0, cut),
                                    request.observe(),
                                    request.gmRanges()));
                    List<StepOutcome> steps = new ArrayList<>(o.steps());
                    while (steps.size() < request.program().size()) {
                        steps.add(StepOutcome.UNSUPPORTED);
                    }
                    return withSteps(o, steps);
                }
            };
        }

        private static boolean missing(ProgramWord word) {
            return DECODER.formOf(Integer.toUnsignedLong(word.bits()), word.lengthBits())
                    .filter(f -> MISSING.contains(f.mnemonic()))
                    .isPresent();
        }
    }

    /** The partial device, right in every form it executes. */
    public static final class NoDimensions extends Partial {
        public NoDimensions() {
            super("no-dimensions", false);
        }
    }

    /** The partial device, also wrong in B.IOS, which it executes. */
    public static final class NoDimensionsReversedPeMode extends Partial {
        public NoDimensionsReversedPeMode() {
            super("no-dimensions-reversed-pemode", true);
        }
    }

    /** Dies on every run; counts how often it was opened, so a test can see the engine open a fresh one. */
    public static final class Crashing extends Provider {
        public static final AtomicInteger OPENED = new AtomicInteger();

        public Crashing() {
            super("crashing");
        }

        @Override
        public Device open(DeviceSettings settings) {
            OPENED.incrementAndGet();
            return new Failing(name(), DeviceException.Kind.CRASH, "the process exited with code 139");
        }
    }

    /** Never answers in time. */
    public static final class Hanging extends Provider {
        public Hanging() {
            super("hanging");
        }

        @Override
        public Device open(DeviceSettings settings) {
            return new Failing(name(), DeviceException.Kind.TIMEOUT, "no answer within 10s");
        }
    }

    /** Remembers the settings it was opened with, so a test can see {@code avs.device.*} arrive. */
    public static final class RecordingSettings extends Provider {
        public static volatile DeviceSettings lastSettings;

        public RecordingSettings() {
            super("recording-settings");
        }

        @Override
        public Device open(DeviceSettings settings) throws DeviceException {
            lastSettings = settings;
            if (settings.get("refuse").isPresent()) {
                throw new DeviceException(DeviceException.Kind.SETUP, "refused: " + settings.require("refuse"));
            }
            return new WrappedDevice(name()) {};
        }
    }

    /**
     * The reference device that records the name of the thread of each run; {@code avs.device.finishes=true} makes
     * it declare that every run ends on its own ({@link Device#finishesEveryRun()}).
     */
    public static final class RecordingThreads extends Provider {
        public static final List<String> THREADS = Collections.synchronizedList(new ArrayList<>());

        public RecordingThreads() {
            super("recording-threads");
        }

        @Override
        public Device open(DeviceSettings settings) {
            boolean finishes =
                    settings.get("finishes").map(Boolean::parseBoolean).orElse(false);
            return new WrappedDevice(name()) {
                @Override
                RunRequest before(RunRequest request) {
                    THREADS.add(Thread.currentThread().getName());
                    return request;
                }

                @Override
                public boolean finishesEveryRun() {
                    return finishes;
                }
            };
        }
    }

    private static final class Failing implements Device {
        private final String name;
        private final DeviceException.Kind kind;
        private final String message;

        Failing(String name, DeviceException.Kind kind, String message) {
            this.name = name;
            this.kind = kind;
            this.message = message;
        }

        @Override
        public DeviceIdentity identity() {
            return new DeviceIdentity("test", name, "1");
        }

        @Override
        public Set<Observable> observables() {
            return EnumSet.allOf(Observable.class);
        }

        @Override
        public Observation run(RunRequest request) throws DeviceException {
            throw new DeviceException(kind, message);
        }
    }
}
