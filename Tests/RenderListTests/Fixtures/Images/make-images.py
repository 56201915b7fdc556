#!/usr/bin/env python3
"""Writes tiny image files of known pixel sizes, one or more per format the image header reader
knows, for ImageHeaderTests and the end-to-end check against Chromium. Run it from this folder;
the output is committed. Everything is encoded here with the standard library only, so every
file except lossy.webp (a VP8 header over a body no decoder accepts) is a complete image a
browser decodes: solid mid-grey PNG, GIF, JPEG and lossless WebP."""
import struct
import zlib


def write(name, data):
    with open(name, "wb") as out:
        out.write(data if isinstance(data, bytes) else data.encode())


def png(width, height):
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)  # 8-bit greyscale
    raw = b"".join(b"\x00" + b"\x80" * width for _ in range(height))
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")


def gif(width, height):
    """GIF89a with a two-colour table; every pixel is colour 0, coded as CLEAR, 0 pairs so the
    LZW code size never grows."""
    head = b"GIF89a" + struct.pack("<HHBBB", width, height, 0x80, 0, 0) + b"\x80\x80\x80\xff\xff\xff"
    image = b"\x2c" + struct.pack("<HHHHB", 0, 0, width, height, 0)
    codes = [4, 0] * (width * height) + [5]  # min code size 2: CLEAR = 4, END = 5, 3-bit codes
    bits, count, data = 0, 0, bytearray()
    for code in codes:
        bits |= code << count
        count += 3
        while count >= 8:
            data.append(bits & 0xFF)
            bits >>= 8
            count -= 8
    if count:
        data.append(bits & 0xFF)
    blocks = b"".join(bytes([len(data[i:i + 255])]) + bytes(data[i:i + 255]) for i in range(0, len(data), 255))
    return head + image + b"\x02" + blocks + b"\x00\x3b"


def jpeg(width, height, progressive):
    """A grey JPEG (one component, value 128 everywhere: every DC difference and AC coefficient
    is 0). Baseline: one scan, each block DC category 0 (code 00) and EOB (1010). Progressive:
    one DC-first scan only, each block 00; the AC coefficients are left 0."""
    def segment(marker, body):
        return b"\xff" + bytes([marker]) + struct.pack(">H", len(body) + 2) + body
    quant = segment(0xDB, b"\x00" + b"\x01" * 64)
    sof = segment(0xC2 if progressive else 0xC0, struct.pack(">BHHB", 8, height, width, 1) + b"\x01\x11\x00")
    dc = b"\x00" + bytes([0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0]) + bytes(range(12))
    ac_counts = [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7D]
    ac_values = bytes.fromhex(
        "01020300041105122131410613516107227114328191a1082342b1c11552d1f02433627282090a161718191a25262728292a"
        "3435363738393a434445464748494a535455565758595a636465666768696a737475767778797a838485868788898a9293"
        "9495969798999aa2a3a4a5a6a7a8a9aab2b3b4b5b6b7b8b9bac2c3c4c5c6c7c8c9cad2d3d4d5d6d7d8d9dae1e2e3e4e5e6"
        "e7e8e9eaf1f2f3f4f5f6f7f8f9fa")
    huffman = segment(0xC4, dc + b"\x10" + bytes(ac_counts) + ac_values)
    blocks = ((width + 7) // 8) * ((height + 7) // 8)
    pattern = "00" if progressive else "001010"
    bits = pattern * blocks
    bits += "1" * (-len(bits) % 8)
    data = bytes(int(bits[i:i + 8], 2) for i in range(0, len(bits), 8))
    scan = segment(0xDA, b"\x01\x01\x00" + (b"\x00\x00\x00" if progressive else b"\x00\x3f\x00"))
    return b"\xff\xd8" + quant + sof + huffman + scan + data + b"\xff\xd9"


def vp8l(width, height):
    """Lossless WebP bitstream of one colour: five simple prefix codes of one symbol each, so a
    pixel takes no bits at all."""
    fields = [(0x2F, 8), (width - 1, 14), (height - 1, 14), (0, 1), (0, 3), (0, 1), (0, 1), (0, 1)]
    for symbol in (0x80, 0x80, 0x80, 0xFF, 0):  # green, red, blue, alpha, distance
        fields += [(1, 1), (0, 1), (1, 1), (symbol, 8)]
    value, count = 0, 0
    for field, size in fields:
        value |= field << count
        count += size
    return value.to_bytes((count + 7) // 8, "little")


def riff(chunks):
    def chunk(kind, body):
        return kind + struct.pack("<I", len(body)) + body + (b"\x00" if len(body) % 2 else b"")
    body = b"WEBP" + b"".join(chunk(kind, data) for kind, data in chunks)
    return b"RIFF" + struct.pack("<I", len(body)) + body


def vp8x(width, height, inner):
    canvas = (width - 1).to_bytes(3, "little") + (height - 1).to_bytes(3, "little")
    return riff([(b"VP8X", b"\x00\x00\x00\x00" + canvas), (b"VP8L", inner)])


def lossy_header(width, height):
    """A VP8 key frame header (frame tag, start code, 14-bit sizes) over a body of zeros."""
    tag = b"\x50\x02\x00"  # key frame, version 0, shown, first partition size 0x13
    return riff([(b"VP8 ", tag + b"\x9d\x01\x2a" + struct.pack("<HH", width, height) + bytes(20))])


def svg(attributes):
    return f'<svg xmlns="http://www.w3.org/2000/svg" {attributes}><rect width="100%" height="100%" fill="#888"/></svg>\n'


write("wide.png", png(40, 10))
write("tall.png", png(10, 30))
write("icon@2x.png", png(24, 24))
write("banner.gif", gif(30, 20))
write("baseline.jpg", jpeg(24, 16, progressive=False))
write("progressive.jpg", jpeg(16, 40, progressive=True))
write("lossless.webp", riff([(b"VP8L", vp8l(20, 10))]))
write("extended.webp", vp8x(30, 15, vp8l(30, 15)))
write("lossy.webp", lossy_header(50, 25))
write("sized.svg", svg('width="120" height="60"'))
write("viewbox.svg", svg('viewBox="0 0 40 10"'))
write("width-and-viewbox.svg", svg('width="90" viewBox="0 0 30 10"'))
write("units.svg", svg('width="1in" height="36pt"'))
write("percent.svg", svg('width="100%" height="50%" viewBox="0 0 20 10"'))
write("bare.svg", svg(''))
write("prolog.svg", '<?xml version="1.0"?>\n<!-- a comment with <svg width="1" height="1"> -->\n'
      '<!DOCTYPE svg>\n' + svg("width='48px' height = '32'"))
