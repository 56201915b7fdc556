import json
from c1_text import EN, DE, RU, CS, PL
from c2_text import ZH_S, JA
from c3_text import E
ALL = EN + DE + RU + CS + PL + ZH_S + JA + E
protos = ["Cell", "Indent", "WordSpacing", "SmallCaps", "Sup", "SupNormal", "Hyphens", "Tabs", "Float", "Grid", "Calc", "Ch", "Nth", "Before", "VAlign", "Aspect", "Media", "Heading"]
rows = []
for k, p in enumerate(protos):
    for j in range(9):
        i = (k * 9 + j * 5) % len(ALL)
        t = ALL[i]
        if p == "Tabs": t = t.replace(" ", "\t", 3)
        if p == "Hyphens": t = t + " Internationalization responsibilities notwithstanding, Geschwindigkeitsbegrenzung Verantwortungsbewusstsein."
        rows.append({"cell": p, "text": t, "note": ["1", "★", "2)", "Über uns", "注"][j % 5], "more": ALL[(i + 7) % len(ALL)]})
json.dump(rows, open("extra.json", "w"), ensure_ascii=False, indent=1)
print(len(rows))
