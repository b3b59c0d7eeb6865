#!/usr/bin/env python3
"""A protocol device for the adapter's tests that tries to outlive its session and to reach beyond it.

Options (each MARKER is put in the command line of the processes it starts, so a test can find them):
--daemon MARKER        at start, a double-forked daemon: setsid, stdio closed, no longer a descendant of anything
--clean-daemon MARKER  the same, with an emptied environment too
--closed-stdio MARKER  at start, a child with its stdin, stdout and stderr on /dev/null
--fork-at-exit MARKER  when the device exits (shutdown or crash), a child forked just before
--write PATH           at start, tries to append a line to PATH and one in its TMPDIR
--connect PORT         at start, tries to connect to 127.0.0.1:PORT
--version-per-session  says a new random version in each session's hello, so each session names another identity
What the tries gave is the version it says in hello (write=ok|denied,scratch=ok|denied,connect=ok|denied).
A run whose first word is 0xDEAD0001 exits mid-case; any other run answers every word "executed".
"""
import json
import os
import socket
import sys

ARGS = sys.argv[1:]


def option(name):
    return ARGS[ARGS.index(name) + 1] if name in ARGS else None


def sleeper(marker, environment=None):
    """Replaces this process with one that sleeps with the marker in its command line."""
    argv = [sys.executable, "-c", "import time; time.sleep(300)", marker]
    if environment is None:
        os.execv(sys.executable, argv)
    os.execve(sys.executable, argv, environment)


def daemon(marker, environment=None):
    if os.fork() == 0:
        os.setsid()
        if os.fork() == 0:
            null = os.open(os.devnull, os.O_RDWR)
            for fd in (0, 1, 2):
                os.dup2(null, fd)
            os.closerange(3, 1024)
            sleeper(marker, environment)
        os._exit(0)
    os.wait()


def closed_stdio(marker):
    if os.fork() == 0:
        null = os.open(os.devnull, os.O_RDWR)
        for fd in (0, 1, 2):
            os.dup2(null, fd)
        sleeper(marker)


def exit_now(status):
    marker = option("--fork-at-exit")
    if marker and os.fork() == 0:
        sleeper(marker)
    sys.stdout.flush()
    os._exit(status)


def try_write(path):
    try:
        with open(path, "a") as target:
            target.write("written by the device\n")
        return "ok"
    except OSError:
        return "denied"


def try_connect(port):
    try:
        socket.create_connection(("127.0.0.1", port), timeout=5).close()
        return "ok"
    except OSError:
        return "denied"


if option("--daemon"):
    daemon(option("--daemon"))
if option("--clean-daemon"):
    daemon(option("--clean-daemon"), {})
if option("--closed-stdio"):
    closed_stdio(option("--closed-stdio"))
tries = []
if option("--write"):
    tries.append("write=" + try_write(option("--write")))
    # A name of its own, removed after: an unsandboxed device's TMPDIR is the machine's, shared with other runs.
    probe = os.path.join(os.environ.get("TMPDIR", "/tmp"), "scratch-probe-%d" % os.getpid())
    tries.append("scratch=" + try_write(probe))
    if os.path.exists(probe):
        os.remove(probe)
if option("--connect"):
    tries.append("connect=" + try_connect(int(option("--connect"))))
version = ",".join(tries) or "0"
if "--version-per-session" in ARGS:
    version = os.urandom(6).hex()


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "shutdown":
        exit_now(0)
    if message["type"] == "hello":
        send({"type": "hello", "protocol": "pto-avs-device/1",
              "device": {"vendor": "Tests", "name": "escaping", "version": version},
              "observables": ["step_outcomes"]})
        continue
    program = message["program"]
    if program and int(program[0]["word"], 16) == 0xDEAD0001:
        print("fatal: simulated crash in run %d" % message["id"], file=sys.stderr, flush=True)
        exit_now(3)
    send({"type": "result", "id": message["id"], "steps": [{"outcome": "executed"} for _ in program],
          "observation": {}})
exit_now(0)
