#!/usr/bin/env python3
"""A protocol device for the adapter's tests that misbehaves on request.

The first program word of a run chooses the behaviour: 0xDEAD0001 exits mid-case, 0xDEAD0002 hangs,
0xDEAD0003 prints a line that is not JSON, 0xDEAD0004 answers error "internal", 0xDEAD0005 answers with the
wrong number of step outcomes, 0xDEAD0006 leaves out the GPRs it declared. Any other run answers every word
"executed".
Options: --ignore-term (survive SIGTERM), --child (start a sleeping child process), --bad-hello, --no-hello,
--history PATH (append a line per message received to PATH, so a test can tell which process saw which run),
--orphan MARKER (start a child that sleeps with MARKER in its command line and keeps this device's stdout open).
"""
import json
import os
import signal
import subprocess
import sys
import time

if "--ignore-term" in sys.argv:
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
if "--child" in sys.argv:
    subprocess.Popen(["sleep", "300"])
if "--orphan" in sys.argv:
    # Inherits stdout: after this device exits, the pipe stays open as long as the child lives.
    subprocess.Popen([sys.executable, "-c", "import time; time.sleep(300)", sys.argv[sys.argv.index("--orphan") + 1]])
print("misbehaving device pid %d started" % os.getpid(), file=sys.stderr, flush=True)
HISTORY = sys.argv[sys.argv.index("--history") + 1] if "--history" in sys.argv else None
BEHAVIOURS = {0xDEAD0001: "crash", 0xDEAD0002: "hang", 0xDEAD0003: "garbage", 0xDEAD0004: "error",
              0xDEAD0005: "short result", 0xDEAD0006: "no gprs"}


def record(event):
    if HISTORY:
        with open(HISTORY, "a") as history:
            history.write("pid %d: %s\n" % (os.getpid(), event))


record("started")


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


for line in sys.stdin:
    message = json.loads(line)
    if message["type"] != "run":
        record(message["type"])
    if message["type"] == "shutdown":
        sys.exit(0)
    if message["type"] == "hello":
        if "--no-hello" in sys.argv:
            time.sleep(300)
        if "--bad-hello" in sys.argv:
            print("Welcome to the simulator!", flush=True)
            continue
        send({"type": "hello", "protocol": "pto-avs-device/1",
              "device": {"vendor": "Tests", "name": "misbehaving", "version": "0"},
              "observables": ["step_outcomes", "gprs"]})
        continue
    program = message["program"]
    first = int(program[0]["word"], 16) if program else 0
    record("run %d (%s)" % (message["id"], BEHAVIOURS.get(first, "answer")))
    if first == 0xDEAD0001:
        print("fatal: simulated crash in run %d" % message["id"], file=sys.stderr, flush=True)
        os._exit(3)
    if first == 0xDEAD0002:
        print("stuck in run %d" % message["id"], file=sys.stderr, flush=True)
        while True:
            time.sleep(1)
    if first == 0xDEAD0003:
        print("Loading model... done", flush=True)
        continue
    if first == 0xDEAD0004:
        send({"type": "error", "id": message["id"], "code": "internal", "message": "model assertion failed"})
        continue
    steps = [{"outcome": "executed"} for _ in program]
    if first == 0xDEAD0005:
        steps = steps[:-1]
    observation = {} if first == 0xDEAD0006 else {"gprs": {"R1": len(program)}}
    send({"type": "result", "id": message["id"], "steps": steps, "observation": observation})
record("end of stdin")
