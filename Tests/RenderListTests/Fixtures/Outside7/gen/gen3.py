import json, random
from pools import *
r=random.Random(7)
D="/tmp/outside11/work/data/"
mixed=[
 "Ich habe den Akku (3 000 mAh) nach 14 Tagen reklamiert – Antwort vom Support: „Das ist normal.“ 🙄",
 "Купил за 4 990 ₽ на распродаже «Чёрная пятница» — за эти деньги отлично! 👍🏼",
 "Bateria wytrzymuje ~2 dni; ładowanie USB-C 65 W trwa 45 min. Polecam!",
 "Zvuk je čistý, basy výrazné; jen aplikace „SoundMaster Pro“ občas spadne.",
 "音质很好，低音很足👍，但是蓝牙5.3偶尔断连，客服说会在V2.1.4固件修复。",
 "ノイキャンが優秀で、新幹線の中でも快適でした。iPhone 15 Proとの接続も安定しています。",
 "Sound: 9/10. Comfort: 6/10 — ear cups get hot after ~1h. Would I buy again? Probably not at €249.",
 "Wow!!! 🔥🔥🔥 Best purchase of 2026 🎧❤️‍🔥",
 "The manual (PDF, 84 pages) is at https://support.example.com/manuals/HX-4000/HX-4000_Benutzerhandbuch_DE_v3.pdf — good luck finding the reset procedure.",
 "まあまあ。",
 "OK",
 "Firmware 1.0.3 → 1.1.0: fixed the crackling; still no multipoint. 📉",
 "Упаковка была помята, но сами наушники целые. Доставка СДЭК — 3 дня.",
 "戴久了耳朵疼😣，不适合长时间佩戴。总体来说性价比还行，给三星⭐⭐⭐。",
 "Sehr gut verarbeitet, allerdings lässt sich das Kopfband nicht weit genug verstellen (Kopfumfang 61 cm).",
 "👨‍👩‍👧‍👦 The whole family uses them — kids love the 🦄 stickers included.",
]
rows=[]
for i in range(400):
    body=" ".join(r.sample(mixed,r.choice([1,1,2,3])))
    if r.random()<0.1: body+=" "+text(r,2)
    row={"cell":"Review","name":r.choice(["Markus W.","Анна К.","jan.kowalski","Jitka 🌻","李雷","たけし","anonymous","Dr. Friederike Müller-Lüdenscheidt","Ö"]),
      "stars":r.choice(["★★★★★","★★★★☆","★★★☆☆","★☆☆☆☆"]),"score":r.choice([5,4,3,1]),"title":r.choice(["Great value","Preis-Leistung top!","Так себе","Zklamání","Polecam","性价比高","期待外れ","", "Read this before buying — seriously!!!"]),
      "body":body if r.random()>0.03 else "","helpful":r.choice([0,1,12,345,12034]),"verified":r.random()<0.7,
      "pros":r.sample(["leicht","долгая батарея","dobrý zvuk","wygodne","降噪好","軽い","USB-C"],r.randint(0,3)),
      "cons":r.sample(["teuer","нет aptX","slabý mikrofon","ciasne","发热","ケースが大きい"],r.randint(0,2)),
      "date":f"2026-{r.randint(1,12):02d}-{r.randint(1,28):02d}"}
    if r.random()<0.2: row["photo"]="img/"+r.choice(["wide","tall","a"])+".svg"
    rows.append(row)
json.dump({"sections":[{"title":"Reviews for HX-4000 Wireless Headphones","footer":f"{len(rows)} reviews · 4.1 ★ average","rows":rows}]},open(D+"reviews.json","w"),ensure_ascii=False,indent=1)
