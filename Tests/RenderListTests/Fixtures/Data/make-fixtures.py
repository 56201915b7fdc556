#!/usr/bin/env python3
"""Writes the Data stage's test fixtures into this folder (run it from anywhere).

Valid binary property lists come from plistlib (FMT_BINARY); hostile ones from a tiny
hand-written encoder below, so that each defect is exactly the one named.
"""
import datetime
import json
import os
import plistlib
import struct

HERE = os.path.dirname(os.path.abspath(__file__))


def write(name, data):
    with open(os.path.join(HERE, name), "wb") as out:
        out.write(data if isinstance(data, bytes) else data.encode("utf-8"))


QUOTES = [
    {"text": "Stay hungry.", "personName": "Steve", "imageName": "steve.jpg"},
    {"text": "Simplicity is prerequisite for reliability.", "personName": "Edsger"},
    {"cell": "AdCell", "title": "Sponsored", "text": "Buy more quotes."},
    "A plain quote",
]
SECTIONS = {"sections": [
    {"title": "Classics", "footer": "2 quotes", "rows": QUOTES[:2]},
    {"title": "Ads", "rows": [QUOTES[2]]},
    {"rows": []},
]}
DATE = datetime.datetime(2024, 3, 1, 12, 0, 0)
ALL_TYPES = [{
    "string": "héllo", "integer": -42, "real": 2.5, "yes": True, "no": False,
    "date": DATE, "data": b"\x00\x01hi", "array": [1, "two"], "dict": {"nested": 1.0},
}, 7, 2.5, True, DATE, "text"]


def xml(value):
    return plistlib.dumps(value, fmt=plistlib.FMT_XML, sort_keys=True)


def binary(value):
    return plistlib.dumps(value, fmt=plistlib.FMT_BINARY, sort_keys=True)


def encode(objects, top=0, ref_size=1, offset_size=1, count=None, patch_offsets=None):
    """A binary plist of objects: bytes, or ("A", refs) / ("D", key_refs, value_refs)."""
    body = b"bplist00"
    offsets = []
    for obj in objects:
        offsets.append(len(body))
        if isinstance(obj, tuple):
            refs = obj[1] if obj[0] == "A" else obj[1] + obj[2]
            marker = (0xA0 if obj[0] == "A" else 0xD0) | len(obj[1])
            obj = bytes([marker]) + b"".join(r.to_bytes(ref_size, "big") for r in refs)
        body += obj
    for index, value in (patch_offsets or {}).items():
        offsets[index] = value
    table = len(body)
    body += b"".join(o.to_bytes(offset_size, "big") for o in offsets)
    n = len(objects) if count is None else count
    return body + struct.pack(">6xBBQQQ", offset_size, ref_size, n, top, table)


def array(*refs):
    return ("A", list(refs))


def dict1(key_ref, value_ref):
    return ("D", [key_ref], [value_ref])


def ascii(text):
    return bytes([0x50 | len(text)]) + text.encode("ascii")


def hostile():
    # root [ {"text": "hi"} ] with one defect each
    ok = [array(1), dict1(2, 3), ascii("text"), ascii("hi")]
    write("binary-ok-handmade.plist", encode(ok))
    write("binary-bad-offset.plist", encode(ok, patch_offsets={3: 200}))
    write("binary-bad-reference.plist", encode([array(1), dict1(2, 9), ascii("text"), ascii("hi")]))
    write("binary-huge-count.plist", encode(ok, count=(1 << 62)))
    write("binary-huge-array.plist", encode([bytes([0xAF, 0x12, 0xFF, 0xFF, 0xFF, 0xF0]), ascii("x")]))
    whole = encode(ok)
    write("binary-truncated.plist", whole[: len(whole) - 20])
    # a row whose field "text" is the row itself
    write("binary-cycle.plist", encode([array(1), dict1(2, 1), ascii("text")]))
    # 40 arrays, each holding the next twice: 2^40 objects when expanded
    chain = [array(1), dict1(2, 3), ascii("text")]
    for level in range(40):
        chain.append(array(4 + level, 4 + level))
    chain.append(ascii("leaf"))
    write("binary-exponential.plist", encode(chain))
    # 600 nested arrays under a row's field
    deep = [array(1), dict1(2, 3), ascii("text")]
    for level in range(600):
        deep.append(array(4 + level) if level < 599 else array())
    write("binary-deep.plist", encode(deep, ref_size=2, offset_size=4))
    big = bytes([0x14]) + (1).to_bytes(8, "big") + (0).to_bytes(8, "big")
    write("binary-int128.plist", encode([array(1), dict1(2, 3), ascii("n"), big]))
    write("binary-nonascii.plist", encode([array(1), dict1(2, 3), ascii("text"), bytes([0x52, 0x68, 0xE9])]))
    write("binary-set.plist", encode([bytes([0xC1, 1]), ascii("x")]))


def main():
    write("quotes.plist", xml(QUOTES))
    write("quotes-binary.plist", binary(QUOTES))
    write("quotes.json", json.dumps(QUOTES, indent=2, ensure_ascii=False))
    write("json-named.plist", json.dumps(QUOTES))
    write("sections.plist", xml(SECTIONS))
    write("sections-binary.plist", binary(SECTIONS))
    write("sections.json", json.dumps(SECTIONS, indent=1))
    write("titled-rows.plist", xml({"footer": "The end", "rows": QUOTES[:2], "title": "Quotes"}))
    write("arrays.json", json.dumps([QUOTES[:2], [], ["x", "y"]]))
    write("all-types.plist", xml(ALL_TYPES))
    write("all-types-binary.plist", binary(ALL_TYPES))
    hostile()


if __name__ == "__main__":
    main()
