import json, random
d = json.load(open("/tmp/outside4/data/t2.json"))
random.seed(5)
secs = []
for s in d["sections"]:
    rows = []
    for r in s["rows"]:
        t = r.get("text") or r.get("title") or "x"
        k = random.random()
        if k < 0.3: rows.append(t)
        elif k < 0.7:
            q = {"cell": "QuoteCell", "text": t, "personName": r.get("who") or r.get("sub") or r.get("title") or ""}
            if "imageName" in r: q["imageName"] = r["imageName"]
            if "tags" in r: q["tags"] = r["tags"]
            rows.append(q)
        else:
            rows.append({"cell": "AdCell", "title": r.get("title") or r.get("sub") or t[:30], "text": t})
    secs.append({**{k: v for k, v in s.items() if k != "rows"}, "rows": rows})
json.dump({"sections": secs}, open("/tmp/outside4/data/main2.json", "w"), ensure_ascii=False, indent=1)
