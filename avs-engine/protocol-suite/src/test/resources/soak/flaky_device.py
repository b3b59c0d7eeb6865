#!/usr/bin/env python3
"""The example device (examples/python-device/device.py) behind seeded fault injection, for the soak test.

Usage: flaky_device.py <path of device.py> <seed> <pid log>
Each run's fate follows from the seed and the run's initial R1 (the soak gives every case its own R1): the first
byte of SHA-256("<seed>:<R1>") below 13 crashes (half a result line, then exit 3), below 26 hangs, below 39 prints a
line that is no protocol message, below 52 answers R1 + 1 (a wrong answer); any other run is answered by the
example device. FaultInjectionSoakTest computes the same fates to know each case's status in advance.
"""
import hashlib
import importlib.util
import json
import os
import sys
import time

EXAMPLE, SEED, PIDS = sys.argv[1], sys.argv[2], sys.argv[3]
spec = importlib.util.spec_from_file_location("example_device", EXAMPLE)
device = importlib.util.module_from_spec(spec)
spec.loader.exec_module(device)

with open(PIDS, "a") as log:
    log.write("%d\n" % os.getpid())


def fate(r1):
    first = hashlib.sha256(("%s:%d" % (SEED, r1)).encode("ascii")).digest()[0]
    if first < 13:
        return "crash"
    if first < 26:
        return "hang"
    if first < 39:
        return "garbage"
    if first < 52:
        return "wrong"
    return "answer"


for line in sys.stdin.buffer:
    message = json.loads(line.decode("utf-8"))
    kind = message["type"]
    if kind == "shutdown":
        sys.exit(0)
    if kind == "hello":
        device.send({"type": "hello", "protocol": device.PROTOCOL, "device": device.IDENTITY,
                     "observables": device.OBSERVABLES})
        continue
    r1 = message["initial"]["gprs"].get("R1", 0)
    what = fate(r1)
    if what == "crash":
        sys.stdout.write('{"type":"result","id":%d,"ste' % message["id"])
        sys.stdout.flush()
        os._exit(3)
    if what == "hang":
        time.sleep(3600)
    if what == "garbage":
        print("device: state dump follows", flush=True)
        continue
    result = device.run(message)
    if what == "wrong":
        result["observation"]["gprs"]["R1"] = r1 + 1
    device.send(result)
