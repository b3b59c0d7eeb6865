#!/usr/bin/python3
"""DSSE envelopes checked and made by securesystemslib, to test the reports module's DsseEnvelope against.

  dsse_interop.py verify ENVELOPE PUBKEY.pem KEYID
      exit 0 and print the payloadType when a signature of ENVELOPE whose keyid is KEYID verifies with the
      Ed25519 key in PUBKEY.pem; exit 1 when none does.
  dsse_interop.py sign PAYLOAD_FILE PAYLOAD_TYPE PRIVKEY.pem KEYID OUT_ENVELOPE
      sign PAYLOAD_FILE with the Ed25519 private key in PRIVKEY.pem (PKCS#8 PEM) and write a DSSE envelope.

Any other failure (usage, unreadable key, malformed envelope) exits 2.

The keys are read from PEM by python3-cryptography; the Ed25519 signing and verifying is securesystemslib's
(SSlibSigner, SSlibKey.verify_signature). Debian 12's securesystemslib (0.26) has no DSSE module, so the
envelope's JSON and the pre-authentication encoding are written here from the DSSE v1 specification, and the
encoding is checked against the specification's own example before anything is signed or verified.
"""

import base64
import binascii
import hashlib
import json
import sys

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey
from securesystemslib import exceptions
from securesystemslib.signer import Signature, SSlibKey, SSlibSigner


def pae(payload_type: str, payload: bytes) -> bytes:
    """DSSE v1: "DSSEv1" SP LEN(type) SP type SP LEN(body) SP body, lengths in bytes, in ASCII decimal."""
    type_bytes = payload_type.encode("utf-8")
    return b"DSSEv1 %d %s %d %s" % (len(type_bytes), type_bytes, len(payload), payload)


# The example in the DSSE specification (protocol.md, "Test Vectors").
assert pae("http://example.com/HelloWorld", b"hello world") == b"DSSEv1 29 http://example.com/HelloWorld 11 hello world"


class Refused(Exception):
    """The input is not what the command needs; exit 2."""


def b64decode(text, field):
    if not isinstance(text, str):
        raise Refused(field + ": missing or not a string")
    try:
        return base64.b64decode(text, validate=True)
    except binascii.Error:
        try:
            return base64.urlsafe_b64decode(text)  # DSSE allows URL-safe base64 too
        except binascii.Error:
            raise Refused(field + ": not base64")


def public_key(pem_path, keyid):
    with open(pem_path, "rb") as f:
        key = serialization.load_pem_public_key(f.read())
    if not isinstance(key, Ed25519PublicKey):
        raise Refused(pem_path + ": not an Ed25519 public key")
    der = key.public_bytes(serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo)
    if hashlib.sha256(der).hexdigest() != keyid:
        raise Refused("key id %s is not the SHA-256 of %s's DER (%s)" % (keyid, pem_path, hashlib.sha256(der).hexdigest()))
    raw = key.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    return SSlibKey(keyid, "ed25519", "ed25519", {"public": raw.hex()})


def verify(envelope_path, pem_path, keyid):
    key = public_key(pem_path, keyid)
    with open(envelope_path, "rb") as f:
        try:
            envelope = json.load(f)
        except ValueError as e:
            raise Refused(envelope_path + ": not JSON: " + str(e))
    if not isinstance(envelope, dict):
        raise Refused(envelope_path + ": not a JSON object")
    payload_type = envelope.get("payloadType")
    if not isinstance(payload_type, str):
        raise Refused("payloadType: missing or not a string")
    payload = b64decode(envelope.get("payload"), "payload")
    signatures = envelope.get("signatures")
    if not isinstance(signatures, list) or not signatures:
        raise Refused("signatures: missing or empty")
    encoded = pae(payload_type, payload)
    for entry in signatures:
        if not isinstance(entry, dict) or entry.get("keyid") != keyid:
            continue
        sig = b64decode(entry.get("sig"), "signatures[].sig")
        try:
            key.verify_signature(Signature(keyid, sig.hex()), encoded)
        except exceptions.UnverifiedSignatureError:
            continue  # VerificationError, a malformed signature, is a subclass: it verifies nothing either
        print(payload_type)
        return 0
    print("no signature with key id %s verifies with %s" % (keyid, pem_path), file=sys.stderr)
    return 1


def sign(payload_path, payload_type, pem_path, keyid, out_path):
    with open(pem_path, "rb") as f:
        private = serialization.load_pem_private_key(f.read(), password=None)
    if not isinstance(private, Ed25519PrivateKey):
        raise Refused(pem_path + ": not an Ed25519 private key")
    seed = private.private_bytes(serialization.Encoding.Raw, serialization.PrivateFormat.Raw,
                                 serialization.NoEncryption())
    public = private.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    signer = SSlibSigner({"keyid": keyid, "keytype": "ed25519", "scheme": "ed25519",
                          "keyval": {"public": public.hex(), "private": seed.hex()}})
    with open(payload_path, "rb") as f:
        payload = f.read()
    signature = signer.sign(pae(payload_type, payload))
    envelope = {
        "payload": base64.b64encode(payload).decode("ascii"),
        "payloadType": payload_type,
        "signatures": [{"keyid": keyid, "sig": base64.b64encode(bytes.fromhex(signature.signature)).decode("ascii")}],
    }
    with open(out_path, "w", encoding="utf-8") as f:
        json.dump(envelope, f, indent=2)
        f.write("\n")
    return 0


def main(argv):
    try:
        if len(argv) == 4 and argv[0] == "verify":
            return verify(*argv[1:])
        if len(argv) == 6 and argv[0] == "sign":
            return sign(*argv[1:])
        print(__doc__, file=sys.stderr)
        return 2
    except (Refused, OSError, ValueError, exceptions.Error) as e:
        print("dsse_interop: " + str(e), file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
