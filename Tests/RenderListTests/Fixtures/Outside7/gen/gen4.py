import json, random
from pools import *
r=random.Random(99)
D="/tmp/outside11/work/data/"
base=json.load(open(D+"recipes.json"))
steps={"en":EN[0:1]+EN[6:7]+EN[11:12]+EN[19:20],"de":DE[0:1]+DE[10:11],"ru":RU[0:1]+RU[9:10],"cs":CS[0:1],"pl":PL[0:1],"zh":ZH[0:1]+ZH[7:8],"ja":JA[0:1]+JA[7:8]}
words=["Rindfleischetikettierungsüberwachungsaufgaben","Knoblauchzehenschälmaschine","Schwarzwälderkirschtortenrezept","Konstantynopolitańczykowianeczka","Достопримечательности","https://www.example.org/rezepte/schwarzwaelder-kirschtorte-original"]
for s in base["sections"]:
    for row in s["rows"]:
        lang=r.choice(list(steps))
        st=[r.choice(steps[lang]) for _ in range(r.randint(1,4))]
        if r.random()<0.03: st.append("")        # trailing empty step from the CMS
        row["steps"]=st
        if r.random()<0.15: row["intro"]=r.choice(words)+" "+row["intro"]
json.dump(base,open(D+"recipes2.json","w"),ensure_ascii=False,indent=1)
