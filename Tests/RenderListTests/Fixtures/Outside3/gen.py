import json, random
random.seed(7)
T = {
 "en": ["The quick brown fox jumps over the lazy dog while the committee deliberates on the annual budget.",
        "Internationalization requires careful handling of hyphenation, kerning and ligatures like fi, fl, ffi.",
        "Short.", "A somewhat longer sentence, with commas, semicolons; and — dashes — to test wrapping behaviour at narrow widths.",
        "Supercalifragilisticexpialidocious antidisestablishmentarianism pneumonoultramicroscopic"],
 "de": ["Die Donaudampfschifffahrtsgesellschaftskapitänsmütze liegt auf dem Tisch neben der Straßenbahn.",
        "Größenverhältnisse und Übergangsbestimmungen müssen überprüft werden, bevor wir weitermachen.",
        "Äpfel, Öl und Übermut — schön, dass es klappt."],
 "ru": ["Съешь же ещё этих мягких французских булок, да выпей чаю.",
        "Достопримечательности Санкт-Петербурга привлекают туристов со всего мира круглый год.",
        "Высокопревосходительство и человеконенавистничество — длинные слова."],
 "zh": ["我们在这里测试中文文本的换行行为，以及标点符号。",
        "北京是中华人民共和国的首都，也是全国的政治、文化中心。春天来了，花开了。",
        "汉字测试：简体与繁體混合，還有一些數字123和English words。"],
 "ja": ["吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。",
        "東京スカイツリーは、東京都墨田区押上にある電波塔です。カタカナとひらがな。",
        "日本語の文章、句読点。「かぎかっこ」も含む。"],
 "emoji": ["Great job 🎉🎉 see you soon 👋🏽", "Flags 🇩🇪 🇯🇵 🇺🇸 and families 👨‍👩‍👧‍👦", "😀 😃 😄 😁 😆 😅 😂 🤣 ☺️ 😊"],
}
langs = list(T)
def txt(n=1):
    return " ".join(random.choice(T[random.choice(langs)]) for _ in range(n))
import sys
def fonts(n):
    rows=[]
    for i in range(n):
        c = ["Cell","Sans","Mixed"][i%3]
        rows.append({"cell":c,"title":txt(1)[:random.randint(5,60)],"text":txt(random.randint(1,3)),"note":txt(1) if i%2 else ""})
    return rows
def subsup(n):
    rows=[]
    for i in range(n):
        c = ["Cell","Chem","Nested","Spans"][i%4]
        rows.append({"cell":c,"a":txt(1),"b":txt(random.randint(1,2)),"s":random.choice(["2","n","10⁹","i+1","ab","注","😀"])})
    return rows
def sections(n):
    secs=[]
    k=0
    while k<n:
        m=random.randint(0,8)
        rows=[]
        for j in range(m):
            r=random.random()
            if r<0.5: rows.append({"text":txt(random.randint(1,3))})
            elif r<0.8: rows.append({"cell":"QuoteCell","text":txt(random.randint(1,2)),"personName":txt(1)[:30],"tags":[txt(1)[:10] for _ in range(random.randint(0,5))]})
            else: rows.append({"cell":"AdCell","title":txt(1)[:40],"text":txt(1)})
        s={"rows":rows}
        if random.random()<0.9: s["title"]=txt(1)[:random.randint(3,90)]
        if random.random()<0.6: s["footer"]=txt(random.randint(1,2))
        if random.random()<0.1: s["title"]=""
        secs.append(s); k+=max(m,1)
    return {"sections":secs}
def lh(n):
    rows=[]
    for i in range(n):
        c=["Cell","B","C","D"][i%4]
        rows.append({"cell":c,"a":txt(1),"b":txt(random.randint(1,2))})
    return rows
which=sys.argv[1]; n=int(sys.argv[2])
json.dump(globals()[which](n), open(sys.argv[3],"w"), ensure_ascii=False, indent=1)
