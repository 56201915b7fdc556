import os,sys; os.chdir(os.path.dirname(os.path.abspath(__file__)))
import json, random; sys.path.insert(0, "../common")
from texts import *
r = random.Random(606)
T = r'''<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:rl="urn:render-list" lang="en">
<head><meta charset="utf-8"/><title>Glossary</title>
<style>
body { margin: 0; font-family: "DejaVu Serif", serif; font-size: 16px; color: #222; background: #fffdf8; }
.list { width: 36rem; margin: 0 auto; }
.entry { padding: 14px 18px 16px; border-bottom: 1px solid #e9e4d8; }
.hw { margin: 0; font-size: 1.75em; font-weight: normal; line-height: 1.25; }
.hw.cjk { font-family: "Noto Serif CJK SC", serif; }
.reading { margin-left: 0.5em; font-family: "DejaVu Sans", sans-serif; font-size: 0.5em; color: #777; letter-spacing: 0.05em; }
.pos { display: inline-block; margin: 2px 0 6px; padding: 0 6px; font-family: "DejaVu Sans", sans-serif; font-size: 11px; line-height: 18px; font-style: italic; border-radius: 3px; background: #efe9dc; }
.defs { margin: 0; padding-left: 1.6em; }
.defs.zh { list-style-type: cjk-decimal; padding-left: 2.4em; }
.defs li { margin: 0 0 4px; text-align: justify; }
.ex { margin: 2px 0 0; font-family: "DejaVu Sans", sans-serif; font-size: 0.875em; color: #555; }
.ex[lang|="ko"] { word-break: keep-all; }
.ex .tr { display: block; font-style: italic; color: #777; }
.usage { margin: 8px 0 0; font-family: "DejaVu Sans", sans-serif; font-size: 0.8125em; }
.usage summary { font-weight: bold; color: #7a5c2e; }
.usage p { margin: 4px 0 0 1em; }
.see { margin: 8px 0 0; font-family: "DejaVu Sans", sans-serif; font-size: 0.8125em; }
.see a { display: inline-block; margin: 0 4px 2px 0; padding: 0 6px; border: 1px solid #d8cfbb; border-radius: 10px; color: #7a5c2e; text-decoration: none; }
.letter { margin: 0; padding: 24px 18px 4px; font-family: "DejaVu Sans", sans-serif; font-size: 2rem; font-weight: bold; line-height: 1; color: #b9a57e; border-bottom: 2px solid #b9a57e; }
</style></head>
<body><main>
<div class="list" rl:list="">
 <article class="entry" rl:prototype="Entry">
  <h3 rl:attr-class="hwclass" rl:attr-lang="lang"><span rl:text="hw">词</span><span class="reading" rl:if="reading" rl:text="reading">cí</span></h3>
  <span class="pos" rl:text="pos">noun</span>
  <ol rl:attr-class="defclass"><li rl:each="defs"><span rl:text="d" rl:attr-lang="dl">definition</span><p class="ex" rl:if="ex" rl:attr-lang="exl"><span rl:text="ex">example</span><span class="tr" rl:if="tr" rl:text="tr">translation</span></p></li></ol>
  <details class="usage" open="" rl:if="usage"><summary rl:text="usagetitle">Usage notes</summary><p rl:text="usage" rl:attr-lang="ul">note</p></details>
  <p class="see" rl:if="see">See also: <a rl:each="see" rl:attr-href="href" rl:text="w">word</a></p>
 </article>
 <h2 class="letter" rl:prototype="Header" rl:text="title">A</h2>
</div></main></body></html>'''
open("template.xhtml","w").write(T)
HW = [("zh","学习","xuéxí"),("zh","电脑","diànnǎo"),("zh-TW","電腦","ㄉㄧㄢˋ ㄋㄠˇ"),("zh-TW","資料庫","zīliàokù"),("ja","勉強","べんきょう"),("ja","コンピューター","konpyūtā"),("ja","木漏れ日","こもれび"),("ko","공부","gongbu"),("ko","컴퓨터","keompyuteo"),("zh","一丝不苟","yī sī bù gǒu"),("ja","いただきます",""),("zh","画蛇添足","huà shé tiān zú")]
DEFS = {"en":["to study; to learn","computer","sunlight filtering through the leaves of trees","to be meticulous and careful, not neglecting even the smallest detail","to ruin something by adding unnecessary details (lit. to draw legs on a snake)"],
 "de":["lernen, studieren","Rechner, Computer; elektronische Datenverarbeitungsanlage","durch das Laub der Bäume fallendes Sonnenlicht","Datenbankverwaltungssystemschnittstelle"],
 "ru":["учиться, изучать","компьютер, электронно-вычислительная машина","солнечный свет, пробивающийся сквозь листву"],
 "cs":["učit se, studovat","počítač","sluneční světlo prosvítající listím stromů"],
 "pl":["uczyć się","komputer","światło słoneczne przebijające się przez liście drzew"]}
EX = {"zh":["我每天晚上都在图书馆学习。","他做事一丝不苟，从来不出错。","这篇文章写得太长了，有点画蛇添足。"],"zh-TW":["這台電腦的資料庫已經更新了。","請問「資料庫」的備份在哪裡？"],
 "ja":["毎日図書館で勉強しています。","木漏れ日の中を散歩するのが好きです。","「いただきます」と言ってから食べ始めます。"],"ko":["저는 매일 도서관에서 공부합니다.","새 컴퓨터를 샀는데 정말 빨라요!","한국어 띄어쓰기는 외국인에게 어렵습니다."]}
secs=[]
for letter in "ABCDEFG":
    rows=[]
    for i in range(30):
        lang,hw,reading = r.choice(HW)
        dl = r.choice(list(DEFS))
        defs=[]
        for k in range(r.randint(1,4)):
            d={"d":sprinkle(r, r.choice(DEFS[dl])),"dl":dl}
            if r.random()<0.6: d["ex"]=r.choice(EX[lang]); d["exl"]=lang
            if r.random()<0.4: d["tr"]=r.choice(DEFS[dl]) + "."
            defs.append(d)
        row={"cell":"Entry","hw":hw,"lang":lang,"hwclass":"hw cjk","reading":reading,"pos":r.choice(["noun","verb","名词","動詞","명사","Substantiv","существительное","idiom · 成语"]),
             "defclass":"defs zh" if lang.startswith("zh") and r.random()<0.7 else "defs","defs":defs}
        if r.random()<0.25:
            ul=r.choice(list(LANGS)); row["usage"]=r.choice(LANGS[ul]); row["ul"]=ul; row["usagetitle"]=r.choice(["Usage notes","用法说明","使い方","Poznámky k užití","语源：来自古汉语，最早见于《庄子》，后来广泛使用"])
        if r.random()<0.4: row["see"]=[{"w":r.choice(HW)[1],"href":"#"+str(r.randrange(999))} for _ in range(r.randint(1,5))]
        rows.append(row)
    secs.append({"title":letter,"rows":rows})
json.dump({"sections":secs}, open("data.json","w"), ensure_ascii=False, indent=1)
