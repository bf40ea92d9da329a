#!/usr/bin/env python3
"""Writes inflate.zip, the fixture of InflateTests: entries deflated by Python's zlib, so that reading them
back checks our inflater against another one (the sizes and CRC-32s in the zip are zlib's, of the original bytes).

- mixed.bin: 120 KB in three parts, twice: random bytes (deflate stores them: type-0 blocks), a text
  repeated at distances up to 32 KB (long matches, far look-backs) and a run of one byte (the longest
  matches). The first time deflated at level 9, then, in the same stream after a full flush, by a second
  compressor at level 1 with a fixed-Huffman strategy: one stream whose blocks are stored, dynamic and fixed.
- stored.bin: 20 KB kept as they are (method 0, no deflate at all).
- empty.bin: no bytes, deflated (a two-byte stream).
Deterministic: the random bytes come from a fixed seed. The zip is written field by field (APPNOTE 4.3).
"""
import os
import random
import struct
import zlib

here = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20261207)
noise = bytes(rng.getrandbits(8) for _ in range(40_000))
line = "".join(f"<Record type=\"HKQuantityTypeIdentifierStepCount\" value=\"{n % 97}\"/>\n" for n in range(500)).encode()
text = (line * 2)[:50_000]
mixed = noise + text + b"x" * 30_000

first = zlib.compressobj(9, zlib.DEFLATED, -15)
second = zlib.compressobj(1, zlib.DEFLATED, -15, 9, zlib.Z_FIXED)
mixed_stream = first.compress(mixed) + first.flush(zlib.Z_FULL_FLUSH) + second.compress(mixed) + second.flush()
assert zlib.decompress(mixed_stream, -15) == mixed + mixed
empty = zlib.compressobj(6, zlib.DEFLATED, -15)
entries = [
    ("mixed.bin", 8, mixed + mixed, mixed_stream),
    ("stored.bin", 0, noise[:20_000], noise[:20_000]),
    ("empty.bin", 8, b"", empty.compress(b"") + empty.flush()),
]
out, central = bytearray(), bytearray()
for name, method, data, stored in entries:
    crc, encoded = zlib.crc32(data), name.encode()
    offset = len(out)
    out += struct.pack("<IHHHHHIIIHH", 0x04034B50, 20, 0, method, 0, 0x5987, crc, len(stored), len(data), len(encoded), 0)
    out += encoded + stored
    central += struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 20, 20, 0, method, 0, 0x5987, crc, len(stored), len(data),
                           len(encoded), 0, 0, 0, 0, 0, offset) + encoded
directory = len(out)
out += central + struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, len(entries), len(entries), len(central), directory, 0)
with open(os.path.join(here, "inflate.zip"), "wb") as file:
    file.write(out)
for name, method, data, stored in entries:
    print(name, method, len(data), len(stored), f"{zlib.crc32(data):08X}")
