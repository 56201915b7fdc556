import random, json, os, shutil
LANGS = {
 "en": "the quarterly review meeting has been moved to Thursday afternoon please confirm your attendance and bring the updated figures for marketing budget allocation across regions".split(),
 "de": "Die Besprechung wurde auf Donnerstagnachmittag verschoben bitte bestätigen Sie Ihre Teilnahme Straßenbahnhaltestelle Geschwindigkeitsbegrenzung Übergrößenträger Fußgängerüberweg Donaudampfschifffahrtsgesellschaft".split(),
 "ru": "Совещание перенесено на четверг пожалуйста подтвердите участие и принесите обновлённые данные по распределению бюджета достопримечательность высокопревосходительство".split(),
 "cs": "Schůzka byla přesunuta na čtvrtek odpoledne prosím potvrďte svou účast nejneobhospodařovávatelnějšími přeložené účetnictví žluťoučký kůň úpěl ďábelské ódy".split(),
 "pl": "Spotkanie zostało przeniesione na czwartek po południu prosimy o potwierdzenie udziału Konstantynopolitańczykowianeczka źdźbło gżegżółka chrząszcz brzmi w trzcinie".split(),
}
ZH = "会议已改到星期四下午请确认出席并带上各地区市场预算分配的最新数据。我们将讨论下一季度的计划，包括“新产品发布”和（用户反馈）汇总！"
JA = "会議は木曜日の午後に変更されました。出席をご確認のうえ、地域ごとのマーケティング予算配分の最新データをお持ちください。「新製品」の発表について話し合います！"
EMOJI = ["😀","👍🏽","👩‍💻","👨‍👩‍👧‍👦","🏳️‍🌈","🇩🇪","🇯🇵","🇨🇿","1️⃣","#️⃣","❤️","🎉","🧑🏿‍🚀","🤷‍♀️","✈️","☕","🔥","📎"]
LONG = ["https://example.com/a/very/long/path/to/some/resource?with=query&and=more_params_here_123",
        "jan.novak.svoboda@firma-s-dlouhym-nazvem.example.cz", "#DonaudampfschifffahrtsgesellschaftKapitän",
        "Supercalifragilisticexpialidocious_version_2_final_FINAL", "sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f27b0c15b0a"]
def words(r, lang, n):
    w = LANGS[lang]; return " ".join(r.choice(w) for _ in range(n))
def cjk(r, lang, n):
    s = ZH if lang == "zh" else JA
    i = r.randrange(len(s)); t = (s+s)[i:i+n]; return t
def sentence(r, lang, lo, hi, spice=0.15):
    n = r.randint(lo, hi)
    if lang in ("zh","ja"):
        t = cjk(r, lang, n*2)
    else:
        t = words(r, lang, n); t = t[0].upper()+t[1:]+r.choice([".","!","?",".",""])
    if r.random() < spice: t += " " + r.choice(EMOJI)
    if r.random() < spice/2: t += " " + r.choice(LONG)
    return t
def pick_lang(r, weights=None):
    ls = ["en","de","ru","cs","pl","zh","ja"]
    return r.choices(ls, weights or [4,2,2,1,1,1,1])[0]
def num(r, lo, hi): return r.randint(lo, hi)
def write(outdir, data, template, images=()):
    os.makedirs(outdir, exist_ok=True)
    json.dump(data, open(os.path.join(outdir,"data.json"),"w"), ensure_ascii=False, indent=1)
    open(os.path.join(outdir,"template.xhtml"),"w").write(template)
    if images:
        os.makedirs(os.path.join(outdir,"img"), exist_ok=True)
        for i in images: shutil.copy(os.path.join(os.path.dirname(__file__),"..","img",i), os.path.join(outdir,"img",i))
