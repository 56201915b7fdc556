#!/usr/bin/env python3
"""Generate cart.json and users.json for render-list form-control templates."""
import json, random
R = random.Random(4545)

LANGS = ["en", "de", "ru", "ja", "fr", "pl", "zh"]

ADJ = {
 "en": ["Merino", "Waxed", "Recycled", "Lightweight", "Organic", "Insulated", "Stretch", "Vintage", "Quilted", "Heavyweight", "Breathable", "Packable"],
 "de": ["Wasserdichte", "Leichte", "Gefütterte", "Nachhaltige", "Gestrickte", "Robuste", "Atmungsaktive", "Klassische", "Wattierte", "Elastische"],
 "ru": ["Шерстяная", "Лёгкая", "Утеплённая", "Непромокаемая", "Хлопковая", "Вязаная", "Классическая", "Спортивная", "Стёганая", "Льняная"],
 "ja": ["軽量", "撥水", "オーガニック", "保温", "ストレッチ", "リサイクル素材の", "厚手", "速乾", "防風", "ウール混"],
 "fr": ["Imperméable", "Légère", "Matelassée", "Recyclée", "Tricotée", "Classique", "Chaude", "Respirante", "Élégante", "Souple"],
 "pl": ["Wodoodporna", "Lekka", "Ocieplana", "Bawełniana", "Wełniana", "Klasyczna", "Sportowa", "Pikowana", "Lniana", "Elastyczna"],
 "zh": ["轻便", "防水", "保暖", "有机棉", "弹力", "复古", "加厚", "速干", "防风", "羊毛混纺"],
}
NOUN = {
 "en": ["rain jacket", "crew sweater", "hiking trousers", "beanie", "trail runner", "duffel bag", "flannel shirt", "parka", "fleece vest", "chore coat", "base layer", "wool socks (3-pack)"],
 "de": ["Regenjacke", "Strickjacke", "Wanderhose", "Mütze", "Laufschuhe", "Reisetasche", "Flanellbluse", "Daunenweste", "Arbeitsjacke", "Funktionsunterwäsche"],
 "ru": ["куртка", "толстовка", "рубашка", "шапка", "сумка-шоппер", "парка", "жилетка", "ветровка", "пижама", "юбка-миди"],
 "ja": ["レインジャケット", "クルーネックセーター", "トレッキングパンツ", "ニット帽", "ランニングシューズ", "ボストンバッグ", "フランネルシャツ", "ダウンベスト", "ワークコート", "靴下3足組"],
 "fr": ["veste de pluie", "chemise en flanelle", "parka à capuche", "doudoune sans manches", "écharpe tricotée", "sacoche de voyage", "chaussette montante", "robe portefeuille"],
 "pl": ["kurtka przeciwdeszczowa", "koszula flanelowa", "czapka zimowa", "torba podróżna", "kamizelka puchowa", "parka z kapturem", "bluza z zamkiem", "spódnica midi"],
 "zh": ["冲锋衣", "圆领毛衣", "登山裤", "针织帽", "跑步鞋", "旅行包", "法兰绒衬衫", "羽绒背心", "工装外套", "袜子三双装"],
}
COLORS = {
 "en": ["Black", "Navy", "Heather grey", "Forest green", "Rust", "Oatmeal", "Deep burgundy with contrast stitching", "Sky", "Charcoal / Orange", "Undyed natural"],
 "de": ["Schwarz", "Marineblau", "Tannengrün", "Rostrot", "Sand", "Graumeliert mit Kontrastnaht", "Weiß"],
 "ru": ["Чёрный", "Тёмно-синий", "Серый меланж", "Хаки", "Бордовый с контрастной строчкой", "Белый", "Оливковый"],
 "ja": ["黒", "ネイビー", "杢グレー", "フォレストグリーン", "ラスト", "オートミール", "ボルドー（コントラストステッチ）", "生成り"],
 "fr": ["Noir", "Marine", "Gris chiné", "Vert forêt", "Rouille", "Bordeaux à surpiqûres contrastées", "Écru"],
 "pl": ["Czarny", "Granatowy", "Szary melanż", "Zieleń leśna", "Rdzawy", "Bordowy z kontrastowym przeszyciem", "Ecru"],
 "zh": ["黑色", "藏青", "麻灰", "森林绿", "铁锈红", "燕麦色", "酒红色（撞色缝线）", "本白"],
}
SIZES = ["XS", "S", "M", "L", "XL", "XXL", "EU 38", "EU 42 – wide fit", "One size", "W32 / L34", "Kids 7–8 yrs (122–128 cm)"]

