import json
from c1_text import EN, DE, RU, CS, PL
from c2_text import ZH_S, ZH_T, JA
from c3_text import E
ALL = EN + DE + RU + CS + PL + ZH_S + ZH_T + JA + E
protos = ["Cell", "H1", "List", "Pre", "Code", "DL", "Figure", "Pad", "Big", "Nested", "InlineFlex", "Center", "MaxH", "InlineBorder", "Img"]
rows = []
for k, p in enumerate(protos):
    for j in range(11):
        i = (k * 11 + j * 7) % len(ALL)
        t = ALL[i]
        if p == "Pre": t = t.replace(". ", ".\n").replace("。", "。\n")
        rows.append({"cell": p, "text": t, "title": ALL[(i + 3) % len(ALL)][:40], "more": ALL[(i + 9) % len(ALL)]})
json.dump(rows, open("ua.json", "w"), ensure_ascii=False, indent=1)
print(len(rows))
