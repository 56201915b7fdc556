import json, random
from pools import *
r=random.Random(2026)
D="/tmp/outside11/work/data/"
open(D+"img/wide.svg","w").write('<svg xmlns="http://www.w3.org/2000/svg" width="300px" height="200px" viewBox="0 0 300 200"><rect width="300" height="200" fill="#876"/></svg>')
open(D+"img/tall.svg","w").write('<svg xmlns="http://www.w3.org/2000/svg" width="90px" height="130px" viewBox="0 0 90 130"><rect width="90" height="130" fill="#678"/></svg>')
titles={"en":["Portrait of a Young Woman with a Pearl Necklace","View of Delft after the Rain","Still Life with Lemons, Oysters and a Roemer"],
 "de":["Bildnis einer jungen Frau mit Perlenkette","Ansicht von Dresden im Abendlicht","Stillleben mit Zitronen und Römerglas"],
 "ru":["Портрет молодой женщины в жемчужном ожерелье","Вид на Неву в пасмурный день","Натюрморт с лимонами и устрицами"],
 "cs":["Podobizna mladé ženy s perlovým náhrdelníkem","Pohled na Prahu z Letné"],
 "pl":["Portret młodej kobiety w perłowym naszyjniku","Widok Krakowa o świcie"],
 "zh":["戴珍珠项链的少女像","雨后的代尔夫特风景","溪山行旅图（摹本）"],
 "ja":["真珠の首飾りの少女","富嶽三十六景　神奈川沖浪裏","雨後のデルフト眺望"]}
artists=["Johannes Vermeer (1632–1675)","Caspar David Friedrich","Илья Ефимович Репин","Alfons Mucha","Olga Boznańska","范宽（约950–1032）","葛飾北斎","Unknown Flemish master, circle of Rogier van der Weyden"]
rows=[]
for i in range(330):
    lang=r.choice(list(titles))
    prov="\n".join(r.sample(["Acquired 1921 from the artist's estate;","Sammlung Schulze, Leipzig, bis 1938;","Собрание П. М. Третьякова, 1892;","Dar od rodiny Nováků, 1956.","1950年入藏。","個人蔵、東京。","Restituted to the heirs in 2003."],r.randint(0,4)))
    row={"cell":"Object","lang":lang,"title":r.choice(titles[lang]),"artist":r.choice(artists),"year":r.choice(["c. 1665","1818","1884–1888","约1000年","1831年頃","n.d."]),
         "medium":r.choice(["Oil on canvas","Öl auf Holz","Холст, масло","Olej na plátně","Olej na płótnie","绢本水墨","木版多色摺"]),
         "dims":r.choice(["46.5 × 40 cm","73×92 cm","206.3 × 103.3 cm","25.7 × 37.9 cm"]),"inv":f"Inv. {r.randint(1,9)}{r.choice(['/','-','.'])}{r.randint(100,99999)}",
         "note":(text(r,r.choice([1,2,3]),lang) if r.random()<0.9 else ""),"provenance":prov,
         "onview":r.random()<0.6}
    if r.random()<0.6: row["img"]="img/"+r.choice(["wide","tall"])+".svg"
    rows.append(row)
json.dump({"sections":[{"title":"Gallery 1 — Northern Baroque","rows":rows[:110]},{"title":"Saal 2 · Зал 2 · 第三展厅","rows":rows[110:220]},{"title":"展示室 4","footer":"Dimensions: height × width.","rows":rows[220:]}]},open(D+"museum.json","w"),ensure_ascii=False,indent=1)

ver=[f"{a}.{b}.{c}" for a in range(1,4) for b in range(0,12) for c in range(0,3)]
rows=[]
for i in range(360):
    lang=r.choice(["en","en","en","de","ru","cs","pl","zh","ja"])
    row={"cell":"Release" if r.random()<0.85 else "Note","lang":lang,"version":r.choice(ver)+r.choice(["","","-beta.2","-rc1"]),"date":f"2026-{r.randint(1,12):02d}-{r.randint(1,28):02d}",
         "kind":r.choice(["added","fixed","changed","deprecated","security","removed"]),
         "items":[text(r,1,lang)+(" ("+r.choice(["#1234","GH-99","CVE-2026-12345","@maintainer-bot"])+")" if r.random()<0.4 else "") for _ in range(r.randint(1,5))],
         "cmd":r.choice(["","","pip install 'render-list[all]>=2.3'\t# upgrade","cargo add serde --features derive","go get example.com/mod@v1.2.3","export RL_CACHE_DIR=/var/cache/render-list/very/deep/path/that/does/not/fit","brew upgrade render-list && render-list --version"]),
         "hash":"".join(r.choice("0123456789abcdef") for _ in range(40)),"author":r.choice(["alice","bob-the-builder","Jürgen","Дима","zdeněk","王伟","たなか",""])}
    if row["cell"]=="Note": row["text"]=text(r,r.choice([1,3]),lang)+"\n\n"+text(r,1,lang)
    rows.append(row)
json.dump(rows,open(D+"changelog.json","w"),ensure_ascii=False,indent=1)