# sentence pieces per language: subject, predicate, complements, tails
S = {
 "en": (["This", "The shell", "The fabric", "Our best-selling cut", "The lining", "Each piece", "The collar", "A two-way zip"],
        ["keeps you dry", "packs into its own pocket", "is made from recycled bottles", "softens with every wash", "was cut for layering", "breathes on steep climbs", "ships in plastic-free packaging", "resists pilling"],
        ["on long commutes", "in sudden downpours", "through a Nordic winter", "without feeling stiff", "for years of daily wear", "even when fully loaded", "at altitude", "on the school run"],
        [".", "!", ", we promise.", " — really.", "."]),
 "de": (["Das Material", "Diese Jacke", "Der Schnitt", "Das Futter", "Jedes Teil", "Der Kragen", "Ein Zwei-Wege-Reißverschluss"],
        ["hält zuverlässig trocken", "lässt sich klein verpacken", "besteht aus recycelten Flaschen", "wird mit jeder Wäsche weicher", "ist für den Zwiebellook gedacht", "atmet auch bei steilen Anstiegen", "wird plastikfrei versendet"],
        ["auf dem langen Arbeitsweg", "bei plötzlichem Platzregen", "durch den skandinavischen Winter", "ohne steif zu wirken", "über viele Jahre", "auch voll beladen", "in großer Höhe"],
        [".", "!", ", versprochen.", "."]),
 "ru": (["Эта модель", "Ткань", "Подкладка", "Каждая вещь", "Воротник", "Двусторонняя молния", "Крой"],
        ["надёжно защищает от дождя", "складывается в собственный карман", "сделана из переработанного пластика", "становится мягче после каждой стирки", "рассчитана на многослойность", "хорошо пропускает воздух", "доставляется без пластика"],
        ["в долгой дороге на работу", "во время внезапного ливня", "всю северную зиму", "не сковывая движений", "много лет подряд", "даже с полной нагрузкой", "в горах"],
        [".", "!", ", честно.", "."]),
 "ja": (["この素材は", "生地は", "裏地は", "定番のシルエットは", "襟元は", "ダブルジップは", "どのアイテムも"],
        ["雨をしっかり防ぎ", "自身のポケットに収納でき", "再生ペットボトルから作られ", "洗うたびに柔らかくなり", "重ね着を前提に設計され", "急な登りでも蒸れにくく", "プラスチックを使わずに梱包され"],
        ["長い通勤でも快適です", "突然の夕立にも安心です", "北欧の冬も乗り切れます", "何年も愛用できます", "荷物が多い日にも頼れます", "山でも活躍します"],
        ["。", "！", "。"]),
 "fr": (["Cette pièce", "Le tissu", "La doublure", "Notre coupe phare", "Le col", "Une fermeture double sens"],
        ["vous garde au sec", "se range dans sa propre poche", "est fabriqué à partir de bouteilles recyclées", "s'assouplit à chaque lavage", "a été pensée pour la superposition", "respire même dans les montées"],
        ["pendant les longs trajets", "sous une averse soudaine", "tout l'hiver scandinave", "sans jamais gêner", "pendant des années", "même chargée à bloc"],
        [".", " !", ", promis.", "."]),
 "pl": (["Ten model", "Tkanina", "Podszewka", "Każda rzecz", "Kołnierz", "Dwukierunkowy zamek"],
        ["chroni przed deszczem", "mieści się we własnej kieszeni", "powstała z butelek z recyklingu", "mięknie z każdym praniem", "została skrojona do noszenia na warstwy", "dobrze oddycha"],
        ["w drodze do pracy", "podczas nagłej ulewy", "przez całą północną zimę", "bez krępowania ruchów", "przez wiele lat", "nawet przy pełnym obciążeniu"],
        [".", "!", ", naprawdę.", "."]),
 "zh": (["这款面料", "内衬", "经典版型", "每一件单品", "领口", "双向拉链"],
        ["能有效防雨", "可以收纳进自带口袋", "由回收塑料瓶制成", "越洗越柔软", "专为叠穿设计", "在陡坡上也透气"],
        ["长途通勤也舒适", "突遇阵雨也不怕", "能陪你度过北欧的冬天", "可以穿很多年", "满载时依然稳固", "在山里同样好用"],
        ["。", "！", "。"]),
}

