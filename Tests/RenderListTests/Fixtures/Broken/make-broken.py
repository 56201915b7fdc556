#!/usr/bin/env python3
"""Writes the broken data files that render-list must refuse quickly, in one line, naming the
file (and its line and column where it has them). Run it from this folder; the output is
committed. Files nested thousands of levels deep are made by the test itself (they are big)."""
import struct

HEAD = ('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" '
        '"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n')


def write(name, data):
    with open(name, "wb") as out:
        out.write(data if isinstance(data, bytes) else data.encode())


def binary_plist(objects, top=0):
    """A binary plist with one-byte offsets and references."""
    body, offsets = b"bplist00", []
    for item in objects:
        offsets.append(len(body))
        body += item
    table = len(body)
    return body + bytes(offsets) + bytes(6) + bytes([1, 1]) + struct.pack(">QQQ", len(objects), top, table)


def date_row(seconds):
    return binary_plist([bytes([0xA1, 1]), bytes([0xD1, 2, 3]), b"\x51d", b"\x33" + struct.pack(">d", seconds)])


write("truncated.plist", HEAD + "<array>\n<dict><key>text</key><string>a</str")
write("mismatched-tags.plist", HEAD + "<array>\n<dict><key>text</key><string>a</dict></array></plist>")
write("empty.plist", b"")
write("whitespace.json", b"  \n\t\n")
write("string-root.plist", HEAD + "<string>just text</string></plist>")
write("number-root.json", "42")
write("integer-65-bits.plist", HEAD + "<array><dict><key>n</key><integer>36893488147419103232</integer></dict></array></plist>")
write("integer-65-bits.json", '[{"n": 36893488147419103232}]')
write("not-a-date.plist", HEAD + "<array><dict><key>d</key><date>NaN</date></dict></array></plist>")
write("nan-date-binary.plist", date_row(float("nan")))
write("infinite-date-binary.plist", date_row(float("inf")))
write("trailing-comma.json", '[{"text": "a",}]')
write("unclosed.json", '[{"text": "a"}')
write("single-quotes.json", "[{'text': 'a'}]")
write("invalid-utf8.plist", (HEAD + "<array><string>ab\xffcd</string></array></plist>").encode("latin-1"))
write("invalid-utf8.json", b'[{"text": "ab\xffcd"}]')
write("overlong-utf8.json", b'[{"text": "\xc0\xafetc"}]')
write("bad-magic-binary.plist", b"bplist99" + bytes(40))
write("truncated-trailer-binary.plist", binary_plist([b"\x51a"])[:-10])
