#!/usr/bin/env python3
"""An example PTO device behind protocol pto-avs-device/1 (see device-adapters/PROTOCOL.md).

JSON lines on stdin/stdout, logs on stderr, Python 3 standard library only. It models the whole PTO block subset as
the reference model does: decoding against the whole ISA (the subset's catalog forms with their fields, and the
ISA's decode table, so a real form outside the subset is "unsupported" and changes nothing, a reserved one or no
form at all Fault_IllegalInstruction), the catalog's field constraints, the three BSTART forms with the TEPL
selectors the spec's operation table assigns, the header attribute commands B.CATR, B.DATR and B.HINT (its TRACE form
opening an empty block), the lifecycle forms it does not execute (reserved ones and refused constraints fault, the rest
are unsupported), B.IOS with its full order of checks, B.IOT in all five forms with its Local binding record
{mask, destination, SizeCode, DstTile, sources, L}, the L sequence and the asymmetric mask rule, the loop bounds of
B.DIM and C.B.DIMI, the scalar binding of B.IOR, the range groups that binders open and that B.ASSEMBLE and
B.SUBVIEW join (roles, zero-mode groups, carriers), B.ASSEMBLE's generations at commit, the commit by BSTOP /
C.BSTOP / the next BSTART with its order of checks (the VEC-use rule included; a block that carries a B.SUBVIEW is
"unsupported" there, as what a subview does is outside the subset), TLOAD with the Shared publication of a
singleton or an assembled destination, TSTORE with its wait on an unpublished source, the GM base and row stride
of a B.IOR, and ADDI as the body-entry instruction. It reports every observable, decoding, Local binding records
and carriers included, and the attribute records in observation.records. Section numbers below are those of the
block-subset specification; "operands" names the page of B.DIM, C.B.DIMI, B.IOR and the range modifiers, "semantics"
the project's docs/semantics.md (its numbered decisions).

Usage: device.py [--decode-table PATH] [--subset-forms PATH]. The decode table is the ISA's, decode-table.json of the
reference model's catalog; by default the one of the repository this file lies in. The subset's forms are
subset-forms.json, by default the one beside this file.
"""

import base64
import functools
import json
import os
import sys

PROTOCOL = "pto-avs-device/1"
IDENTITY = {"vendor": "PTO AVS examples", "name": "python-device", "version": "1.0"}
# What this device reports truthfully: everything the protocol defines.
OBSERVABLES = ["step_outcomes", "decode", "bindings", "block_phase", "participation", "shared_descriptors",
               "shared_payloads", "pool_in_use", "gm", "gprs", "loop_bounds", "tpc_advance", "scalar_binding",
               "local_bindings", "range_carriers"]
# The state records beyond the five of version 1, reported in observation.records (PROTOCOL.md "State records").
RECORDS = ["control_attributes", "data_attributes", "hint"]

FAULT_ILLEGAL = "Fault_IllegalInstruction"
FAULT_BUNDLE = "Fault_BundleControl"
FAULT_TILE = "Fault_TileLegality"

# The ISA's decode table in the repository this file lies in (semantics section 1.5); --decode-table names another.
DECODE_TABLE = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..",
                                             "reference-model", "src", "main", "resources", "pto-avs", "catalog",
                                             "isa", "decode-table.json"))

# Section 2: PEMode 0..7 to the mask text, PE0 first.
PE_MASKS = ["0000", "1000", "0100", "0010", "0001", "1100", "1110", "1111"]
POOL_BYTES = 256 * 1024
GPRS = 24
REGISTER_MASK = (1 << 64) - 1   # the GPRs are 64 bits wide
GM_BYTES = 1 << 32
# Section 2: SizeCode 0 binds a source, 1..12 a destination of 2^(code+6) bytes; 13..15 are reserved.
CAPACITY = {code: 1 << (code + 6) for code in range(1, 13)}
# Section 5: a B.ASSEMBLE writer range is counted in cells of 128 bytes.
CELL_BYTES = 128
# Element bytes of the sized DataTypes (section 3): FP64, FP32, FP16, BF16, S64..S4X2, U64..U4X2 (a 4-bit pair is 1).
ELEMENT_BYTES = {0: 8, 1: 4, 4: 2, 5: 2, 16: 8, 17: 4, 18: 2, 19: 1, 20: 1, 24: 8, 25: 4, 26: 2, 27: 1, 28: 1}
# Without a B.IOR, TLOAD reads and TSTORE writes GM at base 0 (section 4 step 3), with the tile's own row stride.
TLOAD_GM_BASE = 0
TSTORE_GM_BASE = 0
# The data attributes at reset and right after every block start (DataType 31 is DTYPE_NONE, pad 3 Null padding); a
# BSTART that carries a DataType then sets data_type, an executed B.DATR every field.
DATA_ATTRIBUTES_RESET = {"present": False, "data_type": 31, "layout": 0, "pad": 3, "cmode": 0, "rmode": 0,
                         "sat": False, "canonicalize": False}


