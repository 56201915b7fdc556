import base64, asyncio
from playwright.async_api import async_playwright
specs = [("av1","png",48,48),("av2","jpeg",40,40),("av3","webp",56,56),("thumb1","jpeg",120,80),("thumb2","png",90,120),
         ("wide","webp",300,100),("icon","png",16,16),("big","jpeg",800,400)]
async def main():
    async with async_playwright() as p:
        b = await p.chromium.launch(executable_path='/usr/bin/chromium')
        pg = await b.new_page()
        for name,fmt,w,h in specs:
            url = await pg.evaluate("""([fmt,w,h])=>{const c=document.createElement('canvas');c.width=w;c.height=h;const x=c.getContext('2d');
              x.fillStyle='#'+((w*h*2654435761)%16777215).toString(16).padStart(6,'0');x.fillRect(0,0,w,h);x.fillStyle='#fff';x.beginPath();x.arc(w/2,h/2,Math.min(w,h)/3,0,7);x.fill();
              return c.toDataURL('image/'+fmt,0.8)}""", [fmt,w,h])
            ext = {'jpeg':'jpg'}.get(fmt,fmt)
            open(f'img/{name}.{ext}','wb').write(base64.b64decode(url.split(',',1)[1]))
            print(name, ext, url[:30])
        await b.close()
asyncio.run(main())
# GIF by hand: 1x1 scaled? write a 24x18 GIF via canvas not supported; do minimal GIF
import struct
def gif(w,h):
    hdr=b'GIF89a'+struct.pack('<HHBBB',w,h,0x80,0,0)+b'\xff\x00\x00\x00\x00\xff'
    img=b','+struct.pack('<HHHHB',0,0,w,h,0)
    # LZW min code size 2, data: clear code then codes... simpler: use uncompressed trick with clear codes
    import math
    n=w*h; codes=[]; 
    # emit clear(4) before every 2 pixels keeps code size 3 bits
    for i in range(n):
        if i%2==0: codes.append(4)
        codes.append(0)
    codes.append(5)
    bits=0;nb=0;out=bytearray()
    for c in codes:
        bits|=c<<nb; nb+=3
        while nb>=8: out.append(bits&255); bits>>=8; nb-=8
    if nb: out.append(bits&255)
    data=b''
    for i in range(0,len(out),255): data+=bytes([len(out[i:i+255])])+out[i:i+255]
    return hdr+img+b'\x02'+data+b'\x00;'
open('img/anim.gif','wb').write(gif(24,18))
open('img/flag.gif','wb').write(gif(30,20))
open('img/logo.svg','w').write('<svg xmlns="http://www.w3.org/2000/svg" width="40px" height="28px"><rect width="40" height="28" fill="#36c"/></svg>')
open('img/badge.svg','w').write('<svg xmlns="http://www.w3.org/2000/svg" width="18" height="18"><circle cx="9" cy="9" r="9" fill="#c33"/></svg>')
open('img/star.svg','w').write('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M12 2l3 7h7l-6 5 2 8-6-4-6 4 2-8-6-5h7z"/></svg>')
