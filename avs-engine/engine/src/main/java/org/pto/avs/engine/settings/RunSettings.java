package org.pto.avs.engine.settings;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import org.apiguardian.api.API;
import org.junit.platform.engine.ConfigurationParameters;
import org.pto.avs.engine.limits.RunLimits;
import org.pto.avs.results.Constants;
import org.pto.avs.results.Shard;
import org.pto.avs.results.ShardSetting;
import org.pto.avs.results.journal.JournalException;

/**
 * Every {@code avs.*} setting of a run, read once from the configuration parameters and the environment before
 * anything is discovered; discovery and the run take their settings from here and read no parameter themselves.
 * Reading never stops at a bad value: each is kept in {@link #problems} (the run fails with all of them before any
 * case runs) and the value reads as its default meanwhile, so discovery can go on.
 *
 * @param caseTimeout  {@value Constants#CASE_TIMEOUT}, {@link Duration#ZERO} for no bound
 * @param requirement  what the run must show of its device to pass as a whole
 * @param shard        the part of a sharded run; {@link Shard#ALL} when {@link #shardProblem} is set
 * @param shardProblem why {@value Constants#SHARD} cannot be read: discovery reports it where the parts are cut
 * @param names        the names of every parameter and system property, to find the misspelt ones
 * @param warnings     settings that are set and ignored, each with what the user probably meant
 * @param problems     every bad value but the shard's and the property cases' own, in reading order
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record RunSettings(
        DeviceSetup device,
        Duration caseTimeout,
        ReportSettings report,
        RunRequirement requirement,
        DiscoverySettings discovery,
        RandomSettings random,
        JournalSettings journal,
        WaiverSettings waivers,
        Shard shard,
        Optional<String> shardProblem,
        Set<String> names,
        List<String> warnings,
        List<String> problems) {

    public RunSettings {
        names = Set.copyOf(names);
        warnings = List.copyOf(warnings);
        problems = List.copyOf(problems);
    }

    /**
     * The settings {@code configuration} holds, {@code auto} shards read from {@code environment}; {@code system}
     * properties are compared with the run's own settings, which win over them.
     */
    public static RunSettings read(
            ConfigurationParameters configuration, Map<String, String> environment, Properties system) {
        SettingReader reader = new SettingReader(configuration);
        DeviceSetup device = DeviceSetup.read(reader);
        Duration caseTimeout = reader.read(
                c -> Setting.duration(c, Constants.CASE_TIMEOUT, RunLimits.DEFAULT_CASE_TIMEOUT),
                RunLimits.DEFAULT_CASE_TIMEOUT);
        JournalSettings journal = journal(reader);
        ReportSettings report = ReportSettings.read(reader, journal.file().isPresent());
        RunRequirement requirement = reader.read(RunRequirement::from, RunRequirement.NONE);
        DiscoverySettings discovery = DiscoverySettings.read(reader);
        Shard shard = Shard.ALL;
        Optional<String> shardProblem = Optional.empty();
        try {
            shard = ShardSetting.of(configuration, environment);
        } catch (IllegalArgumentException e) {
            shardProblem = Optional.of(e.getMessage());
        }
        Set<String> names = new TreeSet<>(configuration.keySet());
        names.addAll(system.stringPropertyNames());
        List<String> warnings = new ArrayList<>(PinnedSettings.overriddenSystemProperties(configuration, system));
        warnings.addAll(MisspeltSettings.warnings(names));
        return new RunSettings(
                device,
                caseTimeout,
                report,
                requirement,
                discovery,
                RandomSettings.read(reader),
                journal,
                reader.read(WaiverSettings::from, WaiverSettings.NONE),
                shard,
                shardProblem,
                names,
                warnings,
                reader.problems());
    }

    private static JournalSettings journal(SettingReader reader) {
        try {
            return JournalSettings.from(reader.configuration());
        } catch (JournalException | IllegalArgumentException e) {
            reader.problem(e.getMessage());
            return JournalSettings.NONE;
        }
    }

    /** Fails with every problem, joined, when there is any: before any case runs. */
    public void requireNoProblem() {
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException(String.join("; ", problems));
        }
    }

    /**
     * Settings {@code avs.device.*} that neither the engine nor the device reads ({@code deviceKeys}, the names its
     * provider declares) but that are close to one of them.
     */
    public List<String> deviceWarnings(Set<String> deviceKeys) {
        return MisspeltSettings.deviceWarnings(names, device.name(), deviceKeys);
    }
}