class Form:
    """A form a word can decode to: its identity, its fields (name, pieces of (word lsb, value lsb, width)) and the
    values their constraints allow."""

    def __init__(self, form_id, mnemonic, handler, bits, mask, match, fields=(), allowed=None, status="subset"):
        self.form_id, self.mnemonic, self.handler = form_id, mnemonic, handler
        self.bits, self.mask, self.match = bits, mask, match
        self.fields = fields
        self.allowed = allowed or {}
        self.status = status   # "subset" (modeled), "reserved-in-pto" (always faults) or "listed" (unsupported)

    def read(self, word):
        values = {}
        for name, pieces in self.fields:
            value = 0
            for lsb, at, width in pieces:
                value |= ((word >> lsb) & ((1 << width) - 1)) << at
            values[name] = value
        return values

    def violates(self, fields):
        return any(fields[name] not in values for name, values in self.allowed.items())


# Section 3: the subset's forms as the catalog records them, in the catalog's order, from subset-forms.json beside
# this file: the test that derives it from the catalog keeps it equal (regenerate it, never edit it). A copy of this
# device takes it along; --subset-forms names another.
SUBSET_FORMS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "subset-forms.json")
# The loop bound each B.DIM form writes: the LB<n> of its assembly template (B.DIM RegSrc, uimm, ->LB0).
LOOP_BOUND_OF_FORM = {"b_dim_32_27602ab68929": 0, "b_dim_32_4191099a5f4d": 1, "b_dim_32_1caa1aa2944a": 2}
# ADDI's Reg5 codes (section 1.5): SrcL 24..31 read T#1..T#4 and U#1..U#4; RegDst 24..29 discard, 30 and 31 push.
FIRST_QUEUE_SOURCE = 24
FIRST_QUEUE_PUSH = 30
# The range modifiers (operands page section 6) join the open range group; every other command that passes decode
# and the catalog's constraints closes it before its own checks (semantics decision 11).
RANGE_MODIFIERS = {"B.ASSEMBLE", "B.SUBVIEW"}
# A range group's roles, in the order its modifiers may take them.
ROLES = ["source0", "source1", "destination"]
# The model's Local binding slots (semantics decision 21); the 17th B.IOT is Fault_TileLegality.
LOCAL_SLOTS = 16
# The largest Local SizeCode a range modifier may name on a Local group (11 and 12: Fault_TileLegality).
LOCAL_SIZE_CODE_MAX = 10

FORMS = []
# The TEPL Mode:Function selectors (Mode << 5 | Function) the spec's operation table assigns, from subset-forms.json.
TEPL_SELECTORS = set()


def subset_forms(path):
    """The subset's forms, as subset-forms.json lists them; sets TEPL_SELECTORS from the same file."""
    with open(path, encoding="utf-8") as f:
        content = json.load(f)
    entries = content["forms"]
    TEPL_SELECTORS.clear()
    TEPL_SELECTORS.update(content["tepl_selectors"])
    return [Form(entry["form_id"], entry["mnemonic"], entry["handler"], entry["length_bits"], int(entry["mask"], 16),
                 int(entry["match"], 16),
                 [(field["name"], [(piece["instruction_lsb"], piece["value_lsb"], piece["width"])
                                   for piece in field["pieces"]]) for field in entry["fields"]],
                 {name: frozenset(values) for name, values in entry["allowed"].items()}, entry["status"])
            for entry in entries]


def load_forms(path, subset_path=SUBSET_FORMS):
    """Semantics section 1: the subset's forms, then every 16- or 32-bit form of the ISA's decode table that none of
    them stands for (by form id or by length, mask and match); the most specific mask wins, the first on a tie."""
    subset = subset_forms(subset_path)
    with open(path, encoding="utf-8") as f:
        table = json.load(f)
    ids = {form.form_id for form in subset}
    identities = {(form.bits, form.mask, form.match) for form in subset}
    forms = list(subset)
    for entry in table["forms"]:
        bits, mask, match = entry["length_bits"], int(entry["mask"], 16), int(entry["match"], 16)
        if bits in (16, 32) and entry["form_id"] not in ids and (bits, mask, match) not in identities:
            forms.append(Form(entry["form_id"], entry["mnemonic"], entry["handler"], bits, mask, match,
                              status="reserved-in-pto" if entry["status"] == "reserved-in-pto" else "listed"))
    FORMS[:] = sorted(forms, key=lambda form: -bin(form.mask).count("1"))
    return FORMS


def log(text):
    print("python-device: " + text, file=sys.stderr, flush=True)


class Fault(Exception):
    """A check of the commit rejected it: nothing changed, the block stays active and uncommitted."""

    def __init__(self, kind):
        super().__init__(kind)
        self.kind = kind


class Waiting(Exception):
    """The word waits (a TSTORE commit whose source is not yet published): it does not complete."""


class Unsupported(Exception):
    """The outcome depends on what the subset leaves out (a commit of a block with a B.SUBVIEW, an ADDI naming a T or U
    queue): nothing changes."""


def bits_of(mask):
    """A mask's PEs as a number, PE0 the highest of four bits."""
    return int(mask, 2)


def mask_of(bits):
    return format(bits, "04b")


def signed64(value):
    value &= 0xFFFFFFFFFFFFFFFF
    return value - (1 << 64) if value >= 1 << 63 else value


def fits_long(value):
    return -(1 << 63) <= value < 1 << 63


