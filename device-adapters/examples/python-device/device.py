#!/usr/bin/env python3
"""An example PTO device behind protocol pto-avs-device/1 (see device-adapters/PROTOCOL.md).

JSON lines on stdin/stdout, logs on stderr, Python 3 standard library only. It models the B.IOS header
semantics of the PTO block subset: the three BSTART forms, B.IOS with its full order of checks, B.IOT's mask,
the loop bounds of B.DIM and C.B.DIMI, the scalar binding of B.IOR, the commit by BSTOP / C.BSTOP / the next
BSTART with the VEC-use rule and the TSTORE operation (its wait on an unpublished source, and the GM base and row
stride of a B.IOR, included), and ADDI as the body-entry instruction. Every other form of the subset (B.ASSEMBLE,
the TLOAD operation, TEPL operations other than TADD) is answered "unsupported", and so is every word after it,
because the device no longer knows the state. Section numbers below are those of the block-subset specification;
"operands" names the page of B.DIM, C.B.DIMI and B.IOR.
"""

import base64
import json
import sys

PROTOCOL = "pto-avs-device/1"
IDENTITY = {"vendor": "PTO AVS examples", "name": "python-device", "version": "1.0"}
# What this device reports truthfully. It does not report decoding (form ids, fields): not "decode".
OBSERVABLES = ["step_outcomes", "bindings", "block_phase", "participation", "shared_descriptors",
               "shared_payloads", "pool_in_use", "gm", "gprs", "loop_bounds", "tpc_advance", "scalar_binding"]

FAULT_ILLEGAL = "Fault_IllegalInstruction"
FAULT_BUNDLE = "Fault_BundleControl"
FAULT_TILE = "Fault_TileLegality"

# The subset's forms: (name, bits, mask, match). Where several match, the most specific mask wins (section 3).
FORMS = sorted([
    ("B.IOS", 32, 0xFC0871FF, 0x00001013),
    ("B.IOT", 32, 0xFC07F07F, 0x00005013),
    ("B.ASSEMBLE", 32, 0x0000707F, 0x00001053),
    ("B.DIM", 32, 0x0000707F, 0x00000043),
    ("B.DIM", 32, 0x0000707F, 0x00001043),
    ("B.DIM", 32, 0x0000707F, 0x00002043),
    ("B.IOR", 32, 0x0600707F, 0x00000013),
    ("BSTART.TEPL", 32, 0x000FFFFF, 0x00019181),
    ("BSTART.TLOAD", 32, 0x07FFFFFF, 0x00011181),
    ("BSTART.TSTORE", 32, 0x07FFFFFF, 0x00111181),
    ("BSTOP", 32, 0xFFFFFFFF, 0x00000001),
    ("ADDI", 32, 0x0000707F, 0x00000015),
    ("C.BSTOP", 16, 0xFFFF, 0x0000),
    ("C.B.DIMI", 16, 0x003F, 0x003C),
], key=lambda form: -bin(form[2]).count("1"))

# Section 2: PEMode 0..7 to the mask text, PE0 first.
PE_MASKS = ["0000", "1000", "0100", "0010", "0001", "1100", "1110", "1111"]
RESERVED_DATA_TYPES = {15, 21, 22, 23, 29, 30, 31}
POOL_BYTES = 256 * 1024
GPRS = 24
# Element bytes of the sized DataTypes (section 3): FP64, FP32, FP16, BF16, S64..S4X2, U64..U4X2 (a 4-bit pair is 1).
ELEMENT_BYTES = {0: 8, 1: 4, 4: 2, 5: 2, 16: 8, 17: 4, 18: 2, 19: 1, 20: 1, 24: 8, 25: 4, 26: 2, 27: 1, 28: 1}
# TSTORE writes to GM at base 0 (section 4 step 3), row-major with a row stride of the tile's columns.
TSTORE_GM_BASE = 0


def log(text):
    print("python-device: " + text, file=sys.stderr, flush=True)


class Unsupported(Exception):
    """The word is a real form of the subset that this device does not model."""


class Waiting(Exception):
    """The word waits (a TSTORE commit whose source is not yet published): it does not complete."""


class Block:
    def __init__(self, operation, data_type):
        self.operation = operation   # "TEPL", "TLOAD" or "TSTORE"
        self.data_type = data_type   # the BSTART's DataType
        self.active = True           # False once committed: its stream stays observable until the next BSTART
        self.body = False            # the body has begun (section 1.5)
        self.shared = []             # B.IOS bindings in encoded order: dicts id, size_code, mask, consumed
        self.local_masks = []        # masks of B.IOT bindings
        self.loop_bounds = {}        # LB index -> value, for the bounds present (written by B.DIM or C.B.DIMI)
        self.scalar = None           # the B.IOR record: dict reg_dst, reg_src0, reg_src1, reg_src2

    def masks(self):
        return self.local_masks + [b["mask"] for b in self.shared]


