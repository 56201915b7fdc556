import base64, asyncio, struct
from playwright.async_api import async_playwright
async def main():
    async with async_playwright() as p:
        b = await p.chromium.launch(executable_path='/usr/bin/chromium')
        pg = await b.new_page()
        for name,fmt,w,h,q,alpha in [("alpha","webp",64,32,0.8,True),("lossless","webp",50,30,1.0,False),("photo","jpeg",120,60,0.9,False)]:
            url = await pg.evaluate("""([fmt,w,h,q,a])=>{const c=document.createElement('canvas');c.width=w;c.height=h;const x=c.getContext('2d');
              x.fillStyle='#3a7';x.fillRect(0,0,w,a?h/2:h);return c.toDataURL('image/'+fmt,q)}""", [fmt,w,h,q,alpha])
            open(f'img/{name}.{ "jpg" if fmt=="jpeg" else fmt}','wb').write(base64.b64decode(url.split(',',1)[1]))
        await b.close()
asyncio.run(main())
# EXIF orientation 6 JPEG
j=open('img/photo.jpg','rb').read()
def exif(entries):
    # TIFF big-endian
    ifd=struct.pack('>H',len(entries))
    for tag,typ,cnt,val in entries: ifd+=struct.pack('>HHI',tag,typ,cnt)+val
    ifd+=b'\0\0\0\0'
    tiff=b'MM\0*'+struct.pack('>I',8)+ifd
    return b'Exif\0\0'+tiff
seg=exif([(0x0112,3,1,struct.pack('>HH',6,0))])
app1=b'\xff\xe1'+struct.pack('>H',len(seg)+2)+seg
open('img/rot6.jpg','wb').write(j[:2]+app1+j[2:])