class Block:
    def __init__(self, operation, data_type=None, mode=0, function=0):
        self.operation = operation   # "TEPL", "TLOAD", "TSTORE", or None for the standard block TRACE opens
        self.data_type = data_type   # the BSTART's DataType (None: a block start that carries none)
        self.mode, self.function = mode, function  # the TEPL operation (Mode 0 Function 0 is TADD)
        self.active = True           # a committed block is dropped with its header state (the spec's stop clears it)
        self.body = False            # the body has begun (section 1.5)
        self.shared = []             # B.IOS bindings in encoded order: dicts id, size_code, mask, consumed, modifier
        self.locals = []             # B.IOT records in encoded order, as the protocol reports them
        self.loop_bounds = {}        # LB index -> value, for the bounds present (written by B.DIM or C.B.DIMI)
        self.scalar = None           # the B.IOR record: dict reg_dst, reg_src0, reg_src1, reg_src2
        self.group = None            # the open range group (decision 11): dict kind, slot, allowed, last; or None
        self.carriers = []           # range-modifier carriers in the order they were recorded
        self.control = None          # the B.CATR record, or None (every attribute off)
        self.data = dict(DATA_ATTRIBUTES_RESET, data_type=31 if data_type is None else data_type)
        self.hint = None             # the B.HINT record (or the TRACE mark), or None

    def masks(self):
        return [b["mask"] for b in self.locals] + [b["mask"] for b in self.shared]

    def participation(self):
        """The union of the recorded masks, Local and Shared (one common mask in a legal block)."""
        return mask_of(functools.reduce(lambda union, mask: union | bits_of(mask), self.masks(), 0))

    def sequence_closed(self):
        return any(b["last"] for b in self.locals)

    def has_subview(self):
        return any(c["modifier"] == "B.SUBVIEW" for c in self.carriers)

    def ordered_carriers(self):
        """The Shared bindings' carriers first, then the Local ones', each in slot order (a stable sort)."""
        return sorted(self.carriers, key=lambda c: (c["stream"] != "shared", c["slot"]))


