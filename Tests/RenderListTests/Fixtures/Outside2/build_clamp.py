import json
from c1_text import EN, DE, RU, CS, PL
from c2_text import ZH_S, ZH_T, JA, MIXED
from c3_text import E
ALL = EN + DE + RU + CS + PL + ZH_S + ZH_T + JA + MIXED + E
rows = []
for k, c in enumerate(["Cell", "Multi", "One", "Mix"]):
    for j in range(45):
        i = (j * 4 + k) % len(ALL)
        t = ALL[i] + " " + ALL[(i + 31) % len(ALL)] if j % 2 else ALL[i]
        rows.append({"cell": c, "text": t, "title": ALL[(i + 13) % len(ALL)][:60]})
json.dump(rows, open("clamp.json", "w"), ensure_ascii=False, indent=1)
print(len(rows))
