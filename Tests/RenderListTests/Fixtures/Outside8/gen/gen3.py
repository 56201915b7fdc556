import json, random
from pools import EN, DE, RU
r = random.Random(14)
words = " ".join(EN[:14] + DE[:4] + RU[:3]).split()
codes = ["npm install", "--force", "null", "Array.prototype.map()", "std::vector<int>", "README.md", "git rebase -i HEAD~3", "0x7fff", "true", "__init__.py", "Ctrl+C", "O(n log n)"]
rows = []
for i in range(400):
    parts = []
    for k in range(r.randint(2, 8)):
        parts.append({"w": " ".join(r.choice(words) for _ in range(r.randint(1, 9))), "c": r.choice(codes)})
    rows.append({"cell": "Change", "ver": "v%d.%d.%d" % (r.randint(0, 3), r.randint(0, 20), r.randint(0, 9)), "kind": r.choice(["Added", "Fixed", "Changed", "Deprecated"]), "parts": parts, "tail": r.choice(words)})
json.dump(rows, open("changelog.json", "w"), ensure_ascii=False)
