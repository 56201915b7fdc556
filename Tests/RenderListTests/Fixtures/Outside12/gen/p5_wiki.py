import random, sys; sys.path.insert(0, __file__.rsplit('/',1)[0]); from common import *
r = random.Random(505)
T = '''<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:rl="urn:render-list" lang="en">
<head><meta charset="utf-8"/><title>Recent changes</title><style>
*{box-sizing:border-box}
body{margin:0;font-family:sans-serif;font-size:.875em;line-height:1.6;color:#202122}
ul,ol{margin:0;padding:0;list-style:none}
.rc{max-width:1000px;margin:0 auto;padding:0 1em}
.chg{padding:.5em 0 .5em 1.5em;border-bottom:1px solid #eaecf0;text-indent:-1.5em}
.chg > *{text-indent:0}
.chg .t{font-family:monospace;font-size:.92em;color:#54595d;white-space:nowrap}
.chg .pg{font-weight:bold;overflow-wrap:break-word}
.chg .pg a{color:#36c;text-decoration:none}
.chg .flags abbr{display:inline-block;margin-left:.25em;font-weight:bold;font-size:.85em;text-decoration:none;border:0;cursor:help}
.d{display:inline-block;min-width:3.5em;padding:0 .3em;font-family:"DejaVu Sans Mono",monospace;font-size:12px;text-align:right;border-radius:2px}
.d.pos{color:#006400;background:#e6f4e6}.d.neg{color:#8b0000;background:#fbe9e9}.d.big{font-weight:bold}
.u a{color:#36c}
.u .talk{font-size:.85em;color:#72777d;word-spacing:-.05em}
.sum{color:#54595d;font-style:italic;overflow-wrap:break-word}
.sum code{font-style:normal;font-size:12px;background:#f8f9fa;padding:1px 4px;border:1px solid #eaecf0;border-radius:2px;white-space:pre-wrap;word-break:break-all}
.tags{display:inline;margin-left:.3em}
.tags li{display:inline;padding:0 .4em;margin-right:.2em;border:1px solid #c8ccd1;border-radius:2px;font-size:.8em;white-space:nowrap}
.diff{margin:.4em 0 0;padding:.4em .6em;background:#fafafa;border-left:3px solid #a2a9b1;font:12px/1.45 "DejaVu Sans Mono",monospace;white-space:pre-wrap;overflow-wrap:anywhere;tab-size:4}
.diff del{color:#8b0000;background:#ffe49c;text-decoration:none}
.diff ins{color:#006400;background:#d8ecff;text-decoration:none}
.grp{margin:0;padding:1.2em 1em .3em;font:bold 1.15em/1.3 "DejaVu Serif",serif;border-bottom:1px solid #a2a9b1}
</style></head>
<body><div class="rc" rl:list="">
<div class="chg" rl:prototype="Change" rl:attr-lang="lang">
 <span class="t" rl:text="time">12:00</span> <span class="flags" rl:if="flags"><abbr rl:each="flags" rl:text=".">N</abbr></span> <span class="pg"><a href="#" rl:attr-href="url" rl:text="page">Page</a></span>‎ (<a href="#">diff</a> | <a href="#">hist</a>) . . <span class="d" rl:attr-class="dcls" rl:text="delta">+12</span> . . <span class="u"><a href="#" rl:text="user">User</a> <span class="talk">(<a href="#">talk</a> | <a href="#">contribs</a>)</span></span> <span class="sum" rl:if="summary">(<span rl:text="summary">s</span><code rl:if="code" rl:text="code">x</code>)</span><ul class="tags" rl:if="tags"><li rl:each="tags" rl:text=".">mobile edit</li></ul>
 <div class="diff" rl:if="old"><del rl:text="old">old</del><ins rl:text="new">new</ins></div>
</div>
<h4 class="grp" rl:prototype="Header" rl:text="title">Date</h4>
</div></body></html>'''
pages={"en":["Main Page","List of largest cities","Wikipedia:Village pump (technical)","User talk:Example/Archive 2019–2021"],"de":["Donaudampfschifffahrtsgesellschaft","Liste der Baudenkmäler in Berlin-Mitte"],
 "ru":["Заглавная страница","Список депутатов Государственной думы Российской Федерации VIII созыва"],"cs":["Praha","Seznam kulturních památek v Praze"],"pl":["Wikipedia:Kawiarenka","Gżegżółka"],
 "zh":["中华人民共和国","维基百科:互助客栈/技术"],"ja":["日本","Wikipedia:井戸端/subj/テンプレートの仕様変更について"]}
codes=["{{Infobox settlement|population_total=3,645,000}}","[[Category:1990 births]]","<ref name=\"nyt2024\">{{cite web|url=https://www.nytimes.com/2024/01/01/world/europe/some-very-long-article-slug.html}}</ref>","    indented\tcode\twith\ttabs","== Geschichte ==","{{lang|ja|東京都}}"]
secs=[]
for d in ["14 November 2026","13 November 2026","12. November 2026","11 ноября 2026","10. listopadu 2026"]:
    rows=[]
    for i in range(42):
        lang=pick_lang(r)
        delta=r.choice([r.randint(-80,80),r.randint(-30000,60000)])
        row={"cell":"Change","lang":lang,"time":f"{r.randint(0,23):02d}:{r.randint(0,59):02d}","page":r.choice(pages[lang]),"url":"https://example.org/w","delta":(f"+{delta:,}" if delta>0 else f"−{abs(delta):,}" if delta<0 else "0"),
             "dcls":"d "+("pos" if delta>=0 else "neg")+(" big" if abs(delta)>500 else ""),"user":r.choice(["Example","192.168.100.254","2001:db8:85a3::8a2e:370:7334","Пользователь123","InternetArchiveBot","ウィキ太郎","Łódź_Editor"])}
        if r.random()<0.5: row["flags"]=r.sample(["N","m","b","!"],r.randint(1,2))
        if r.random()<0.8: row["summary"]=sentence(r,lang,2,20,0.2)
        if r.random()<0.3: row["code"]=" "+r.choice(codes)
        if r.random()<0.4: row["tags"]=r.sample(["mobile edit","mobile web edit","Visual edit","Reverted","Zurückgesetzt","Отменено","2017 wikitext editor","ビジュアルエディター"],r.randint(1,3))
        if r.random()<0.3: row["old"]=r.choice(codes)+"\n"; row["new"]=sentence(r,lang,3,12,0.1)+"\n\t"+r.choice(codes)
        rows.append(row)
    secs.append({"title":d,"rows":rows})
write(sys.argv[1], {"sections":secs}, T)
