import random, sys, os
sys.path.insert(0, os.path.dirname(__file__)); from common import *
D = os.path.join(os.path.dirname(__file__), "..", "pairs", "weather"); setup(D)
r = random.Random(606)
T = r'''<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:rl="urn:render-list" lang="de">
<head><meta charset="utf-8"/><title>Wetter</title>
<style>
* { box-sizing: border-box; }
img { max-width: 100%; height: auto; }
body { margin: 0; font: 16px/1.5 "DejaVu Sans", sans-serif; }
.list { width: 560px; margin: 0 auto; }
.day { display: flex; align-items: center; gap: 0.75rem; min-height: 4rem; padding: 0.5rem 1rem; border-bottom: 1px solid #dde; }
.day .when { flex: 0 0 5.5em; font-weight: bold; text-transform: uppercase; font-size: 0.8125rem; letter-spacing: 0.05em; }
.day .when small { display: block; font-weight: normal; text-transform: none; letter-spacing: 0; color: #778; }
.day .icon { flex: 0 0 auto; width: 2.5rem; }
.day .desc { flex: 1 1 0; min-width: 0; }
.day .desc p { margin: 0; line-height: 1.3; }
.day .desc .txt { font: 13px/1.25 "Liberation Sans", sans-serif; color: #445; }
.day .desc .warn { display: inline-block; margin-top: 2px; padding: 0 .4em; background: #fd3; font-size: 11px; font-weight: bold; border-radius: 2px; }
.temps { flex: 0 0 auto; text-align: right; font-size: 1.25rem; white-space: nowrap; }
.temps sub { font-size: 0.6em; color: #889; }
.temps .lo { display: block; font-size: 0.85rem; color: #66a; }
.hours { display: flex; gap: 4px; overflow: hidden; padding: 6px 1rem 10px; border-bottom: 1px solid #dde; }
.hours div { flex: 1 1 0; min-width: 0; text-align: center; font-size: 11px; line-height: 14px; }
.hours img { display: block; margin: 2px auto; width: 70%; }
.hours b { display: block; font-size: 13px; }
.alert { margin: 8px 12px; padding: 8px 12px 8px 2.5em; text-indent: -1.5em; border: 2px solid #c00; border-radius: 6px; background: #fee; font-size: 14px; line-height: 1.4; }
.alert strong { text-transform: uppercase; }
.alert .src { display: block; text-indent: 0; margin-top: .3em; font-size: 11px; color: #a55; word-break: break-all; }
.map { margin: 0; padding: 0; }
.map img { display: block; width: 100%; }
.map figcaption { padding: 4px 1rem 8px; font-size: 12px; font-style: italic; }
</style></head>
<body><div class="list" rl:list="">
<div class="day" rl:prototype="Day">
  <div class="when"><span rl:text="date" rl:format="date:EEEE">Mo</span><small rl:text="date" rl:format="date:d. MMM">1. Jan</small></div>
  <img class="icon" src="img/badge.svg" alt="" rl:attr-src="icon"/>
  <div class="desc"><p rl:text="cond">Sonnig</p><p class="txt" rl:if="txt" rl:text="txt">txt</p><span class="warn" rl:if="warn" rl:text="warn">Sturm</span></div>
  <div class="temps"><span rl:text="hi">20</span><sub>°C</sub><span class="lo" rl:text="lo">10°</span></div>
</div>
<div class="hours" rl:prototype="Hours"><div rl:each="h"><span rl:text="t">12</span><img src="img/badge.svg" alt="" rl:attr-src="i"/><b rl:text="v">20°</b><span rl:text="p">10%</span></div></div>
<p class="alert" rl:prototype="Alert"><strong rl:text="level">Warnung</strong> <span rl:text="text">text</span><a class="src" rl:text="src" href="#">src</a></p>
<figure class="map" rl:prototype="Map"><img src="img/wide.webp" alt="" rl:attr-src="img"/><figcaption rl:text="cap">Radar</figcaption></figure>
</div><nav rl:pager="">p</nav></body></html>'''
open(os.path.join(D,"template.xhtml"),"w").write(T)
CONDS=["Sonnig","Heiter bis wolkig","Gewitter mit Starkregen und Hagel","Schneeschauer","Nebel","Ясно","Переменная облачность, возможен дождь","Polojasno","Burze z gradem","晴れ時々曇り","多云转阵雨","Regen"]
ICONS=["img/badge.svg","img/logo.svg","img/av1.png","img/icon.png","img/alpha.webp","img/anim.gif","img/star.svg"]
rows=[]
for i in range(200):
    k=r.random()
    if k<0.08:
        rows.append({"cell":"Hours","h":[{"t":"%02d:00"%(h%24),"i":r.choice(ICONS[:6]),"v":"%d°"%r.randint(-20,40),"p":"%d %%"%r.randint(0,100)} for h in range(r.randint(1,12))]}); continue
    if k<0.13:
        rows.append({"cell":"Alert","level":r.choice(["Unwetterwarnung","Hitze","Штормовое предупреждение","警報"]),"text":text(r,r.choice([1,2,3])),"src":r.choice(["https://www.dwd.de/DE/wetter/warnungen_gemeinden/warnWetter_node.html?ort=M%C3%BCnchen","DWD","https://example.org/"+"x"*90])}); continue
    if k<0.16:
        rows.append({"cell":"Map","img":r.choice(["img/wide.webp","img/big.jpg","img/thumb2.png"]),"cap":text(r,1)}); continue
    row={"cell":"Day","date":"2025-%02d-%02dT12:00:00Z"%(r.randint(1,12),r.randint(1,28)),"icon":r.choice(ICONS),"cond":r.choice(CONDS),"hi":"%d°"%r.randint(-30,45),"lo":"%d°"%r.randint(-40,30)}
    if r.random()<0.6: row["txt"]=text(r,r.choice([1,2]))
    if r.random()<0.1: row["warn"]=r.choice(["Sturmböen","Glätte","Гололёд","大雨"])
    if r.random()<0.05: row["hi"]="−"+"1"*r.randint(1,12)
    rows.append(row)
dump(D, rows)
