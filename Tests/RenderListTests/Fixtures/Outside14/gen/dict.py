import json, random, sys, os
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
from textgen import *
r = random.Random(2105)
JA = [("日本語", "にほんご", "nihongo"), ("勉強", "べんきょう", "benkyō"), ("図書館", "としょかん", "toshokan"), ("一期一会", "いちごいちえ", "ichigo ichie"),
      ("木漏れ日", "こもれび", "komorebi"), ("コンピューター", "", "konpyūtā"), ("お疲れ様でした", "おつかれさまでした", "otsukaresama deshita"), ("東京特許許可局", "とうきょうとっきょきょかきょく", "")]
ZH = [("学习", "xuéxí"), ("图书馆", "túshūguǎn"), ("电子计算机", "diànzǐ jìsuànjī"), ("一帆风顺", "yī fān fēng shùn"), ("中华人民共和国", "Zhōnghuá Rénmín Gònghéguó"),
      ("謝謝", "xièxie"), ("龘", "dá"), ("𠀀", "hē"), ("你好👋", "nǐ hǎo")]
GL = {"en": ["study; learning", "library", "computer; electronic calculating machine", "once-in-a-lifetime encounter (treasure every meeting, for it will never recur)",
             "sunlight filtering through the leaves of trees", "thank you for your hard work (said at the end of the workday)", "to pass the tongue-twister test"],
      "de": ["Studium; das Lernen", "Bibliothek, Bücherei", "Rechenanlage (veraltet); Elektronenrechner", "Sonnenlicht, das durch Baumblätter fällt",
             "Donaudampfschifffahrtsgesellschaftskapitän", "Vielen Dank für die Mühe (Gruß nach Feierabend)"],
      "ru": ["учёба, изуче́ние", "библиоте́ка", "электро́нно-вычисли́тельная маши́на (ЭВМ)", "со́лнечный свет, пробива́ющийся сквозь листву́",
             "спаси́бо за рабо́ту", "достопримечательность"]}
EXJ = ["図書館で日本語を勉強しています。", "「一期一会」という言葉が好きです。", "木漏れ日の中を、ゆっくりと歩いた——とても気持ちよかった。"]
EXZ = ["我每天在图书馆学习三个小时。", "祝你一帆风顺！", "“电子计算机”这个词现在很少用了，一般说“电脑”。"]
rows = []
for i in range(220):
    if r.random() < 0.5:
        hw, kana, rom = r.choice(JA); row = {"lang": "ja", "hw": hw, "rt": kana if r.random() < 0.5 else "", "kana": kana, "pinyin": rom}
        if r.random() < 0.5: row["ex"] = r.choice(EXJ); row["extr"] = sentence(r, 1, emoji=0.1, longw=0.02)
    else:
        hw, py = r.choice(ZH); row = {"lang": "zh", "hw": hw, "rt": py if r.random() < 0.5 else "", "pinyin": py}
        if r.random() < 0.5: row["ex"] = r.choice(EXZ); row["extr"] = sentence(r, 1, emoji=0.1, longw=0.02)
    row["pos"] = r.sample(["noun", "verb", "suru", "na-adj", "Substantiv", "сущ.", "idiom", "成语"], r.randint(1, 3))
    if r.random() < 0.6: row["freq"] = "★" * r.randint(1, 5)
    row["senses"] = [{"gl": [{"l": l, "t": r.choice(GL[l])} for l in r.sample(list(GL), r.randint(1, 3))]} for _ in range(r.randint(1, 4))]
    if r.random() < 0.4: row["see"] = [r.choice(JA)[0] if r.random() < .5 else r.choice(ZH)[0] for _ in range(r.randint(1, 5))]
    rows.append(row)
json.dump(rows, open("data.json", "w"), ensure_ascii=False, indent=1)
