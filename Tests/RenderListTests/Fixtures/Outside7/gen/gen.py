import json, random, sys
from pools import *
r = random.Random(11)
D = "/tmp/outside11/work/data/"
import os
os.makedirs(D+"img", exist_ok=True)
for name,(w,h,c) in {"a":(96,72,"#c85"),"b":(48,48,"#58c"),"c":(120,80,"#5a5"),"d":(40,40,"#a5a")}.items():
    open(D+f"img/{name}.svg","w").write(f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}px" height="{h}px" viewBox="0 0 {w} {h}"><rect width="{w}" height="{h}" fill="{c}"/></svg>')
def maybe_empty(v, p=0.05):
    return "" if r.random()<p else v
def longish(r):
    return text(r, r.choice([1,1,2,3,6]))

# 1 recipes
rows=[]
for i in range(360):
    lang=r.choice(["en","de","ru","cs","pl","zh","ja"])
    row={"cell":"Recipe","title":maybe_empty(text(r,1,lang)[:r.choice([20,40,80,200])]),
         "intro":maybe_empty(longish(r),0.08),
         "minutes":r.choice([5,15,25,40,90,240,1440]),"servings":r.choice([1,2,4,6,12]),
         "price":r.choice([2.5,4.99,12,1234.5,0.3]),
         "tags":r.sample(["vegan","glutenfrei","без глютена","bezlepkové","wegańskie","素食","和食","quick","🌶️ spicy","kid-friendly","one-pot","Weihnachten 🎄","десерт"],r.randint(0,5)),
         "author":r.choice(["Anna Nováková","Jürgen Weißmüller","Мария Иванова","Zofia Wiśniewska","王小明","佐藤花子","Sam O'Neil",""])}
    if r.random()<0.7: row["image"]="img/"+r.choice("ac")+".svg"
    rows.append(row)
json.dump({"sections":[{"title":"Recipes · Rezepte · Рецепты","rows":rows[:180]},{"title":"料理 · Přepisy","footer":"All recipes tested in our kitchen.","rows":rows[180:]}]},open(D+"recipes.json","w"),ensure_ascii=False,indent=1)

# 2 news
rows=[]
for i in range(400):
    row={"cell":"Story" if r.random()<0.85 else "Brief","kicker":r.choice(["Politik","Economy","Культура","Sport","科技","国際","Kraj","Świat","Breaking"]),
         "headline":maybe_empty(text(r,1)),"byline":r.choice(["By Jane Doe and Rahul Mehta","Von Klaus-Peter Müller, Berlin","Ольга Смирнова, корреспондент","Petr Dvořák","Katarzyna Lewandowska-Zielińska","记者 李华","共同通信",""]),
         "dateline":f"2026-{r.randint(1,12):02d}-{r.randint(1,28):02d}T{r.randint(0,23):02d}:{r.randint(0,59):02d}:00Z",
         "summary":maybe_empty(longish(r),0.1),"comments":r.choice([0,3,17,1204,98765])}
    if r.random()<0.5: row["thumb"]="img/b.svg"
    rows.append(row)
json.dump(rows,open(D+"news.json","w"),ensure_ascii=False,indent=1)

# 3 inbox
rows=[]
for i in range(420):
    row={"cell":"Mail","from":r.choice(["GitHub","Deutsche Bahn","Сбербанк Онлайн","Česká pošta","Allegro.pl","京东商城","楽天市場","noreply-notifications-for-your-account@accounts.example-service.com","Dr. med. Hildegard von Bingen-Schwarzenberg","Ana 👩‍💻"]),
         "subject":maybe_empty(text(r,1)),"preview":maybe_empty(longish(r)),"date":r.choice(["09:41","gestern","вчера","12. 3.","3月14日","Mon","2026-02-01"]),
         "unread":r.random()<0.4,"labels":r.sample(["Work","Privat","Финансы","Důležité","Zakupy","重要","📎 2"],r.randint(0,3))}
    if r.random()<0.3: row["attachment"]=r.choice(["Rechnung_2026-03.pdf","contract-final-FINAL-v7-signed-scanned.pdf","фото.jpg","报告.xlsx"])
    rows.append(row)
json.dump({"title":"Inbox","rows":rows},open(D+"inbox.json","w"),ensure_ascii=False,indent=1)

# 4 chat
rows=[]
users=["Léa","Jonas","Дмитрий","Tereza","Paweł","小林","王芳","Sam 🏳️‍🌈"]
for i in range(380):
    kind=r.random()
    row={"cell":"Msg","user":r.choice(users),"time":f"{r.randint(0,23):02d}:{r.randint(0,59):02d}","text":maybe_empty(text(r,r.choice([1,1,1,2,4]))+(" "+"".join(r.sample(EMOJI,r.randint(1,4))) if r.random()<0.3 else ""),0.03)}
    if kind<0.35:
        row["bold"]=r.choice(["Wichtig:","Note:","Внимание!","Pozor:","注意：","重要：","UWAGA"])
    if kind<0.5 and r.random()<0.6:
        row["code"]=r.choice(["npm install --save-dev typescript","git rebase -i HEAD~3","SELECT * FROM users WHERE id = 42;","kubectl get pods -n production","print('héllo')","/usr/local/lib/python3.12/site-packages"])
    if r.random()<0.2:
        row["em"]=r.choice(["(edited)","(bearbeitet)","(изменено)","(upraveno)","（已编辑）","（編集済み）"])
    if r.random()<0.25: row["reactions"]=r.sample(["👍 3","❤️ 1","😂 12","🎉 2","🇵🇱 1","👨‍👩‍👧 1","✅"],r.randint(1,4))
    if r.random()<0.08: row["cell"]="Sys"; row["text"]=r.choice(["Jonas joined the channel","Дмитрий покинул чат","小林 さんが参加しました","Tereza změnila název kanálu na „Výlet 2026 🏔️“"])
    rows.append(row)
json.dump(rows,open(D+"chat.json","w"),ensure_ascii=False,indent=1)

# 5 jobs
rows=[]
for i in range(340):
    row={"cell":"Job","title":short(r),"company":r.choice(["Acme GmbH","ООО «Ромашка»","Škoda Auto a.s.","Allegro sp. z o.o.","腾讯科技（深圳）有限公司","株式会社メルカリ","Very Long Company Name International Holdings Limited Partnership"]),
         "salary":r.choice(["€65,000–80,000","200 000 – 300 000 ₽","45 000 Kč/měs.","12 000–16 000 zł brutto","¥6,000,000〜","25k-35k·14薪","",""]),
         "location":r.sample(["Berlin","Remote 🌍","Москва","Praha 5 – Smíchov","Kraków","上海","東京都渋谷区","Hybrid"],r.randint(1,3)),
         "desc":maybe_empty(longish(r),0.1),"posted":f"2026-0{r.randint(1,9)}-{r.randint(10,28)}","featured":r.random()<0.15,"rating":r.choice([3.7,4.25,4.9,2.0])}
    if r.random()<0.6: row["logo"]="img/"+r.choice("bd")+".svg"
    rows.append(row)
json.dump(rows,open(D+"jobs.json","w"),ensure_ascii=False,indent=1)
