# Makes small raster images (PNG/JPEG/WebP) with Chromium's canvas, and SVGs by hand.
import base64, os, random
from playwright.sync_api import sync_playwright
out = "/tmp/outside15/work/img"
sizes = [(40,40),(80,45),(45,80),(120,37),(33,99),(101,67),(7,13),(250,250),(64,48),(48,64)]
with sync_playwright() as p:
    b = p.chromium.launch(executable_path="/usr/bin/chromium")
    pg = b.new_page()
    for i,(w,h) in enumerate(sizes):
        for fmt, ext in (("image/png","png"),("image/jpeg","jpg"),("image/webp","webp")):
            url = pg.evaluate("""([w,h,fmt,i]) => { const c=document.createElement('canvas'); c.width=w; c.height=h;
              const x=c.getContext('2d'); x.fillStyle='hsl('+(i*37)+',60%,50%)'; x.fillRect(0,0,w,h);
              x.fillStyle='#fff'; x.fillRect(w/4,h/4,w/2,h/2); return c.toDataURL(fmt, 0.9); }""", [w,h,fmt,i])
            assert url.startswith("data:"+fmt), (fmt, url[:30])
            open(f"{out}/p{i}_{w}x{h}.{ext}","wb").write(base64.b64decode(url.split(",",1)[1]))
    b.close()
for i,(w,h) in enumerate([(24,24),(100,30),(30,100),(55,21),(17,17)]):
    open(f"{out}/s{i}_{w}x{h}.svg","w").write(f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}px" height="{h}px" viewBox="0 0 {w} {h}"><rect width="{w}" height="{h}" fill="#c84"/></svg>')
# an SVG with only a viewBox (no px size): intrinsic ratio only
open(f"{out}/v0_ratio.svg","w").write('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="#48c"/></svg>')
print(sorted(os.listdir(out)))
