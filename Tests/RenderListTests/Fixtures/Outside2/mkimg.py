import zlib, struct
def png(path, w, h, rgb):
    raw = b''.join(b'\x00' + bytes(rgb) * w for _ in range(h))
    def chunk(t, d): return struct.pack('>I', len(d)) + t + d + struct.pack('>I', zlib.crc32(t + d) & 0xffffffff)
    data = b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', w, h, 8, 2, 0, 0, 0)) + chunk(b'IDAT', zlib.compress(raw)) + chunk(b'IEND', b'')
    open(path, 'wb').write(data)
png('img/avatar64.png', 64, 64, (200, 80, 80))
png('img/avatar48.png', 48, 48, (80, 160, 80))
png('img/banner300x100.png', 300, 100, (80, 80, 200))
png('img/tall40x90.png', 40, 90, (120, 120, 40))
png('img/wide640x120.png', 640, 120, (10, 120, 140))
open('img/logo.svg', 'w').write('<svg xmlns="http://www.w3.org/2000/svg" width="56" height="56" viewBox="0 0 56 56"><rect width="56" height="56" fill="#385"/></svg>')
open('img/badge.svg', 'w').write('<svg xmlns="http://www.w3.org/2000/svg" width="120px" height="30px"><rect width="120" height="30" fill="#c33"/></svg>')