def sentence(lang):
    subj, pred, comp, tail = S[lang]
    s = f"{R.choice(subj)} {R.choice(pred)} {R.choice(comp)}{R.choice(tail)}"
    if lang in ("ja", "zh"):
        s = s.replace(" ", "", 2) if lang == "zh" else s.replace(" ", "、", 1).replace(" ", "", 1)
    return s

def paragraph(lang, n):
    sep = "" if lang in ("ja", "zh") else " "
    return sep.join(sentence(lang) for _ in range(n))

def words_desc(lang):
    n = R.choice([0, 1, 1, 2, 3])
    if n == 0:
        return R.choice(ADJ[lang]) + (" " if lang not in ("ja","zh") else "") + R.choice(NOUN[lang])
    return paragraph(lang, n)

def options(pool, k):
    k = min(k, len(pool))
    return R.sample(pool, k)

seen = set()
cart = []
for i in range(340):
    lang = LANGS[i % len(LANGS)]
    while True:
        sep = "" if lang in ("ja", "zh") else " "
        name = f"{R.choice(ADJ[lang])}{sep}{R.choice(NOUN[lang])}"
        if R.random() < 0.3:
            name += f" — {R.choice(['Édition 2024', 'No. ' + str(R.randint(2, 99)), 'Pro', 'Ultralight 2.0', 'Limited', 'Kids'])}"
        if name not in seen:
            seen.add(name); break
    nopt = R.randint(1, 6)
    colors = [{"label": c, "value": c.lower()[:8]} for c in options(COLORS[lang], nopt)]
    sizes = options(SIZES, R.randint(1, 6))
    row = {
        "cell": R.choice(["Line", "Line", "Line", "CompactLine"]),
        "lang": lang,
        "name": name,
        "desc": words_desc(lang),
        "sku": f"SKU-{R.randint(10000, 99999)}-{R.choice('ABCDEFGH')}",
        "qty": str(R.randint(1, 12)),
        "price": f"{R.randint(5, 480)}.{R.randint(0, 99):02d}",
        "colors": colors,
        "sizes": sizes,
    }
    if R.random() < 0.35:
        row["giftNote"] = paragraph(lang, R.randint(1, 2))
    if R.random() < 0.25:
        row["coupon"] = R.choice(["WINTER24", "FREESHIP", "", "WELCOME-10", "NEWSLETTER-SUBSCRIBER-BONUS"])
    if R.random() < 0.3:
        row["stockNote"] = R.choice({"en": ["Only 2 left", "Back in stock on 12 March", "Ships in 3–5 business days"],
                                     "de": ["Nur noch 2 Stück", "Lieferbar ab 12. März"],
                                     "ru": ["Осталось 2 шт.", "Поступит 12 марта"],
                                     "ja": ["残り2点", "3月12日入荷予定"],
                                     "fr": ["Plus que 2", "De retour le 12 mars"],
                                     "pl": ["Zostały 2 sztuki", "Dostępne od 12 marca"],
                                     "zh": ["仅剩2件", "3月12日到货"]}[lang])
    cart.append(row)

