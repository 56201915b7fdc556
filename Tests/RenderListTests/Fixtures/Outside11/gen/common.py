import random, json, os, shutil
EN = ["Sounds good, see you at the station around seven.", "I can't believe the deployment went through on the first try!",
 "Did anyone check whether the invoice was actually paid?", "Honestly the new design feels a lot cleaner than the old one.",
 "Running late — traffic on the bridge is terrible again.", "ok", "👍", "The quick brown fox jumps over the lazy dog.",
 "Let's move the retro to Thursday; half the team is out tomorrow.", "Could you send me the link to the spreadsheet?",
 "We shipped v2.3.1 with the fix for the off-by-one in pagination.", "Supercalifragilisticexpialidocious is still my favourite word.",
 "Meet me at https://example.com/very/long/path/to/some/resource?query=parameter&another=value#fragment-identifier",
 "antidisestablishmentarianism-pneumonoultramicroscopicsilicovolcanoconiosis", "Wait, what?", "Yes.",
 "I'd rather we didn't rush this; the migration touches every table in production and a rollback would take hours."]
DE = ["Könnten wir das Meeting auf nächste Woche verschieben?", "Die Straßenbahn fährt heute wegen Bauarbeiten nicht.",
 "Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen", "Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz ist kein Wort mehr.",
 "Grüße aus München — das Wetter ist herrlich!", "Ich habe die Unterlagen gestern per E‑Mail geschickt.", "Überraschung: Öffnungszeiten geändert."]
RU = ["Привет! Как дела? Давно не виделись.", "Совещание перенесли на пятницу, в 15:00 по московскому времени.",
 "Достопримечательности Санкт-Петербурга впечатляют даже зимой.", "Человеконенавистничество — очень длинное слово.",
 "Спасибо, всё получил, проверю вечером.", "Электрофотополупроводниковый эффект изучается давно."]
CS = ["Příliš žluťoučký kůň úpěl ďábelské ódy.", "Nejneobhospodařovávatelnějšími pozemky jsou tyto.", "Zítra v devět u nádraží, platí?",
 "Děkuji za rychlou odpověď, všechno je v pořádku."]
PL = ["Zażółć gęślą jaźń — klasyczne zdanie testowe.", "Konstantynopolitańczykowianeczka to podobno najdłuższe słowo.",
 "Spotkanie przeniesione na czwartek o dziesiątej.", "W Szczebrzeszynie chrząszcz brzmi w trzcinie."]
ZH = ["今天天气很好，我们去公园散步吧。", "会议改到下周三下午三点，请大家准时参加。", "这个问题我已经反馈给开发团队了，他们说明天修复。",
 "“你好”，他说。", "我们在上海的办公室将于2025年1月1日正式启用，地址是浦东新区世纪大道100号。", "好的！"]
JA = ["明日の会議は十時からです。よろしくお願いします。", "東京駅で待ち合わせしましょう。", "ありがとうございます！とても助かりました。",
 "新しいバージョン（v2.3）では、パフォーマンスが大幅に改善されました。", "「了解です」と彼は言った。", "カタカナ　ト　ひらがな　ノ　コンゴウ"]
EMOJI = ["👨‍👩‍👧‍👦", "👩🏽‍💻", "🏳️‍🌈", "🇩🇪", "🇯🇵", "🇨🇿", "👍🏿", "❤️", "🎉", "😂", "🧑‍🚀", "🫶🏻", "🤦‍♂️", "1️⃣", "🏴‍☠️", "✈️", "☀️", "🌧", "⛈️"]
ALL = [EN, DE, RU, CS, PL, ZH, JA]
def text(r, n=None):
    pool = r.choice(ALL)
    k = n if n is not None else r.choice([1,1,1,2,2,3])
    s = " ".join(r.choice(pool) for _ in range(k))
    if r.random() < 0.3:
        e = r.choice(EMOJI); pos = r.choice(["pre","post","mid"])
        if pos=="pre": s = e+" "+s
        elif pos=="post": s = s+" "+e+(r.choice(EMOJI) if r.random()<0.4 else "")
        else:
            w = s.split(" "); i = r.randrange(len(w)+1); w.insert(i, e); s=" ".join(w)
    return s
def short(r):
    return r.choice(["Anna","Jürgen Weiß","Ольга","Tomáš","Łukasz Żółw","李明","田中さん","x","","Maximilian-Alexander von Hohenzollern-Sigmaringen","🦊 Fox","Zoë O'Brien"])
def setup(pairdir, imgs=True):
    os.makedirs(pairdir, exist_ok=True)
    if imgs:
        d=os.path.join(pairdir,"img"); 
        if os.path.exists(d): shutil.rmtree(d)
        shutil.copytree(os.path.join(os.path.dirname(__file__),"..","img"), d)
def dump(pairdir, rows):
    json.dump(rows, open(os.path.join(pairdir,"data.json"),"w"), ensure_ascii=False, indent=1)
