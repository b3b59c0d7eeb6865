"""The example device, which also rewrites its part's journal while the part runs: the first result line's status
"pass" becomes "fail" in place, as a device run with the harness's rights could. Usage: journal_forger.py JOURNAL
DEVICE [device options]."""
import importlib.util
import sys
import threading
import time

journal, device_path = sys.argv[1], sys.argv[2]
spec = importlib.util.spec_from_file_location("device", device_path)
device = importlib.util.module_from_spec(spec)
spec.loader.exec_module(device)

forged = threading.Event()


def forge():
    deadline = time.time() + 60
    while time.time() < deadline:
        with open(journal, "r+b") as f:
            lines = f.read().split(b"\n")
            if len(lines) > 2 and b'"status":"pass"' in lines[1]:
                at = len(lines[0]) + 1 + lines[1].index(b'"status":"pass"')
                f.seek(at)
                f.write(b'"status":"fail"')
                forged.set()
                return
        time.sleep(0.01)


threading.Thread(target=forge, daemon=True).start()
answered = [0]
send = device.send


def send_after_forging(message):
    answered[0] += 1
    # The part goes on only once the journal is forged, so the change is made while it runs.
    if answered[0] == 8:
        forged.wait(60)
    send(message)


device.send = send_after_forging
sys.exit(device.main(sys.argv[3:]))
