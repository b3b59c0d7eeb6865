#!/usr/bin/env python3
"""A device that answers wrongly: the device given as the argument, with every loop bound it reports one too high.

It sits between the harness and that device and passes every line through, changing only the loop_bounds of each
result (device-adapters/PROTOCOL.md, "result"), so the cases that compare a loop bound fail and no other does.
Usage: loop_bounds_off_by_one.py DEVICE.py
"""

import json
import subprocess
import sys
import threading


def forward(source, sink):
    for line in source:
        sink.write(line)
        sink.flush()
    sink.close()


def main(device):
    child = subprocess.Popen([sys.executable, device], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                             bufsize=1)
    threading.Thread(target=forward, args=(sys.stdin, child.stdin), daemon=True).start()
    for line in child.stdout:
        message = json.loads(line)
        bounds = message.get("observation", {}).get("loop_bounds")
        if bounds:
            message["observation"]["loop_bounds"] = {name: (value + 1) % 65536 for name, value in bounds.items()}
        sys.stdout.write(json.dumps(message, separators=(",", ":")) + "\n")
        sys.stdout.flush()
    return child.wait()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
