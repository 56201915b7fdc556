import json, sys
sys.path.insert(0, '/work/outside2/corpora')
from c1_text import EN, DE, RU, CS, PL
from c2_text import ZH_S, JA, MIXED
from c3_text import E
extra = ["Straße, Maßstab, Fußgängerzone, größer — ß wird zu SS", "ﬁnance ﬂow ﬀ ligatures officially affluent", "ǆungla ǉubav ǌegoš", "ﬆ ﬅ և ŉ ΐ ΰ ǰ ẖ ẗ ẘ ẙ ẚ",
         "İstanbul ıi Iı — Turkish dotted and dotless", "مرحبا بالعالم مع تباعد الأحرف", "שלום עולם עם ריווח", "ελληνικά: ΐ ϊ ς σ"]
T = extra + DE[:5] + RU[:3] + CS[:3] + PL[:3] + ZH_S[:3] + JA[:3] + MIXED[:3] + E[:8] + EN[:6]
rows = [{"cell": c, "text": t} for c in ["Cell", "C", "LS", "FI", "NW", "WW"] for t in T]
json.dump(rows, open('/work/outside2/corpora/tt.json', 'w'), ensure_ascii=False, indent=1)
print(len(rows))