class Machine:
    def __init__(self, initial):
        self.shared = {}
        for name, register in initial.get("shared", {}).items():
            descriptor = register["descriptor"]
            self.shared[int(name[1:])] = {"descriptor": descriptor,
                                          "payload": read_payload(register["payload"]) if "payload" in register
                                          else bytes(descriptor["capacity_bytes"])}
        self.generations = {}  # Shared id -> the B.ASSEMBLE generation in progress (section 5)
        self.gm = [(segment["address"], read_payload(segment["bytes"])) for segment in initial.get("gm", [])]
        self.gprs = [0] * GPRS
        for name, value in initial.get("gprs", {}).items():
            number = int(name[1:])
            if number != 0:
                self.gprs[number] = value
        self.block = None
        self.decoded = []     # each word's decoding, in order
        self.waiting = False  # a commit waits: the PE issues nothing after it (PROTOCOL.md "waiting")

    def step(self, word, bits):
        """The word's outcome, with how far it advanced TPC: its length in bytes when it retired, else 0."""
        form = decode(word, bits)
        fields = form.read(word) if form is not None else None
        self.decoded.append(decoding(form, fields))
        if self.waiting:
            return {"outcome": "waiting", "tpc_advance": 0}
        if form is not None and form.status == "listed":
            return {"outcome": "unsupported", "tpc_advance": 0}   # semantics 1.4: a real form outside the subset
        block = self.block
        group = block.group if block is not None else None
        try:
            fault = self.attempt(form, fields)
        except Waiting:
            self.waiting = True
            return {"outcome": "waiting", "tpc_advance": 0}
        except Unsupported:
            if block is not None:
                block.group = group                              # an unsupported word changes nothing
            return {"outcome": "unsupported", "tpc_advance": 0}
        if fault is not None:
            return {"outcome": "fault", "fault": fault, "tpc_advance": 0}
        if form.mnemonic == "ADDI" and self.open_block() is not None:
            self.block.body = True                               # section 1.5: the first body instruction
        return {"outcome": "executed", "tpc_advance": bits // 8}

    # Semantics section 1: no form, a reserved form or a field out of range fault before any effect.
    # Decision 11: a word that passed them closes the open range group before its handler, unless it is a modifier;
    # a word that fails them closes nothing, B.IOS with SizeCode 13..15 (step 2 of its own order) included.
    def attempt(self, form, fields):
        if form is None or form.status == "reserved-in-pto" or form.violates(fields):
            return FAULT_ILLEGAL
        if self.block is not None and form.mnemonic not in RANGE_MODIFIERS:
            self.block.group = None
        return getattr(self, "exec_" + form.mnemonic.replace(".", "_"))(form, fields)

    def open_block(self):
        """The active block, or None when there is none (never begun, or committed)."""
        return self.block if self.block is not None and self.block.active else None

    def header(self):
        """The active block while its header is open, else None."""
        block = self.open_block()
        return block if block is not None and not block.body else None

    # Section 2, "Order of checks when a B.IOS word executes". Steps 1 and 2 (no form, SizeCode 13..15) are in
    # attempt().
    def exec_B_IOS(self, form, fields):
        mask = PE_MASKS[fields["PEMode"]]
        if mask == "0000":                                       # 3. strict no-op, even with no block
            self.open_zero_mode_group()
            return None
        block = self.header()
        if block is None:                                        # 4. placement
            return FAULT_BUNDLE
        if any(m != mask for m in block.masks()):                # 5. mask consistency, before duplicates
            return FAULT_TILE
        if any(b["id"] == fields["SharedTileID"] for b in block.shared):  # 6. duplicate SharedTileID
            return FAULT_BUNDLE
        if len(block.shared) == 4:                               # 7. a fifth Shared binding
            return FAULT_BUNDLE
        block.shared.append({"id": fields["SharedTileID"], "size_code": fields["SizeCode"], "mask": mask,
                             "consumed": False, "modifier": None})
        # 8. appended in encoded order; its range group: a source takes source0, a destination destination.
        block.group = {"kind": "shared", "slot": len(block.shared) - 1, "last": None,
                       "allowed": {"source0"} if fields["SizeCode"] == 0 else {"destination"}}
        return None

    def open_zero_mode_group(self):
        """A PEMode-000 binder in a header opens a zero-mode group: its modifiers execute with no effect."""
        block = self.header()
        if block is not None:
            block.group = {"kind": "zero", "slot": -1, "allowed": set(), "last": None}

    # Decision 21, B.IOT in its five forms: (a destination SizeCode 0 or 11..15 faulted in attempt()) PEMode 000 is
    # a strict no-op that leaves the L sequence open; placement, then a sequence an earlier L = 1 closed; a mask other
    # than an earlier B.IOT's (B.IOS masks are not compared); the slot limit; the record {mask, destination,
    # SizeCode, DstTile, sources, L}, which opens a Local range group of the form's roles.
    def exec_B_IOT(self, form, fields):
        mask = PE_MASKS[fields["PEMode"]]
        if mask == "0000":
            self.open_zero_mode_group()
            return None
        block = self.header()
        if block is None:
            return FAULT_BUNDLE
        if block.sequence_closed():
            return FAULT_BUNDLE
        if any(b["mask"] != mask for b in block.locals):
            return FAULT_TILE
        destination = "SizeCode" in fields
        size_code = fields["SizeCode"] if destination else 0
        if len(block.locals) >= LOCAL_SLOTS:
            return FAULT_TILE
        sources = [fields[name] for name in ("SrcTile0", "SrcTile1") if name in fields]
        block.locals.append({"mask": mask, "destination": destination, "size_code": size_code,
                             "dst_tile": fields["DstTile"] if destination else 0, "sources": sources,
                             "last": fields["L"] == 1})
        allowed = set(ROLES[:len(sources)]) | ({"destination"} if destination else set())
        block.group = {"kind": "local", "slot": len(block.locals) - 1, "allowed": allowed, "last": None}
        return None

    # Decision 12, what B.ASSEMBLE and B.SUBVIEW share: the open range group for their role (none open, a role the
    # binding lacks, or one already taken or passed: Fault_BundleControl); a zero-mode group: no effect (None).
    def join(self, role):
        group = self.block.group if self.block is not None else None
        if group is None:
            raise Fault(FAULT_BUNDLE)
        if group["kind"] == "zero":
            return None
        if role not in group["allowed"] or (group["last"] is not None
                                            and ROLES.index(role) <= ROLES.index(group["last"])):
            raise Fault(FAULT_BUNDLE)
        return group

    def record_carrier(self, group, role, modifier, init, last, fields, size, offset):
        """The carrier on the group's binding, its offset unsigned; the group's binding took the role."""
        self.block.carriers.append({"stream": group["kind"], "slot": group["slot"], "role": role,
                                    "modifier": modifier, "init": init, "last": last, "reg_src": fields["RegSrc"],
                                    "uimm11": fields["uimm11"], "size": size, "offset": offset & REGISTER_MASK})
        group["last"] = role

    # Decision 12, B.ASSEMBLE: the destination role of the open group; INIT and INIT_LAST name the parent's size
    # 1..12, MIDDLE and LAST carry 0 (Fault_BundleControl); 11 or 12 on a Local group is Fault_TileLegality; then the
    # carrier, and on a Shared destination the modifier its commit writes with (decision 13). Whether a generation
    # of the register is open is the commit's question.
    def exec_B_ASSEMBLE(self, form, fields):
        try:
            group = self.join("destination")
            if group is None:
                return None
            opens, closes, parent = fields["INIT"] == 1, fields["LAST"] == 1, fields["ParentSizeCode"]
            if opens and parent not in CAPACITY:
                raise Fault(FAULT_BUNDLE)
            if not opens and parent != 0:
                raise Fault(FAULT_BUNDLE)
            if group["kind"] == "local" and parent > LOCAL_SIZE_CODE_MAX:
                raise Fault(FAULT_TILE)
        except Fault as fault:
            return fault.kind
        offset = self.gprs[fields["RegSrc"]] + fields["uimm11"]
        if group["kind"] == "shared":
            self.block.shared[group["slot"]]["modifier"] = {"opens": opens, "closes": closes, "parent": parent,
                                                            "offset": signed64(offset)}
        self.record_carrier(group, "destination", "B.ASSEMBLE", fields["INIT"], fields["LAST"], fields, parent,
                            offset)
        return None

    # Decision 12, B.SUBVIEW: the role SrcSelect names (a Shared group has source0 on a source binder only); 11 or 12
    # on a Local group is Fault_TileLegality; then the carrier. A commit that depends on it is unsupported.
    def exec_B_SUBVIEW(self, form, fields):
        role = "source0" if fields["SrcSelect"] == 0 else "source1"
        try:
            group = self.join(role)
            if group is None:
                return None
            if group["kind"] == "local" and fields["SubviewSizeCode"] > LOCAL_SIZE_CODE_MAX:
                raise Fault(FAULT_TILE)
        except Fault as fault:
            return fault.kind
        self.record_carrier(group, role, "B.SUBVIEW", 0, 0, fields, fields["SubviewSizeCode"],
                            self.gprs[fields["RegSrc"]] + fields["uimm11"])
        return None

    # Semantics section 3, BSTART step 1 (decision 23): (the DataType constraint faulted in attempt()) a Mode:Function
    # selector the TEPL operation table does not assign is Fault_IllegalInstruction, before an active block commits.
    def exec_BSTART_TEPL(self, form, fields):
        if fields["Mode"] << 5 | fields["Function"] not in TEPL_SELECTORS:
            return FAULT_ILLEGAL
        return self.bstart(Block("TEPL", fields["DataType"], fields["Mode"], fields["Function"]))

    def exec_BSTART_TLOAD(self, form, fields):
        return self.bstart(Block("TLOAD", fields["DataType"]))

    def exec_BSTART_TSTORE(self, form, fields):
        return self.bstart(Block("TSTORE", fields["DataType"]))

    # Section 3, BSTART: (a reserved DataType faulted in attempt()) commit of an active block, then a fresh header.
    def bstart(self, block):
        if self.open_block() is not None:
            fault = self.commit()  # a waiting commit raises Waiting: BSTART opens no block
            if fault is not None:
                return fault
        self.block = block
        return None

    def exec_BSTOP(self, form, fields):
        if self.open_block() is None:
            return FAULT_BUNDLE
        return self.commit()

    exec_C_BSTOP = exec_BSTOP

    # Semantics decision 31: the block starts whose commit transfers control (BARG, BPC, BPCN), which a linear run of
    # words cannot follow: once their catalog constraints pass (C.BSTART.FP and C.BSTART.STD BrType, the simm17 of
    # BSTART.SYS and of BSTART.STD FALL, in attempt()), they are unsupported and change nothing.
    def control_transfer_start(self, form, fields):
        raise Unsupported()

    exec_BSTART = exec_C_BSTART = exec_C_BSTART_FP = exec_C_BSTART_STD = exec_C_BSTART_SYS = control_transfer_start
    exec_BSTART_STD = exec_BSTART_SYS = control_transfer_start

    # Section 4: every check before any effect; a fault leaves the block active and uncommitted.
    def commit(self):
        block = self.block
        try:
            self.check_control_attributes(block)                 # 0. the B.CATR record
        except Fault as fault:
            return fault.kind
        if block.shared or block.locals:                         # 1. nothing bound: no effect
            try:
                for binding in block.shared:                     # 2. multi-PE destination without B.ASSEMBLE
                    if binding["size_code"] != 0 and binding["mask"].count("1") > 1 and binding["modifier"] is None:
                        raise Fault(FAULT_TILE)
                if block.has_subview():                          # decision 12: what a subview does is not modeled
                    raise Unsupported()
                effect, consumed = self.plan(block)              # 3. the operation checks and plans
                if len(consumed) != len(block.shared):           # 5. a Shared binding it does not consume: VEC-USE
                    raise Fault(FAULT_TILE)
            except Fault as fault:
                return fault.kind
            effect()                                             # 3. its effects, once every check passed
            for slot in consumed:                                # 4. the bindings it used are consumed
                block.shared[slot]["consumed"] = True
        self.block = None                                        # the stop clears the block's header state
        return None

    # Semantics section 4 step 0 (decision 28), B.CATR at commit: DR = 1 in a block with no tile operation (the one
    # TRACE opens) is Fault_BundleControl before any effect; trap = 1 (a post-commit trap), far = 1 (remote execution)
    # or DR = 1 with bindings take the commit outside the subset (unsupported). atom, aq and rl change nothing shown.
    @staticmethod
    def check_control_attributes(block):
        control = block.control
        if control is None:
            return
        if control["dr"] and block.operation is None:
            raise Fault(FAULT_BUNDLE)
        if control["trap"] or control["far"]:
            raise Unsupported()
        if control["dr"] and block.participation() != "0000":
            raise Unsupported()

    def plan(self, block):
        """The operation's effect and the Shared slots it consumes; a TEPL operation has none (Local tiles only)."""
        if block.operation is None:                              # what a standard block's bindings mean is not modeled
            raise Unsupported()
        if block.operation == "TLOAD":
            return self.tile_load(block), [0]
        if block.operation == "TSTORE":
            return self.tile_store(block), [0]
        if block.locals:                                         # decision 21: Local generations are not modeled
            raise Unsupported()
        return (lambda: None), []

    # Section 4 step 3, TLOAD: one Shared destination and no B.IOT; LB0 = valid columns, LB1 = valid rows = rows,
    # LB2 = columns, each 1..65535, LB0 <= LB2; rows x columns x element bytes must fit the binding's capacity; the
    # valid region is read from GM and published into the destination (section 5).
    def tile_load(self, block):
        if len(block.shared) != 1 or block.locals or block.shared[0]["size_code"] == 0:
            raise Fault(FAULT_TILE)
        destination = block.shared[0]
        valid_columns, rows, columns = (block.loop_bounds.get(index, 0) for index in range(3))
        if not (1 <= valid_columns <= columns <= 65535 and 1 <= rows <= 65535):
            raise Fault(FAULT_TILE)
        element = self.element_bytes(block.data_type)
        stride, row_bytes = columns * element, valid_columns * element
        extent = rows * stride
        if extent > CAPACITY[destination["size_code"]]:
            raise Fault(FAULT_TILE)
        base, gm_stride = self.gm_rows(block, TLOAD_GM_BASE, stride, rows, row_bytes, extent)
        tile = bytearray(extent)
        for r in range(rows):
            tile[r * stride:r * stride + row_bytes] = self.read_gm(base + r * gm_stride, row_bytes)
        shape = {"rows": rows, "columns": columns, "valid_rows": rows, "valid_columns": valid_columns,
                 "data_type": block.data_type}
        return self.publication(destination, shape, bytes(tile))

    # Section 4 step 3, TSTORE: one Shared source and no B.IOT; an unpublished parent waits; the valid region of
    # the parent (as its descriptor gives it) is copied to GM; the source is read-only.
    def tile_store(self, block):
        if len(block.shared) != 1 or block.locals or block.shared[0]["size_code"] != 0:
            raise Fault(FAULT_TILE)
        parent = self.shared.get(block.shared[0]["id"])
        if parent is None:
            return lambda: None  # a register without a descriptor has an undefined value: nothing is stored
        d = parent["descriptor"]
        if not d["published"]:
            raise Waiting()
        element = self.element_bytes(block.data_type)
        rows, columns, valid_columns = d["valid_rows"], d["columns"], d["valid_columns"]
        stride, row_bytes = columns * element, valid_columns * element
        extent = rows * stride
        if valid_columns > columns or extent > len(parent["payload"]):
            raise Fault(FAULT_TILE)                              # the valid region does not fit the payload
        base, gm_stride = self.gm_rows(block, TSTORE_GM_BASE, stride, rows, row_bytes, extent)
        payload = parent["payload"]
        rows_out = [(base + r * gm_stride, payload[r * stride:r * stride + row_bytes]) for r in range(rows)]
        return lambda: self.gm.extend(rows_out)

    @staticmethod
    def element_bytes(data_type):
        if data_type not in ELEMENT_BYTES:
            raise Fault(FAULT_TILE)                              # an unsized DataType
        return ELEMENT_BYTES[data_type]

    # Operands decision 4: a B.IOR names the GM base (RegSrc0) and the row stride in bytes (RegSrc1), read at commit,
    # and each of its rows must lie in GM; without one, the default base and the tile's stride, for the whole extent.
    def gm_rows(self, block, base, stride, rows, row_bytes, extent):
        span = extent
        if block.scalar is not None:
            base, stride = self.gprs[block.scalar["reg_src0"]], self.gprs[block.scalar["reg_src1"]]
            reach = (rows - 1) * stride
            span = reach + row_bytes if fits_long(reach) and fits_long(reach + row_bytes) else -1
        if span < 0 or stride < 0 or base < 0 or base > GM_BYTES or span > GM_BYTES - base:
            raise Fault(FAULT_TILE)                              # rows beyond global memory
        return base, stride

    # Section 5: a destination without B.ASSEMBLE publishes the whole parent at once; with one, its writer range goes
    # into the register's generation. Only checks here: the returned effect installs the result.
    def publication(self, destination, shape, tile):
        if destination["modifier"] is not None:
            return self.assembled_write(destination, shape, tile)
        identity, writer, capacity = destination["id"], bits_of(destination["mask"]), CAPACITY[destination["size_code"]]
        existing = self.shared.get(identity)
        self.check_destination(identity, writer, existing, capacity, shape)
        register = self.new_object(existing, writer, capacity, shape, tile + bytes(capacity - len(tile)))
        return lambda: self.shared.__setitem__(identity, register)

    # Section 5, a writer range (its binder's SizeCode, at GPR[RegSrc] + uimm11 cells): it fits the parent, overlaps
    # nothing covered, writes a subset of the generation's PEs with its DataType; LAST (or INIT_LAST) needs every cell
    # covered and every PE arrived, and publishes the whole parent at once.
    def assembled_write(self, destination, shape, tile):
        identity, writer, modifier = destination["id"], bits_of(destination["mask"]), destination["modifier"]
        if modifier["opens"] and identity in self.generations:
            raise Fault(FAULT_BUNDLE)                            # decision 12: INIT over an open generation
        if modifier["opens"]:
            current = {"capacity": CAPACITY[modifier["parent"]], "mask": writer, "arrived": 0, "shape": shape,
                       "covered": 0, "staged": None}
        else:
            current = self.generations.get(identity)
        if current is None:
            raise Fault(FAULT_BUNDLE)
        cells, first = CAPACITY[destination["size_code"]] // CELL_BYTES, modifier["offset"]
        parent_cells = current["capacity"] // CELL_BYTES
        if first < 0 or first + cells > parent_cells:
            raise Fault(FAULT_TILE)
        if (current["covered"] >> first) & ((1 << cells) - 1):
            raise Fault(FAULT_TILE)
        if writer & ~current["mask"] or shape["data_type"] != current["shape"]["data_type"]:
            raise Fault(FAULT_TILE)
        staged = bytearray(current["staged"] or bytes(current["capacity"]))
        staged[first * CELL_BYTES:first * CELL_BYTES + len(tile)] = tile
        following = dict(current, arrived=current["arrived"] | writer, staged=bytes(staged),
                         covered=current["covered"] | ((1 << cells) - 1) << first)
        if not modifier["closes"]:
            return lambda: self.generations.__setitem__(identity, following)
        if following["covered"] != (1 << parent_cells) - 1 or following["mask"] & ~following["arrived"]:
            raise Fault(FAULT_TILE)                              # incomplete coverage, or a participant missing
        existing = self.shared.get(identity)
        self.check_destination(identity, following["mask"], existing, following["capacity"], following["shape"])
        register = self.new_object(existing, following["mask"], following["capacity"], following["shape"],
                                   following["staged"])

        def publish():
            self.shared[identity] = register
            self.generations.pop(identity, None)
        return publish

    # Section 5: a new object must fit the pool; an existing descriptor takes a writer within its allocation mask,
    # of its capacity and shape.
    def check_destination(self, identity, writer, existing, capacity, shape):
        if existing is None:
            if self.pool_in_use() + capacity > POOL_BYTES:
                raise Fault(FAULT_TILE)
            return
        d = existing["descriptor"]
        if writer & ~bits_of(d["allocation_mask"]) or d["capacity_bytes"] != capacity or any(
                d[key] != shape[key] for key in ("rows", "columns", "data_type")):
            raise Fault(FAULT_TILE)

    # Section 5: allocation = initialized = the writer's mask for a new object (an existing one keeps its allocation
    # and adds the writer to initialized); published when the writer is one PE or all four.
    @staticmethod
    def new_object(existing, writer, capacity, shape, payload):
        allocation = writer if existing is None else bits_of(existing["descriptor"]["allocation_mask"])
        initialized = writer | (0 if existing is None else bits_of(existing["descriptor"]["initialized_mask"]))
        descriptor = {"allocation_mask": mask_of(allocation), "initialized_mask": mask_of(initialized),
                      "whole_parent_ready": True, "published": bin(writer).count("1") in (1, 4),
                      "capacity_bytes": capacity}
        descriptor.update(shape)
        return {"descriptor": descriptor, "payload": payload}

    def pool_in_use(self):
        return sum(r["descriptor"]["capacity_bytes"] for r in self.shared.values())

    # ADDI (section 1.5): RegDst = SrcL + uimm12; it enters the body of an open header once it executes (step()).
    # A T or U queue source or push is outside the subset; RegDst 0 and 24..29 discard the result.
    def exec_ADDI(self, form, fields):
        if fields["SrcL"] >= FIRST_QUEUE_SOURCE or fields["RegDst"] >= FIRST_QUEUE_PUSH:
            raise Unsupported()
        if 0 < fields["RegDst"] < GPRS:
            self.gprs[fields["RegDst"]] = signed64(self.gprs[fields["SrcL"]] + fields["uimm12"])
        return None

    # Operands section 4.1, B.DIM: (RegSrc 24..31 faulted in attempt()) placement, the 16-bit sum, write-once per block.
    def exec_B_DIM(self, form, fields):
        index = LOOP_BOUND_OF_FORM[form.form_id]
        return self.write_loop_bound(index, self.gprs[fields["RegSrc"]] + fields["uimm17"])

    # Operands section 5, C.B.DIMI: (LoopNest 3 faulted in attempt()) imm8 zero-extended; B.DIM's presence bits.
    def exec_C_B_DIMI(self, form, fields):
        return self.write_loop_bound(fields["LoopNest"], fields["imm8"])

    def write_loop_bound(self, index, value):
        block = self.header()
        if block is None:
            return FAULT_BUNDLE
        if index in block.loop_bounds:
            return FAULT_BUNDLE
        block.loop_bounds[index] = value & 0xFFFF
        return None

    # Operands section 3, B.IOR: (every selector 0..23, even with no block, in attempt()) placement, one record.
    def exec_B_IOR(self, form, fields):
        block = self.header()
        if block is None:
            return FAULT_BUNDLE
        if block.scalar is not None:
            return FAULT_BUNDLE
        block.scalar = {"reg_dst": fields["RegDst"], "reg_src0": fields["RegSrc0"], "reg_src1": fields["RegSrc1"],
                        "reg_src2": fields["RegSrc2"]}
        return None

    # Semantics section 3 (decision 28), B.CATR: (every field value is assigned) placement, then one record per block.
    def exec_B_CATR(self, form, fields):
        block = self.header()
        if block is None or block.control is not None:
            return FAULT_BUNDLE
        block.control = {"trap": fields["trap"] == 1, "atomic": fields["atom"] == 1, "acquire": fields["aq"] == 1,
                         "release": fields["rl"] == 1, "far": fields["far"] == 1, "dr": fields["DR"] == 1}
        return None

    # Semantics section 3 (decision 30), B.DATR: (a reserved DataType, Layout or CMode faulted in attempt(), even with
    # no block) placement, then one record per block: every field as encoded, present set.
    def exec_B_DATR(self, form, fields):
        block = self.header()
        if block is None or block.data["present"]:
            return FAULT_BUNDLE
        block.data = {"present": True, "data_type": fields["DataType"], "layout": fields["Layout"],
                      "pad": fields["PadValueOrByteId"], "cmode": fields["CMode"], "rmode": fields["RMode"],
                      "sat": fields["Sat"] == 1, "canonicalize": fields["Canonicalize"] == 1}
        return None

    # Semantics section 3 (decision 29), B.HINT: the ordinary form is a header command, one hint per block (a block
    # TRACE opened has one); TRACE (the form with B/E) starts a block: it commits an active block first as BSTART does,
    # then opens an empty standard block, no operation and no binding, whose hint marks the trace boundary.
    def exec_B_HINT(self, form, fields):
        if "B/E" in fields:
            if self.open_block() is not None:
                fault = self.commit()  # a waiting commit raises Waiting: TRACE opens no block
                if fault is not None:
                    return fault
            self.block = Block(None)
            self.block.hint = {"trace": True, "trace_end": fields["B/E"] == 1, "branch_valid": False,
                               "branch_likely": False, "temperature": 0, "prefetch_size": 0}
            return None
        block = self.header()
        if block is None or block.hint is not None:
            return FAULT_BUNDLE
        block.hint = {"trace": False, "trace_end": False, "branch_valid": fields["V"] == 1,
                      "branch_likely": fields["L/UL"] == 1, "temperature": fields["temp"],
                      "prefetch_size": fields["prefetch_size"]}
        return None

    def records(self, names):
        """The state records beyond version 1's, by name: those of the active block, else their reset values."""
        block = self.block
        values = {"control_attributes": block.control if block is not None else None,
                  "data_attributes": block.data if block is not None else DATA_ATTRIBUTES_RESET,
                  "hint": block.hint if block is not None else None}
        return {name: values[name] for name in names if name in values}

    def observation(self, observe, gm_ranges, records=()):
        result = {}
        if records:
            result["records"] = self.records(records)
        if "decode" in observe:
            result["decoded"] = self.decoded
        if "block_phase" in observe:
            block = self.open_block()
            result["phase"] = "none" if block is None else ("body" if block.body else "header")
        if "participation" in observe:
            result["participation"] = self.block.participation() if self.block is not None else "0000"
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
            result["pool_bytes_in_use"] = self.pool_in_use()
        if "gm" in observe:
            result["gm"] = {r["name"]: write_payload(self.read_gm(r["address"], r["length"])) for r in gm_ranges}
        if "gprs" in observe:
            result["gprs"] = {"R%d" % n: self.gprs[n] for n in range(GPRS)}
        if "loop_bounds" in observe:
            bounds = self.block.loop_bounds if self.block is not None else {}
            result["loop_bounds"] = {"LB%d" % index: bounds[index] for index in sorted(bounds)}
        if "scalar_binding" in observe:
            result["scalar_binding"] = self.block.scalar if self.block is not None else None
        if "local_bindings" in observe:
            result["local_bindings"] = self.block.locals if self.block is not None else []
            result["local_sequence_closed"] = self.block is not None and self.block.sequence_closed()
        if "range_carriers" in observe:
            result["carriers"] = [dict(c, offset=str(c["offset"]))
                                  for c in (self.block.ordered_carriers() if self.block is not None else [])]
        return result

    def read_gm(self, address, length):
        """GM is zero except where the initial state or a TSTORE set it; later segments win."""
        data = bytearray(length)
        for start, content in self.gm:
            low, high = max(address, start), min(address + length, start + len(content))
            if low < high:
                data[low - address:high - address] = content[low - start:high - start]
        return bytes(data)


@functools.lru_cache(maxsize=65536)
def decode(word, bits):
    """The form of the word: the first of FORMS, most specific first, that matches; None when none does. FORMS come
    from the default decode table when main() did not load them (a harness that imports this file calls run())."""
    for form in FORMS or load_forms(DECODE_TABLE):
        if form.bits == bits and word & form.mask == form.match:
            return form
    return None


def decoding(form, fields):
    """A word's decoding as the protocol reports it: the catalog form, its handler and its fields."""
    if form is None:
        return {"form_id": None}
    return {"form_id": form.form_id, "mnemonic": form.mnemonic, "handler": form.handler, "fields": fields}
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
            "observation": machine.observation(set(request["observe"]), request.get("gm_ranges", []),
                                               request.get("records", []))}


def send(message):
    sys.stdout.buffer.write(json.dumps(message, separators=(",", ":")).encode("utf-8") + b"\n")
    sys.stdout.buffer.flush()


def error(request_id, code, text):
    log("%s: %s" % (code, text))
    send({"type": "error", "id": request_id, "code": code, "message": text})


def main(arguments):
    paths = {"--decode-table": DECODE_TABLE, "--subset-forms": SUBSET_FORMS}
    if len(arguments) % 2 or any(option not in paths for option in arguments[::2]):
        log("usage: device.py [--decode-table PATH] [--subset-forms PATH]")
        return 2
    paths.update(zip(arguments[::2], arguments[1::2]))
    try:
        load_forms(paths["--decode-table"], paths["--subset-forms"])
    except (OSError, ValueError, KeyError, TypeError) as e:
        log("cannot read the subset's forms %s or the ISA's decode table %s: %s"
            % (paths["--subset-forms"], paths["--decode-table"], e))
        return 2
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
                send({"type": "hello", "protocol": PROTOCOL, "device": IDENTITY, "observables": OBSERVABLES,
                      "records": RECORDS})
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
    sys.exit(main(sys.argv[1:]))