class Machine:
    def __init__(self, initial):
        self.shared = {}
        for name, register in initial.get("shared", {}).items():
            descriptor = register["descriptor"]
            self.shared[int(name[1:])] = {"descriptor": descriptor,
                                          "payload": read_payload(register["payload"]) if "payload" in register
                                          else bytes(descriptor["capacity_bytes"])}
        self.gm = [(segment["address"], read_payload(segment["bytes"])) for segment in initial.get("gm", [])]
        self.gprs = [0] * GPRS
        for name, value in initial.get("gprs", {}).items():
            number = int(name[1:])
            if number != 0:
                self.gprs[number] = value
        self.block = None
        self.lost = False     # an unsupported word ran: the state is no longer known
        self.waiting = False  # a commit waits: the PE issues nothing after it (PROTOCOL.md "waiting")

    def step(self, word, bits):
        """The word's outcome, with how far it advanced TPC: its length in bytes when it retired, else 0."""
        if self.lost:
            return {"outcome": "unsupported", "tpc_advance": 0}
        if self.waiting:
            return {"outcome": "waiting", "tpc_advance": 0}
        form = decode(word, bits)
        try:
            if form is None:
                fault = FAULT_ILLEGAL
            else:
                fault = getattr(self, "exec_" + form.replace(".", "_"))(word)
        except Unsupported:
            self.lost = True
            return {"outcome": "unsupported", "tpc_advance": 0}
        except Waiting:
            self.waiting = True
            return {"outcome": "waiting", "tpc_advance": 0}
        if fault is None:
            return {"outcome": "executed", "tpc_advance": bits // 8}
        return {"outcome": "fault", "fault": fault, "tpc_advance": 0}

    def open_block(self):
        """The active block, or None when there is none (never begun, or committed)."""
        return self.block if self.block is not None and self.block.active else None

    # Section 2, "Order of checks when a B.IOS word executes". Step 1 (no form matches) is in step().
    def exec_B_IOS(self, word):
        shared_id = (word >> 20) & 0x3F
        size_code = (word >> 15) & 0xF
        mask = PE_MASKS[(word >> 9) & 0x7]
        if size_code >= 13:                                      # 2. reserved SizeCode, before the no-op
            return FAULT_ILLEGAL
        if mask == "0000":                                       # 3. strict no-op, even with no block
            return None
        block = self.open_block()
        if block is None or block.body:                          # 4. placement
            return FAULT_BUNDLE
        if any(m != mask for m in block.masks()):                # 5. mask consistency, before duplicates
            return FAULT_TILE
        if any(b["id"] == shared_id for b in block.shared):      # 6. duplicate SharedTileID
            return FAULT_BUNDLE
        if len(block.shared) == 4:                               # 7. a fifth Shared binding
            return FAULT_BUNDLE
        block.shared.append({"id": shared_id, "size_code": size_code, "mask": mask, "consumed": False})
        return None                                              # 8. appended in encoded order

    # B.IOT, modeled only for its mask (section 3): placement, mask consistency, then recorded.
    def exec_B_IOT(self, word):
        mask = PE_MASKS[(word >> 9) & 0x7]
        if mask == "0000":
            raise Unsupported()
        block = self.open_block()
        if block is None or block.body:
            return FAULT_BUNDLE
        if any(m != mask for m in block.masks()):
            return FAULT_TILE
        block.local_masks.append(mask)
        return None

    def exec_BSTART_TEPL(self, word):
        if (word >> 25) & 0x3 != 0 or (word >> 20) & 0x1F != 0:
            raise Unsupported()  # only Mode 0 Function 0, TADD, is modeled
        return self.bstart(word, "TEPL")

    def exec_BSTART_TLOAD(self, word):
        return self.bstart(word, "TLOAD")

    def exec_BSTART_TSTORE(self, word):
        return self.bstart(word, "TSTORE")

    # Section 3, BSTART: operation descriptor, commit of an active block, then a fresh header.
    def bstart(self, word, operation):
        data_type = (word >> 27) & 0x1F
        if data_type in RESERVED_DATA_TYPES:
            return FAULT_ILLEGAL
        if self.open_block() is not None:
            fault = self.commit()  # a waiting commit raises Waiting: BSTART opens no block
            if fault is not None:
                return fault
        self.block = Block(operation, data_type)
        return None

    def exec_BSTOP(self, word):
        if self.open_block() is None:
            raise Unsupported()  # a stop with no active block: not specified by the subset
        return self.commit()

    exec_C_BSTOP = exec_BSTOP

    # Section 4: every check before any effect; a fault leaves the block active and uncommitted.
    def commit(self):
        block = self.block
        if not block.shared and not block.local_masks:           # 1. nothing bound: no effect
            block.active = False
            return None
        for binding in block.shared:                             # 2. multi-PE destination without B.ASSEMBLE
            if binding["size_code"] != 0 and binding["mask"].count("1") > 1:
                return FAULT_TILE
        if block.operation == "TSTORE":
            return self.tile_store(block)                        # 3. to 5. for TSTORE
        if block.operation != "TEPL":
            raise Unsupported()                                  # 3. TLOAD is not modeled
        if block.shared:                                         # 5. TADD consumes no Shared binding: VEC-USE
            return FAULT_TILE
        raise Unsupported()                                      # TADD on Local tiles is not modeled

    # Section 4 step 3, TSTORE: one Shared source and no B.IOT; an unpublished parent waits; the valid region of
    # the parent (as its descriptor gives it) is copied to GM; the source is read-only and is consumed (step 4).
    def tile_store(self, block):
        if len(block.shared) != 1 or block.local_masks or block.shared[0]["size_code"] != 0:
            return FAULT_TILE
        source = block.shared[0]
        parent = self.shared.get(source["id"])
        if parent is not None:
            d = parent["descriptor"]
            if not d.get("published", True):
                raise Waiting()
            element = ELEMENT_BYTES.get(block.data_type)
            if element is None:
                return FAULT_TILE                                # an unsized DataType
            rows, columns, valid_columns = d.get("valid_rows", 0), d.get("columns", 0), d.get("valid_columns", 0)
            if valid_columns > columns or rows * columns * element > len(parent["payload"]):
                return FAULT_TILE                                # the valid region does not fit the payload
            row_bytes, stride = valid_columns * element, columns * element
            # Operands decision 4: a B.IOR names the GM base (RegSrc0) and row stride in bytes (RegSrc1).
            base, gm_stride = TSTORE_GM_BASE, stride
            if block.scalar is not None:
                base, gm_stride = self.gprs[block.scalar["reg_src0"]], self.gprs[block.scalar["reg_src1"]]
                if base < 0 or gm_stride < 0:
                    return FAULT_TILE                            # rows beyond global memory
            for r in range(rows):
                self.gm.append((base + r * gm_stride, parent["payload"][r * stride:r * stride + row_bytes]))
        # A register without a descriptor has an undefined value: nothing is stored, and it never faults.
        source["consumed"] = True
        block.active = False
        return None

    # ADDI (section 1.5): RegDst = SrcL + uimm12; the first non-header word of an active block enters the body.
    def exec_ADDI(self, word):
        destination = (word >> 7) & 0x1F
        source = (word >> 15) & 0x1F
        immediate = (word >> 20) & 0xFFF
        if destination >= GPRS or source >= GPRS:
            return FAULT_ILLEGAL
        if self.open_block() is not None:
            self.block.body = True
        if destination != 0:
            value = (self.gprs[source] + immediate) & 0xFFFFFFFFFFFFFFFF
            self.gprs[destination] = value - (1 << 64) if value >= 1 << 63 else value
        return None

    # Operands section 4.1, B.DIM: RegSrc 24..31 before any read, placement, the 16-bit sum, write-once per block.
    def exec_B_DIM(self, word):
        register = (word >> 15) & 0x1F
        if register >= GPRS:
            return FAULT_ILLEGAL
        immediate = ((word >> 20) & 0xFFF) | (((word >> 7) & 0x1F) << 12)
        return self.write_loop_bound((word >> 12) & 0x3, self.gprs[register] + immediate)

    # Operands section 5, C.B.DIMI: LoopNest 3 is reserved; imm8 zero-extended; the same presence bits as B.DIM.
    def exec_C_B_DIMI(self, word):
        loop_nest = (word >> 14) & 0x3
        if loop_nest == 3:
            return FAULT_ILLEGAL
        return self.write_loop_bound(loop_nest, (word >> 6) & 0xFF)

    def write_loop_bound(self, index, value):
        block = self.open_block()
        if block is None or block.body:
            return FAULT_BUNDLE
        if index in block.loop_bounds:
            return FAULT_BUNDLE
        block.loop_bounds[index] = value & 0xFFFF
        return None

    # Operands section 3, B.IOR: every selector 0..23 (even with no block), placement, one record per block.
    def exec_B_IOR(self, word):
        fields = {"reg_dst": (word >> 7) & 0x1F, "reg_src0": (word >> 15) & 0x1F, "reg_src1": (word >> 20) & 0x1F,
                  "reg_src2": (word >> 27) & 0x1F}
        if any(value >= GPRS for value in fields.values()):
            return FAULT_ILLEGAL
        block = self.open_block()
        if block is None or block.body:
            return FAULT_BUNDLE
        if block.scalar is not None:
            return FAULT_BUNDLE
        block.scalar = fields
        return None

    def exec_B_ASSEMBLE(self, word):
        raise Unsupported()

    def observation(self, observe, gm_ranges):
        result = {}
        if "block_phase" in observe:
            block = self.open_block()
            result["phase"] = "none" if block is None else ("body" if block.body else "header")
        if "participation" in observe:
            masks = self.block.masks() if self.block is not None else []
            result["participation"] = masks[0] if masks else "0000"
        if "bindings" in observe:
            result["bindings"] = [
                {"id": "S%d" % b["id"], "size_code": b["size_code"], "mask": b["mask"], "consumed": b["consumed"]}
                for b in (self.block.shared if self.block is not None else [])]
        if "shared_descriptors" in observe or "shared_payloads" in observe:
            shared = {}
            for number in sorted(self.shared):
                register = {"descriptor": self.shared[number]["descriptor"]}
                if "shared_payloads" in observe:
                    register["payload"] = write_payload(self.shared[number]["payload"])
                shared["S%d" % number] = register
            result["shared"] = shared
        if "pool_in_use" in observe:
            result["pool_bytes_in_use"] = sum(r["descriptor"]["capacity_bytes"] for r in self.shared.values())
        if "gm" in observe:
            result["gm"] = {r["name"]: write_payload(self.read_gm(r["address"], r["length"])) for r in gm_ranges}
        if "gprs" in observe:
            result["gprs"] = {"R%d" % n: self.gprs[n] for n in range(GPRS)}
        if "loop_bounds" in observe:
            bounds = self.block.loop_bounds if self.block is not None else {}
            result["loop_bounds"] = {"LB%d" % index: bounds[index] for index in sorted(bounds)}
        if "scalar_binding" in observe:
            result["scalar_binding"] = self.block.scalar if self.block is not None else None
        return result

    def read_gm(self, address, length):
        """GM is zero except where the initial state or a TSTORE set it; later segments win."""
        data = bytearray(length)
        for start, content in self.gm:
            low, high = max(address, start), min(address + length, start + len(content))
            if low < high:
                data[low - address:high - address] = content[low - start:high - start]
        return bytes(data)


def decode(word, bits):
    for name, length, mask, match in FORMS:
        if length == bits and word & mask == match:
            return name
    return None


def read_payload(payload):
    if "fill" in payload:
        return bytes([payload["fill"]]) * payload["length"]
    return base64.b64decode(payload["base64"], validate=True)


def write_payload(data):
    if data and data.count(data[0]) == len(data):
        return {"fill": data[0], "length": len(data)}
    return {"base64": base64.b64encode(data).decode("ascii")}


def run(request):
    machine = Machine(request["initial"])
    steps = [machine.step(int(w["word"], 16), w["bits"]) for w in request["program"]]
    return {"type": "result", "id": request["id"], "steps": steps,
            "observation": machine.observation(set(request["observe"]), request.get("gm_ranges", []))}


def send(message):
    sys.stdout.buffer.write(json.dumps(message, separators=(",", ":")).encode("utf-8") + b"\n")
    sys.stdout.buffer.flush()


def error(request_id, code, text):
    log("%s: %s" % (code, text))
    send({"type": "error", "id": request_id, "code": code, "message": text})


def main():
    ready = False
    for line in sys.stdin.buffer:
        try:
            message = json.loads(line.decode("utf-8"))
            kind = message["type"]
        except (ValueError, KeyError, TypeError) as e:
            error(None, "bad_request", "not a protocol message: %s" % e)
            continue
        if kind == "shutdown":
            return 0
        if kind == "hello":
            ready = message.get("protocol") == PROTOCOL
            if ready:
                log("serving %s for %s" % (PROTOCOL, message.get("harness")))
                send({"type": "hello", "protocol": PROTOCOL, "device": IDENTITY, "observables": OBSERVABLES})
            else:
                error(None, "unsupported_protocol", "this device speaks %s only" % PROTOCOL)
        elif kind == "run":
            if not ready:
                error(message.get("id"), "not_ready", "a run before the hello")
                continue
            try:
                send(run(message))
            except (ValueError, KeyError, TypeError, IndexError) as e:
                error(message.get("id"), "bad_request", "cannot read run: %r" % e)
        else:
            error(message.get("id"), "bad_request", "unknown message type %r" % kind)
    return 0


if __name__ == "__main__":
    sys.exit(main())
