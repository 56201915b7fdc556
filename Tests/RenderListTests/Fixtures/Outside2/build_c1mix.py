import json, random
from c1_text import EN, DE, RU, CS, PL
random.seed(3)
L = EN + DE + CS + PL + RU
rows = [" ".join(random.sample(L, random.randint(1, 4))) for _ in range(2000)]
json.dump(rows, open("c1mix.json", "w"), ensure_ascii=False)