# ---- users ----
FIRST = {"en": ["Olivia", "James", "Harper", "Noah", "Amelia", "Liam", "Evelyn", "Mason"],
         "de": ["Jürgen", "Lena", "Maximilian", "Sophie", "Friedrich", "Anneliese"],
         "ru": ["Анастасия", "Дмитрий", "Екатерина", "Святослав", "Ольга", "Никита"],
         "ja": ["さくら", "健太", "美咲", "翔太", "陽菜", "大輔"],
         "fr": ["Amélie", "Étienne", "Chloé", "François", "Inès", "Benoît"],
         "pl": ["Małgorzata", "Wojciech", "Zofia", "Krzysztof", "Agnieszka", "Łukasz"],
         "zh": ["伟", "静", "秀英", "志强", "丽娟", "建国"]}
LAST = {"en": ["Thompson", "García-Whitfield", "O'Connor", "Nguyen", "Blackwood", "Patel"],
        "de": ["Müller", "Schäfer-Hoffmann", "Weiß", "Böhm", "Großkopf", "Zimmermann"],
        "ru": ["Иванова", "Кузнецов", "Преображенская", "Соловьёв", "Белова", "Ростов"],
        "ja": ["佐藤", "鈴木", "高橋", "渡辺", "伊藤", "山本"],
        "fr": ["Lefèvre", "Dubois-Marchand", "Girard", "Rousseau", "Faure", "Chevalier"],
        "pl": ["Kowalska", "Wiśniewski", "Wójcik", "Kamińska", "Szczepański", "Lewandowska"],
        "zh": ["王", "李", "张", "刘", "陈", "欧阳"]}
TRANSLIT = {"ru": "ru", "ja": "jp", "zh": "cn"}
ROLES = [("viewer", "Viewer"), ("editor", "Editor"), ("admin", "Admin"), ("owner", "Owner"),
         ("billing", "Billing manager"), ("support", "Support agent (tier 2)"),
         ("guest", "Guest"), ("ro", "Read-only auditor for compliance exports"), ("dev", "Developer"), ("qa", "QA")]
DEPT = ["Sales", "Engineering", "Customer Success", "Finance & Legal", "Platform infrastructure and reliability", "HR", "R&D", "Marketing (EMEA)"]
users = []
useen = set()
for i in range(330):
    lang = LANGS[(i * 3) % len(LANGS)]
    while True:
        f, l = R.choice(FIRST[lang]), R.choice(LAST[lang])
        name = f"{l}{f}" if lang in ("ja", "zh") else f"{f} {l}"
        if lang in ("ja", "zh") and R.random() < 0.5:
            name = f"{l} {f}"
        key = name + str(R.randint(0, 9))
        if name not in useen or R.random() < 0.2:
            useen.add(name); break
    local = f"user{i:03d}.{R.choice(['ops', 'team', 'mail', 'x', 'very.long.department.alias'])}"
    domain = R.choice(["example.com", "acme-corporation.example.org", "mail.example.ru", "example.co.jp", "firma.example.de", "ex.pl"])
    nroles = R.randint(1, 6)
    roles = [{"value": v, "label": lbl} for v, lbl in R.sample(ROLES, nroles)]
    row = {
        "cell": R.choice(["UserRow", "UserRow", "UserCard"]),
        "lang": lang,
        "name": name,
        "email": f"{local}@{domain}",
        "dept": R.choice(DEPT),
        "roles": roles,
        "note": paragraph(lang, R.randint(1, 3)),
        "lastSeen": f"{R.randint(1, 28)} {R.choice(['min', 'h', 'd'])} ago",
        "status": R.choice(["Active", "Suspended", "Invited"]),
    }
    if R.random() < 0.4:
        row["tags"] = R.sample(["2FA", "SSO", "contractor", "on leave", "new hire", "external auditor", "needs review"], R.randint(1, 3))
    if R.random() < 0.3:
        row["phone"] = f"+{R.randint(1, 99)} {R.randint(100, 999)} {R.randint(1000, 9999)}"
    users.append(row)

json.dump(cart, open("cart.json", "w"), ensure_ascii=False, indent=1)
json.dump(users, open("users.json", "w"), ensure_ascii=False, indent=1)
print(len(cart), len(users), len(set(r["desc"] for r in cart)), len(set(r["note"] for r in users)))
