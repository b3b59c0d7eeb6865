#!/usr/bin/env python3
"""A protocol device for the sandbox's tests that tries, before its hello, to reach what a sandbox must keep from it.

Each option is one try; what the tries gave is the version it says in hello, joined by commas:
--remount           mount -o remount,rw,bind /               remount=ok|denied
--write PATH        append a line to PATH                     write=ok|denied
--write-cwd         create a file in its working directory    cwd=ok|denied
--read DIR NAME     read the file NAME in DIR                 read=ok|denied
--unix PATH         connect to the unix socket PATH           unix=ok|socket:ERRNO|connect:ERRNO
--userns            unshare -U true                           userns=ok|denied
--io-uring          io_uring_setup(1, params)                 io_uring=ok|ERRNO
--x32               getpid through x86_64's x32 call range    x32=ran|killed
--self              its uid, effective and bounding capabilities and no_new_privs, from /proc/self/status
--env               the names of its environment, sorted, separated by spaces (the only try when given)
--has NAME          whether NAME is in its environment        NAME=set|unset
--scratch           HOME (the folder's name), whether TMPDIR is HOME, and whether it can write there
"""
import ctypes
import errno
import json
import os
import signal
import socket
import subprocess
import sys

ARGS = sys.argv[1:]


def option(name):
    return ARGS[ARGS.index(name) + 1] if name in ARGS else None


def outcome(action):
    try:
        action()
        return "ok"
    except (OSError, subprocess.CalledProcessError):
        return "denied"


def append(path):
    with open(path, "a") as target:
        target.write("written by the device\n")


def read(path):
    with open(path) as source:
        source.read()


def unix(path):
    try:
        client = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    except OSError as e:
        return "socket:" + errno.errorcode[e.errno]
    try:
        client.connect(path)
        return "ok"
    except OSError as e:
        return "connect:" + errno.errorcode[e.errno]
    finally:
        client.close()


def run(*command):
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=30)


def io_uring():
    libc = ctypes.CDLL(None, use_errno=True)
    params = ctypes.create_string_buffer(120)
    fd = libc.syscall(425, 1, params)
    if fd >= 0:
        os.close(fd)
        return "ok"
    return errno.errorcode[ctypes.get_errno()]


def x32():
    code = "import ctypes; ctypes.CDLL(None).syscall(0x40000000 | 39)"
    child = subprocess.run([sys.executable, "-c", code], timeout=30)
    return "killed" if child.returncode == -signal.SIGSYS else "ran"


def status():
    fields = dict(line.split(":", 1) for line in open("/proc/self/status").read().splitlines() if ":" in line)
    return "uid=%s,capeff=%s,capbnd=%s,nnp=%s" % (
        fields["Uid"].split()[1], fields["CapEff"].strip(), fields["CapBnd"].strip(), fields["NoNewPrivs"].strip())


def scratch():
    home = os.environ.get("HOME", "")
    same = "same" if os.environ.get("TMPDIR") == home else os.environ.get("TMPDIR", "unset")
    writable = outcome(lambda: append(os.path.join(home, "probe")))
    return "home=%s,tmpdir=%s,writable=%s" % (os.path.basename(home), os.path.basename(same), writable)


tries = []
if "--remount" in ARGS:
    tries.append("remount=" + outcome(lambda: run("mount", "-o", "remount,rw,bind", "/")))
if option("--write"):
    tries.append("write=" + outcome(lambda: append(option("--write"))))
if "--write-cwd" in ARGS:
    tries.append("cwd=" + outcome(lambda: append("written-by-the-device")))
if option("--read"):
    # A folder and a name, as a device that knows where keys lie would find one, not a path the harness sees.
    tries.append("read=" + outcome(lambda: read(os.path.join(option("--read"), ARGS[ARGS.index("--read") + 2]))))
if option("--unix"):
    tries.append("unix=" + unix(option("--unix")))
if "--userns" in ARGS:
    tries.append("userns=" + outcome(lambda: run("unshare", "-U", "true")))
if "--io-uring" in ARGS:
    tries.append("io_uring=" + io_uring())
if "--x32" in ARGS:
    tries.append("x32=" + x32())
if "--self" in ARGS:
    tries.append(status())
if option("--has"):
    tries.append(option("--has") + "=" + ("set" if option("--has") in os.environ else "unset"))
if "--scratch" in ARGS:
    tries.append(scratch())
version = ",".join(tries) or "0"
if "--env" in ARGS:
    version = " ".join(sorted(os.environ))


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "shutdown":
        break
    if message["type"] == "hello":
        send({"type": "hello", "protocol": "pto-avs-device/1",
              "device": {"vendor": "Tests", "name": "hostile", "version": version},
              "observables": ["step_outcomes"]})
        continue
    send({"type": "result", "id": message["id"], "steps": [{"outcome": "executed"} for _ in message["program"]],
          "observation": {}})
