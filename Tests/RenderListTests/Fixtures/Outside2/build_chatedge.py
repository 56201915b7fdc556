import json
rows0 = json.load(open("c4_edge.json"))
flat = [r for sec in rows0 for r in sec]
texts = []
for r in flat:
    if isinstance(r, dict): t = r.get("text") or r.get("title") or r.get("personName")
    else: t = r
    if isinstance(t, str): texts.append(t)
texts += ["   three leading spaces", "trailing spaces   ", "tabs\t\tand\ttabs", "many spaces" + " " * 200 + "end", "line\n\n\n\nbreaks", "\n", "  \n  ", "a" + " " * 500, "中文 " * 3 + "\t日本語"]
rows = []
for i, t in enumerate(texts):
    rows.append({"text": t, "time": "09:41", "side": "msg me" if i % 2 else "msg", "from": "edge"})
    if i % 2 == 0:
        rows.append({"cell": "Snippet", "file": t[:100] or "empty", "code": t})
    if i % 3 == 0:
        rows.append({"cell": "Contact", "name": t[:200], "last": t, "unread": "99+"})
json.dump(rows, open("chat_edge.json", "w"), ensure_ascii=False, indent=1)
print(len(rows))
