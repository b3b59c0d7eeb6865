#!/usr/bin/env bash
# A conforming device is judged conforming on a busy machine: the example Python device on every shipped case,
# through the process adapter with tight time limits, while busy loops keep every core busy. A case whose device
# misses a limit runs once more with twice the limits (docs/configuration.md, "Timeouts on a busy machine"), so the
# verdict must be "conforms"; the run prints how many cases that took. Exit status 0 when the device conforms.
#
# Needs pto-avs.jar (mvn -B -q -pl avs-engine/cli -am package -DskipTests) and python3. Settings, as variables:
#   BURNERS          busy loops beside the run (default 4 per core)
#   TIMEOUT          avs.device.timeout (default 100ms)
#   STARTUP_TIMEOUT  avs.device.startup-timeout (default 1s)
#   FACTOR           avs.timeout-factor (default 1)
#   OUT              where the reports go (default avs-engine/bench/target/loaded-machine)
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
jar=$root/avs-engine/cli/target/pto-avs.jar
device=$root/device-adapters/examples/python-device/device.py
burners=${BURNERS:-$((4 * $(nproc)))}
timeout=${TIMEOUT:-100ms}
startup=${STARTUP_TIMEOUT:-1s}
factor=${FACTOR:-1}
out=${OUT:-$root/avs-engine/bench/target/loaded-machine}

if [ ! -f "$jar" ]; then
    echo "no $jar: mvn -B -q -pl avs-engine/cli -am package -DskipTests" >&2
    exit 2
fi
mkdir -p "$out"

pids=()
stop_burners() {
    if [ ${#pids[@]} -gt 0 ]; then
        kill "${pids[@]}" 2>/dev/null || true
        wait "${pids[@]}" 2>/dev/null || true
    fi
}
trap stop_burners EXIT
for _ in $(seq "$burners"); do
    (while :; do :; done) &
    pids+=($!)
done

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg); $burners busy loops on $(nproc) cores"
echo "limits: avs.device.timeout=$timeout avs.device.startup-timeout=$startup avs.timeout-factor=$factor"
start=$(date +%s)
status=0
java -jar "$jar" run --report-dir "$out" --device process \
    --config avs.progress=off \
    --config "avs.device.timeout=$timeout" \
    --config "avs.device.startup-timeout=$startup" \
    --config "avs.timeout-factor=$factor" \
    -- python3 "$device" > "$out/console.txt" 2>&1 || status=$?
end=$(date +%s)
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg); $((end - start)) s"
stop_burners
pids=()

grep -m1 '^Verdict:' "$out/console.txt" || true
grep -m1 '^Totals:' "$out/console.txt" || true
echo "cases retried: $(grep -c 'retried: the first attempt timed out' "$out/console.txt" || true)"
echo "console: $out/console.txt"
exit "$status"
