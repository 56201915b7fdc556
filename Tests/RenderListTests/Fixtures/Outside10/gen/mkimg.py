# Generates small test images with Chromium canvas (PNG/JPEG/WebP) and hand-written GIF/SVG.
import base64, struct, asyncio
from playwright.sync_api import sync_playwright
specs = [("sq.png",48,48,"image/png"),("wide.png",120,40,"image/png"),("tall.png",30,90,"image/png"),
         ("photo.jpg",160,90,"image/jpeg"),("portrait.jpg",60,80,"image/jpeg"),("odd.jpg",37,23,"image/jpeg"),
         ("thumb.webp",100,75,"image/webp"),("banner.webp",300,50,"image/webp"),("tiny.png",7,13,"image/png")]
with sync_playwright() as p:
    b = p.chromium.launch(executable_path="/usr/bin/chromium")
    pg = b.new_page()
    for name,w,h,mime in specs:
        url = pg.evaluate("""([w,h,m])=>{const c=document.createElement('canvas');c.width=w;c.height=h;const x=c.getContext('2d');
        x.fillStyle='#'+((w*7919+h*104729)%0xffffff).toString(16).padStart(6,'0');x.fillRect(0,0,w,h);x.fillStyle='#fff';x.fillRect(w/4,h/4,w/2,h/2);return c.toDataURL(m,0.8)}""",[w,h,mime])
        open("img/"+name,"wb").write(base64.b64decode(url.split(",",1)[1]))
    b.close()
def gif(w,h):
    hdr=b"GIF89a"+struct.pack("<HHBBB",w,h,0x80,0,0)+b"\xff\x00\x00\x00\x00\xff"
    img=b","+struct.pack("<HHHHB",0,0,w,h,0)
    # LZW min code size 2, data: clear, then pixels index 0 ... simple: use uncompressed-ish encoding with clear codes
    import math
    npx=w*h; codes=[]; 
    # emit clear code every 2 pixels to keep code size at 3 bits
    bits=[]; 
    for i in range(npx):
        if i%2==0: bits.append((4,3))
        bits.append((i%2,3))
    bits.append((5,3))
    acc=0;n=0;out=bytearray()
    for c,s in bits:
        acc|=c<<n;n+=s
        while n>=8: out.append(acc&255);acc>>=8;n-=8
    if n: out.append(acc&255)
    data=bytearray([2])
    for i in range(0,len(out),255):
        ch=out[i:i+255];data.append(len(ch));data+=ch
    data.append(0)
    return hdr+img+bytes(data)+b";"
open("img/anim.gif","wb").write(gif(64,24))
open("img/sq.gif","wb").write(gif(20,20))
svg=lambda w,h,c:f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}px" height="{h}px" viewBox="0 0 {w} {h}"><rect width="{w}" height="{h}" fill="{c}"/><circle cx="{w/2}" cy="{h/2}" r="{min(w,h)/3}" fill="#fff"/></svg>'
open("img/logo.svg","w").write(svg(40,40,"#246"))
open("img/flag.svg","w").write(svg(30,20,"#c33"))
open("img/strip.svg","w").write(svg(90,18,"#393"))
