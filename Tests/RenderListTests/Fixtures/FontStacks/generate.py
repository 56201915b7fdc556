#!/usr/bin/env python3
"""Generate the data for the three outside-font test sites: mail/, forum/, changelog/.

Every row is built from many independent sentence templates (per language) whose
slots are filled with names, numbers, dates, products, places, URLs and long
compound words, so no two rows share their prose.  The random seed is fixed, so
running this again gives the same files.

    python3 generate.py          # writes mail/data.json, forum/data.json, changelog/data.json
"""
import json
import os
import random

R = random.Random(20261206)
HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------- shared slots
FIRST = {
    "en": ["Olivia", "Marcus", "Priya", "Daniel", "Hannah", "Tomás", "Grace", "Samuel", "Aisha", "Ethan", "Chloe", "Nathan"],
    "de": ["Jürgen", "Katrin", "Matthias", "Sabine", "Lukas", "Anneliese", "Björn", "Ulrike", "Tobias", "Franziska"],
    "fr": ["Amélie", "François", "Céline", "Théo", "Benoît", "Élodie", "Gaëlle", "Raphaël", "Hélène", "Jérôme"],
    "es": ["Lucía", "Alejandro", "Begoña", "Íñigo", "Marisol", "Joaquín", "Nuria", "Álvaro", "Ximena", "Rodrigo"],
    "pl": ["Małgorzata", "Krzysztof", "Żaneta", "Łukasz", "Agnieszka", "Grzegorz", "Bożena", "Wojciech", "Jadwiga", "Paweł"],
    "cs": ["Jiří", "Petra", "Tomáš", "Kateřina", "Přemysl", "Zdeňka", "Radek", "Markéta", "Ondřej", "Božena"],
    "ru": ["Алексей", "Наталья", "Дмитрий", "Екатерина", "Сергей", "Ольга", "Михаил", "Татьяна", "Юрий", "Ксения"],
    "ja": ["佐藤", "鈴木", "高橋", "田中", "渡辺", "伊藤", "山本", "中村", "小林", "加藤"],
    "zh-CN": ["王伟", "李娜", "张敏", "刘洋", "陈静", "杨帆", "赵磊", "黄丽", "周杰", "吴霞"],
    "zh-TW": ["林志豪", "陳怡君", "黃冠宇", "張雅婷", "李承翰", "王詩涵", "吳宗憲", "劉家豪", "蔡佩珊", "鄭宇軒"],
}
LAST = {
    "en": ["Whitaker", "O'Connell", "Nakamura-Reyes", "Fitzgerald", "Abernathy", "Okafor", "Lindqvist", "Chen", "Patel", "Morrison"],
    "de": ["Müller", "Schäfer", "Großmann", "Weiß", "Köhler", "Hoffmann", "Bräuer", "Zimmermann", "Fuchs", "Löwe"],
    "fr": ["Lefèvre", "Dubois", "Mercier", "Gauthier", "Chevalier", "Rousseau", "Bérenger", "Lacroix", "Fontaine", "Giraud"],
    "es": ["Fernández", "Muñoz", "Echeverría", "Gutiérrez", "Ibáñez", "Cortés", "Peña", "Villanueva", "Sánchez", "Olmedo"],
    "pl": ["Wiśniewska", "Kowalczyk", "Żółkiewski", "Szczepański", "Dąbrowska", "Grzybowski", "Jabłońska", "Łęcki", "Nowak", "Wróbel"],
    "cs": ["Dvořák", "Novotná", "Procházka", "Černý", "Svobodová", "Kučera", "Veselá", "Horák", "Němcová", "Růžička"],
    "ru": ["Иванов", "Смирнова", "Кузнецов", "Попова", "Соколов", "Лебедева", "Козлов", "Новикова", "Морозов", "Волкова"],
}
DOMAINS = ["example.com", "mail.example.org", "posteo.example.de", "firma-beispiel.de", "exemple.fr", "ejemplo.es",
           "przyklad.pl", "priklad.cz", "пример.рф", "example.co.jp", "shili.example.cn", "example.com.tw"]
URLS = [
    "https://docs.example.com/guides/getting-started/installation/linux/debian-and-ubuntu?ref=newsletter&utm_source=mail&utm_medium=email&utm_campaign=spring",
    "https://github.com/example-org/very-long-repository-name-for-testing/pull/{n}/files#diff-8a3f2c1e9b7d6a5f4e3c2b1a0f9e8d7c6b5a4f3e",
    "https://www.example.de/Produktinformationen/Bedienungsanleitungen/Kühlschrankthermostatsteuerungsmodul-{n}.pdf",
    "https://forum.example.org/t/why-does-my-build-fail-only-on-tuesdays-after-the-daylight-saving-change/{n}/17",
    "https://maps.example.com/@52.5200066,13.404954,17z/data=!3m1!4b1!4m6!3m5!1s0x47a84e373f035901:0x42120465b5e3b70",
    "https://例え.jp/お知らせ/2026/メンテナンス-{n}.html",
    "https://shop.example.fr/catalogue/électroménager/réfrigérateurs-américains?page={n}&tri=prix-croissant",
    "https://drive.example.com/file/d/1aB2cD3eF4gH5iJ6kL7mN8oP9qR0sT_{n}/view?usp=sharing",
]
COMPOUNDS = [
    "Donaudampfschifffahrtsgesellschaftskapitän", "Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz",
    "Kraftfahrzeughaftpflichtversicherung", "Grundstücksverkehrsgenehmigungszuständigkeitsübertragungsverordnung",
    "anticonstitutionnellement", "nejneobhospodařovávatelnějšími", "Konstantynopolitańczykowianeczka",
    "превысокомногорассмотрительствующий", "electroencefalografista", "Pneumonoultramicroscopicsilicovolcanoconiosis",
]
SYMBOLS = ["★★★★☆", "☆☆☆", "→", "©", "™", "§ 12", "½", "±0,5 mm", "€ 1 299,–", "£42.50", "¥3,800", "№ 17", "°C", "‰", "✓", "…", "—"]
EMOJI = ["🎉", "🙂", "🚀", "📎", "🔥", "👍", "😅", "☕", "🌧️", "📅", "✈️", "🇩🇪", "🇯🇵", "👩‍💻", "🤔", "💡"]
MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
WEEKDAYS = {"en": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
            "de": ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag"],
            "fr": ["lundi", "mardi", "mercredi", "jeudi", "vendredi"],
            "es": ["lunes", "martes", "miércoles", "jueves", "viernes"],
            "pl": ["poniedziałek", "wtorek", "środę", "czwartek", "piątek"],
            "cs": ["pondělí", "úterý", "středu", "čtvrtek", "pátek"],
            "ru": ["понедельник", "вторник", "среду", "четверг", "пятницу"],
            "ja": ["月曜日", "火曜日", "水曜日", "木曜日", "金曜日"],
            "zh-CN": ["星期一", "星期二", "星期三", "星期四", "星期五"],
            "zh-TW": ["星期一", "星期二", "星期三", "星期四", "星期五"]}


def person(lang):
    if lang in ("ja", "zh-CN", "zh-TW"):
        return R.choice(FIRST[lang])
    return f"{R.choice(FIRST[lang])} {R.choice(LAST[lang])}"


def slots(lang):
    n = R.randint(2, 9999)
    return {
        "name": person(lang), "name2": person(lang), "n": n, "k": R.randint(2, 48), "pct": R.randint(3, 97),
        "day": R.choice(WEEKDAYS[lang]), "hour": f"{R.randint(7, 19)}:{R.choice(['00', '15', '30', '45'])}",
        "url": R.choice(URLS).format(n=n), "word": R.choice(COMPOUNDS), "sym": R.choice(SYMBOLS),
        "emo": R.choice(EMOJI), "price": f"{R.randint(9, 2400)},{R.randint(10, 99)}", "ver": f"{R.randint(1, 12)}.{R.randint(0, 30)}.{R.randint(0, 9)}",
        "month": R.choice(MONTHS_EN), "date": f"{R.randint(1, 28)}.{R.randint(1, 12)}.", "room": R.choice("ABCDEFG") + str(R.randint(100, 499)),
    }


# --------------------------------------------------------------- sentence banks
# Each language: many independent sentence templates; a row takes a random handful.
S = {
"en": [
    "Just following up on the invoice we sent on {day} — it still shows as unpaid on our side.",
    "Could you take a look at the attached draft before {hour}? {name2} wants to send it out today.",
    "The quarterly numbers are in: revenue is up {pct}% compared with the same period last year.",
    "I've moved our call to {day} at {hour} because the room ({room}) was double-booked.",
    "Here's the link I mentioned: {url}",
    "Your order #{n} has shipped and should arrive within {k} business days.",
    "Reminder: the office will be closed on {day} for maintenance of the heating system.",
    "Thanks again for the great feedback on version {ver}; we fixed the crash you reported.",
    "I'm not sure the {word} clause applies here, but legal will confirm by {day}.",
    "We rated the venue {sym} — lovely staff, terrible coffee.",
    "Attached are {k} photos from the offsite {emo} — feel free to share them with your team.",
    "Please don't reply to this message; it was sent from an unmonitored address.",
    "Your subscription renews on {month} {k} for {price} USD unless you cancel before then.",
    "{name2} from finance asked whether the budget line for travel can be reduced by {pct} percent.",
    "The deploy on {day} went smoothly, apart from a brief spike in latency around {hour}.",
    "Can we push the design review to next week? Half the team is out with the flu.",
    "I've shared the spreadsheet with edit access; the totals are on the second tab.",
    "Heads up: the parking garage on Elm Street closes at {hour} starting this {day}.",
    "My flight lands at {hour}, so I'll probably join the dinner a bit late {emo}",
    "We've received your application for position {n} and will be in touch within {k} days.",
    "Security notice: a new sign-in to your account was detected from a device in Lisbon.",
    "The printer on floor {k} is finally fixed; it was a jammed tray, not the firmware.",
    "Congratulations on {k} years with the company! The team signed a card for you.",
],
"de": [
    "Anbei die überarbeitete Fassung des Angebots, bitte bis {day} um {hour} Uhr prüfen.",
    "Die {word} ist leider noch nicht bei uns eingegangen.",
    "Wir haben Ihre Bestellung Nr. {n} erhalten; der Versand erfolgt in {k} Werktagen.",
    "Könnten wir das Treffen auf {day} verschieben? {name2} ist diese Woche im Urlaub.",
    "Der Umsatz ist im dritten Quartal um {pct} % gestiegen, vor allem dank des Onlineshops.",
    "Hier der Link zur Anleitung: {url}",
    "Bitte beachten Sie, dass das Büro am {date} wegen Renovierungsarbeiten geschlossen bleibt.",
    "Die Rechnung über {price} € ist seit {k} Tagen überfällig.",
    "Vielen Dank für Ihre schnelle Rückmeldung – wir melden uns, sobald die Prüfung abgeschlossen ist.",
    "Außerdem möchte ich darauf hinweisen, dass die Straßenbahnlinie ab {day} umgeleitet wird.",
    "Größere Änderungen am Grundriss müssen vom Bauamt genehmigt werden, das dauert etwa {k} Wochen.",
    "Die Heizungsanlage im Gebäudeteil {room} wird am {date} gewartet.",
],
"fr": [
    "Veuillez trouver ci-joint le compte rendu de la réunion de {day} dernier.",
    "Votre commande nº {n} a été expédiée ; elle devrait arriver d'ici {k} jours ouvrés.",
    "Pourriez-vous relire le document avant {hour} ? {name2} souhaite l'envoyer aujourd'hui.",
    "Le chiffre d'affaires a progressé de {pct} % par rapport à l'année précédente.",
    "Voici le lien dont je vous ai parlé : {url}",
    "L'assemblée générale aura lieu {day} à {hour}, salle {room}, au deuxième étage.",
    "Nous avons bien reçu votre dossier ; il est actuellement en cours d'étude.",
    "Il faudrait prévoir {price} € supplémentaires pour l'hébergement des participants.",
    "C'est {word}, mais la préfecture exige désormais un justificatif de domicile récent.",
    "Merci pour votre patience — les travaux dans l'immeuble se termineront fin {month}.",
    "Je serai absent(e) du bureau jusqu'à {day} ; en cas d'urgence, contactez {name2}.",
],
"es": [
    "Te envío el presupuesto actualizado; revisa sobre todo la partida de transporte.",
    "Tu pedido n.º {n} ha sido enviado y llegará en {k} días hábiles.",
    "¿Podemos mover la reunión al {day} a las {hour}? {name2} no puede antes.",
    "Las ventas crecieron un {pct} % respecto al mismo trimestre del año pasado.",
    "Aquí tienes el enlace: {url}",
    "La oficina permanecerá cerrada el {day} por obras en la instalación eléctrica.",
    "¡Enhorabuena por el ascenso! Nos vemos en la cena del viernes {emo}",
    "El {word} de la clínica confirmó la cita para la semana que viene.",
    "Recuerda traer el DNI y el justificante de pago ({price} €) a la ventanilla {room}.",
    "Según el pronóstico, mañana habrá tormentas en el norte; mejor salir temprano.",
],
"pl": [
    "W załączniku przesyłam poprawioną wersję umowy — proszę o uwagi do {day}.",
    "Zamówienie nr {n} zostało wysłane; przesyłka dotrze w ciągu {k} dni roboczych.",
    "Czy możemy przełożyć spotkanie na {day} o {hour}? {name2} jest na urlopie.",
    "Sprzedaż wzrosła o {pct}% w porównaniu z zeszłym rokiem, głównie dzięki eksportowi.",
    "Tu jest link do dokumentacji: {url}",
    "Źródło problemu leżało w źle skonfigurowanym serwerze pocztowym, już działa.",
    "Proszę pamiętać, że biuro będzie nieczynne w {day} z powodu przeglądu instalacji gazowej.",
    "Łączna kwota do zapłaty wynosi {price} zł; faktura jest w załączniku.",
    "Żółta teczka z dokumentami leży w pokoju {room}, na półce obok drukarki.",
    "Dziękuję za szybką odpowiedź — wszystko jest już jasne.",
],
"cs": [
    "V příloze posílám upravenou smlouvu, prosím o připomínky do {day}.",
    "Objednávka č. {n} byla odeslána a dorazí do {k} pracovních dnů.",
    "Můžeme přesunout schůzku na {day} v {hour}? {name2} je tento týden nemocný.",
    "Tržby vzrostly o {pct} % oproti loňskému roku, hlavně díky e-shopu.",
    "Odkaz na návod: {url}",
    "Kancelář bude ve {day} zavřená kvůli výměně oken ve třetím patře.",
    "Celková částka činí {price} Kč; fakturu najdete v příloze.",
    "Příliš žluťoučký kůň úpěl ďábelské ódy, jak říká {name2} při každém testu fontů.",
    "Děkuji za rychlou odpověď, teď je mi všechno jasné.",
],
"ru": [
    "Во вложении обновлённая версия договора — пожалуйста, проверьте до {day}.",
    "Ваш заказ № {n} отправлен и будет доставлен в течение {k} рабочих дней.",
    "Можем перенести встречу на {day} в {hour}? {name2} в отпуске.",
    "Выручка выросла на {pct}% по сравнению с прошлым годом.",
    "Вот ссылка на инструкцию: {url}",
    "Офис будет закрыт в {day} из-за плановой проверки пожарной сигнализации.",
    "Общая сумма к оплате — {price} ₽; счёт приложен к письму.",
    "Съешь же ещё этих мягких французских булок, да выпей чаю — классика для проверки шрифтов.",
    "Спасибо за быстрый ответ, теперь всё понятно.",
    "Собрание жильцов состоится в {day} в {hour} в помещении {room}.",
],
"ja": [
    "お世話になっております。先日ご依頼いただいた見積書を添付いたします。",
    "ご注文番号{n}の商品を発送いたしました。{k}営業日以内にお届け予定です。",
    "{day}の{hour}からの打ち合わせですが、会議室{room}に変更となりました。",
    "売上は前年同期比で{pct}％増加しました。",
    "詳細はこちらをご覧ください：{url}",
    "システムメンテナンスのため、{day}の深夜はサービスを一時停止いたします。",
    "お支払い金額は{price}円です。請求書を添付しておりますのでご確認ください。",
    "ご不明な点がございましたら、担当の{name2}までお気軽にお問い合わせください。",
    "桜の季節になりましたね。来週の花見、楽しみにしています{emo}",
    "資料の修正版を共有フォルダにアップロードしました。ご確認のほどよろしくお願いいたします。",
],
"zh-CN": [
    "您好，附件是更新后的合同草案，请在{day}之前审阅。",
    "您的订单{n}已发货，预计{k}个工作日内送达。",
    "我们能把会议改到{day}{hour}吗？{name2}这周在出差。",
    "与去年同期相比，销售额增长了{pct}%。",
    "这是我提到的链接：{url}",
    "办公室将于{day}因消防检查暂停开放，请大家提前安排工作。",
    "应付总额为{price}元，发票已附在邮件中。",
    "感谢您的快速回复，现在一切都清楚了。",
    "周末的团建活动改在室内举行，天气预报说会下大雨{emo}",
],
"zh-TW": [
    "您好，附件是更新後的合約草案，請在{day}之前審閱。",
    "您的訂單{n}已出貨，預計{k}個工作天內送達。",
    "我們能把會議改到{day}{hour}嗎？{name2}這週在出差。",
    "與去年同期相比，營業額成長了{pct}%。",
    "這是我提到的連結：{url}",
    "辦公室將於{day}因消防檢查暫停開放，請大家提前安排工作。",
    "應付總額為新台幣{price}元，發票已附在郵件中。",
    "謝謝您的迅速回覆，現在一切都清楚了。",
    "颱風警報發布後，明天是否上班請以人事行政總處公告為準{emo}",
],
}
SUBJECTS = {
    "en": ["Invoice #{n} overdue", "Re: Q{k} planning", "Your order #{n} has shipped", "Meeting moved to {day}", "Fwd: photos from the offsite {emo}",
           "Security alert for your account", "Draft v{ver} for review", "Welcome aboard, {name}!", "Lunch on {day}?", "[Action required] Verify your email address before {month} {k}"],
    "de": ["Rechnung Nr. {n}", "AW: Terminverschiebung auf {day}", "Ihre Bestellung Nr. {n} wurde versandt", "Angebot für die {word}", "Wartung am {date}"],
    "fr": ["Facture nº {n}", "RE : compte rendu de {day}", "Votre commande nº {n} a été expédiée", "Absence jusqu'à {day}", "Invitation : assemblée générale"],
    "es": ["Factura n.º {n}", "RE: presupuesto actualizado", "Tu pedido n.º {n} ha sido enviado", "¿Cena el {day}?", "Cita confirmada"],
    "pl": ["Faktura nr {n}", "Odp: przełożenie spotkania", "Zamówienie nr {n} wysłane", "Przegląd instalacji w {day}"],
    "cs": ["Faktura č. {n}", "Re: přesunutí schůzky", "Objednávka č. {n} odeslána", "Výměna oken ve {day}"],
    "ru": ["Счёт № {n}", "Re: перенос встречи", "Заказ № {n} отправлен", "Собрание жильцов в {day}"],
    "ja": ["見積書送付のご案内（No.{n}）", "Re: 打ち合わせ日程の変更", "ご注文商品発送のお知らせ", "メンテナンスのお知らせ"],
    "zh-CN": ["发票 {n} 号", "回复：会议时间调整", "订单 {n} 已发货", "消防检查通知"],
    "zh-TW": ["發票 {n} 號", "回覆：會議時間調整", "訂單 {n} 已出貨", "颱風假公告"],
}


def fill(t, s):
    return t.format(**s)


def prose(lang, lo, hi, nmin=1, nmax=7):
    """A paragraph of nmin..nmax distinct sentences in lang, between lo and hi characters."""
    while True:
        s = slots(lang)
        sents = R.sample(S[lang], min(len(S[lang]), R.randint(nmin, nmax)))
        sep = "" if lang in ("ja", "zh-CN", "zh-TW") else " "
        text = sep.join(fill(x, slots(lang) if R.random() < 0.5 else s) for x in sents)
        if R.random() < 0.15:
            text += " " + R.choice(SYMBOLS)
        if R.random() < 0.12:
            text += " " + R.choice(EMOJI)
        if lo <= len(text) <= hi:
            return text


LANG_WEIGHTS_MAIL = [("en", 30), ("de", 12), ("fr", 10), ("es", 9), ("pl", 8), ("cs", 7), ("ru", 8), ("ja", 7), ("zh-CN", 5), ("zh-TW", 4)]


def pick_lang(weights):
    total = sum(w for _, w in weights)
    x = R.uniform(0, total)
    for lang, w in weights:
        x -= w
        if x <= 0:
            return lang
    return weights[-1][0]


def email_addr(name, lang):
    if lang in ("ja", "zh-CN", "zh-TW"):
        local = R.choice(["info", "support", "no-reply", "eigyo", "kefu", "service"]) + str(R.randint(1, 99))
    else:
        local = name.lower().replace(" ", ".").replace("'", "")
    return f"{local}@{R.choice(DOMAINS)}"


LABELS = ["Inbox", "Work", "Finance", "Travel", "Receipts", "Family", "Newsletters", "Urgent ★", "Projekt Ω", "Reisen",
          "Factures", "Viajes", "Praca", "Práce", "Работа", "仕事", "工作", "請款", "Follow-up →", "GitHub", "© Legal"]
REFS = ["INV-{n}", "PR #{n}", "git rev-parse HEAD", "a1b2c3{n}", "ssh deploy@10.0.{k}.1", "JIRA-{n}", "./configure --prefix=/usr", "ERR_CONNECTION_RESET", "SELECT * FROM orders WHERE id = {n};"]


def gen_mail(count=420):
    rows, seen = [], set()
    base_day = 1_790_000_000
    while len(rows) < count:
        lang = pick_lang(LANG_WEIGHTS_MAIL)
        s = slots(lang)
        sender = person(lang) if R.random() < 0.8 else R.choice(["GitHub", "Deutsche Bahn", "SNCF Connect", "Allegro", "Alza.cz", "Яндекс", "楽天市場", "淘宝网", "蝦皮購物", "Stripe"])
        subject = fill(R.choice(SUBJECTS[lang]), s)
        snippet = prose(lang, 40, 640, 1, 6)
        row = {
            "cell": "MailCell",
            "lang": lang,
            "sender": sender,
            "email": email_addr(sender, lang),
            "subject": subject,
            "snippet": snippet,
            "date": (__import__("datetime").datetime.utcfromtimestamp(base_day - len(rows) * R.randint(1800, 40000))).strftime("%Y-%m-%dT%H:%M:%SZ"),
            "cls": "msg unread" if R.random() < 0.35 else "msg",
            "labels": R.sample(LABELS, R.choice([0, 0, 1, 1, 2, 3])),
        }
        if R.random() < 0.25:
            row["ref"] = fill(R.choice(REFS), s)
        if R.random() < 0.15:
            row["note"] = R.choice(["Draft", "Entwurf", "Brouillon", "Borrador", "Szkic", "Koncept", "Черновик", "下書き", "草稿"]) + " · " + R.choice(["edited", "bearbeitet", "modifié", "editado", "edytowano", "upraveno", "изменено", "編集済み", "已编辑"])
        total = len(sender) + len(subject) + len(snippet) + sum(len(x) for x in row["labels"]) + len(row.get("ref", "")) + len(row.get("note", ""))
        if not (40 <= total <= 900) or snippet in seen:
            continue
        seen.add(snippet)
        rows.append(row)
    return rows


# --------------------------------------------------------------------- forum
TITLES = {
    "en": ["Why does my build fail only after the {month} update?", "Best way to store {k} million rows in SQLite?", "Show & Tell: my homemade weather station {emo}",
           "Help: font looks blurry on a {k}-inch screen", "Is the {word} really the longest word?", "[Solved] Wi-Fi drops every {k} minutes",
           "Recommendations for a quiet mechanical keyboard under ${k}0?", "PSA: version {ver} breaks plugins that use the old API", "How do you keep sourdough starter alive on vacation?"],
    "de": ["Warum ist mein Sauerteig so flach?", "Erfahrungen mit der {word}?", "Heizungsthermostat zeigt falsche Temperatur (±{k} °C)", "Suche Mitfahrgelegenheit nach München am {date}"],
    "fr": ["Quel vélo électrique pour {k} km par jour ?", "Problème d'accents dans LaTeX (é, è, ç)", "Vos meilleures recettes de tarte Tatin ?", "Déménagement à Lyon : conseils ?"],
    "es": ["¿Qué portátil para programar por menos de {k}00 €?", "Problema con la eñe en el teclado", "Ruta por los Picos de Europa en {k} días", "¿Alguien ha probado la nueva versión {ver}?"],
    "pl": ["Jak zabezpieczyć balkon przed gołębiami?", "Problem z polskimi znakami w PDF", "Żurek czy barszcz na Wielkanoc?", "Który dostawca internetu w Łodzi?"],
    "cs": ["Jak na vyřazení starého auta?", "Chyba s českou diakritikou v Excelu", "Tipy na výlet po Šumavě", "Doporučíte mechanika v Brně?"],
    "ru": ["Как выбрать велосипед для города?", "Проблема с кодировкой кириллицы в CSV", "Лучшие книги по алгоритмам", "Посоветуйте дачу под Петербургом"],
    "ja": ["Rustの所有権がどうしても理解できません", "京都で静かに過ごせるカフェを教えてください", "自作キーボードのはんだ付けについて質問です", "バージョン{ver}にアップデートしたら起動しなくなりました"],
    "zh-CN": ["如何在 Linux 上正确显示中文字体？", "推荐几本适合初学者的编程书", "北京周末有什么好去处？", "升级到{ver}版本后无法启动"],
    "zh-TW": ["如何在 Linux 上正確顯示中文字型？", "推薦幾本適合初學者的程式書", "台北週末有什麼好去處？", "升級到{ver}版本後無法啟動"],
}
FORUM_EXTRA = {
    "en": ["Edit: thanks everyone, the fix was to clear the cache.", "I've attached the full log below.", "Running it on Debian 12 with kernel 6.1.", "Any pointers appreciated!"],
    "de": ["Nachtrag: Problem gelöst, danke an alle!", "Log hängt unten an.", "Vielen Dank im Voraus!"],
    "fr": ["Édit : résolu, merci à tous !", "Je joins le journal complet ci-dessous.", "Merci d'avance !"],
    "es": ["Edito: ¡resuelto, gracias a todos!", "Adjunto el registro completo.", "¡Gracias de antemano!"],
    "pl": ["Edycja: rozwiązane, dzięki!", "Pełny log poniżej.", "Z góry dziękuję!"],
    "cs": ["Úprava: vyřešeno, díky všem!", "Celý log přikládám níže.", "Předem děkuji!"],
    "ru": ["Upd: решено, всем спасибо!", "Полный лог ниже.", "Заранее спасибо!"],
    "ja": ["追記：解決しました。皆さんありがとうございました！", "ログを下に貼ります。", "よろしくお願いします。"],
    "zh-CN": ["更新：已解决，谢谢大家！", "完整日志附在下面。", "先谢谢了！"],
    "zh-TW": ["更新：已解決，謝謝大家！", "完整日誌附在下面。", "先謝謝了！"],
}
TAGS = ["linux", "fonts", "cooking", "travel", "hardware", "help-wanted", "solved ✔", "rust", "python", "i18n", "日本語", "中文", "繁體中文",
        "deutsch", "français", "español", "polski", "čeština", "русский", "★ featured", "bikes", "diy", "keyboards"]
LANG_WEIGHTS_FORUM = [("en", 25), ("de", 9), ("fr", 8), ("es", 8), ("pl", 8), ("cs", 7), ("ru", 8), ("ja", 11), ("zh-CN", 9), ("zh-TW", 7)]


def gen_forum(count=460):
    rows, seen = [], set()
    while len(rows) < count:
        lang = pick_lang(LANG_WEIGHTS_FORUM)
        s = slots(lang)
        title = fill(R.choice(TITLES[lang]), s)
        excerpt = prose(lang, 30, 700, 1, 7)
        if R.random() < 0.4:
            excerpt += ("" if lang in ("ja", "zh-CN", "zh-TW") else " ") + R.choice(FORUM_EXTRA[lang])
        author = person(lang) if R.random() < 0.7 else R.choice(["kernel_panic", "tofu_fan42", "Łódź-rider", "café_crème", "ночной_кодер", "ねこまんま", "小白兔", "阿宏"]) + str(R.randint(1, 999))
        row = {
            "cell": "TopicCell",
            "title": title,
            "excerpt": excerpt,
            "author": author,
            "replies": R.choice([0, 1, 2, 3, 5, 8, 13, 21, 42, 117, 1204, 15873]) + R.randint(0, 9),
            "views": R.randint(10, 250000),
            "tags": R.sample(TAGS, R.choice([0, 1, 2, 2, 3, 4])),
            "url": f"https://forum.example.org/t/{len(rows) + 1000}",
        }
        if lang in ("ja", "zh-CN", "zh-TW"):
            row["lang"] = lang
        elif lang != "en":
            row["lang"] = lang if R.random() < 0.5 else None  # some non-English rows carry lang too
            if row["lang"] is None:
                del row["lang"]
        if R.random() < 0.1:
            row["pinned"] = "📌 Pinned"
        total = len(title) + len(excerpt) + len(author) + sum(len(t) for t in row["tags"]) + 12
        if not (40 <= total <= 900) or excerpt in seen:
            continue
        seen.add(excerpt)
        rows.append(row)
    return rows


# ----------------------------------------------------------------- changelog
COMPONENTS = ["parser", "CLI", "renderer", "HTTP server", "cache", "font loader", "pager", "sitemap writer", "image pipeline", "config reader",
              "plugin API", "Windows installer", "macOS notarization", "locale data", "feed writer", "sandbox", "test harness", "docs"]
KINDS = [("✨", "Added"), ("🐛", "Fixed"), ("⚠️", "Breaking"), ("⚠", "Deprecated"), ("✔", "Verified"), ("✔️", "Tested"), ("☎", "Support"),
         ("❤", "Thanks"), ("❤️", "Community"), ("→", "Changed"), ("🔒", "Security"), ("⚡", "Performance"), ("", "Changed"), ("", "Fixed")]
CODES = ["--output-dir", "render(options:)", "Config.load()", "max_connections", "LANG=C.UTF-8", "fc-match sans-serif", "Content-Security-Policy",
         "@font-face", "unicode-range", "std::vector<uint8_t>", "npm ci --omit=dev", "~/.config/app/settings.toml", "Accept-Language",
         "ERR_TOO_MANY_REDIRECTS", "if let x = y { … }", "SELECT count(*) FROM rows", "pip install -U tool", "0x7fffffff", "git bisect",
         "text-rendering: optimizeLegibility", "RUST_LOG=debug", "--no-sandbox", "HOME", "UTF-16LE", "Ctrl+Shift+P", "U+FE0F"]
BEFORE = ["Fixed a crash when", "Added support for", "The {c} no longer ignores", "Renamed", "Deprecated", "Improved the error message for",
          "Sped up the {c} by {pct}% for inputs that use", "Removed the undocumented", "Documented", "The {c} now respects",
          "Worked around a kernel bug that broke", "Upgraded the bundled dependency behind", "Made the {c} handle", "Stopped logging secrets passed in",
          "Thanks to {name} for reporting a leak in", "Restored the {ver} behaviour of", "Clarified how the {c} treats"]
AFTER = ["", "", "on {k}-bit systems.", "(#{n}).", "when the path contains spaces or non-ASCII characters such as “Größe” or “日本語”.",
         "— reported by {name}, thank you!", "after {k} retries.", "in right-to-left locales.", "so builds on CI are reproducible again.",
         "; see {url} for the migration guide.", "with {k} or more worker threads.", "on Windows, macOS and Linux alike.",
         "when the config file is larger than {k} MB.", "for users of the {word} locale pack.", "(regression since {ver})."]
CHANGELOG_NOTES = ["This release is dedicated to the volunteers who translated the docs into {k} languages ❤️",
                   "Upgrade is recommended for everyone; no configuration changes are needed.",
                   "⚠️ This release drops support for Python 3.{k}.",
                   "Diese Version behebt einen Fehler bei der Verarbeitung von Umlauten (ä, ö, ü, ß).",
                   "Cette version corrige l'affichage des accents dans les noms de fichiers.",
                   "このリリースでは日本語の縦書きに関する不具合を修正しました。",
                   "本版本修复了中文路径下的崩溃问题。",
                   "Special thanks to {name} and {name2} ☎ for the late-night debugging session.",
                   "Downloads: {url}"]


def gen_changelog(count=330):
    rows, seen = [], set()
    major, minor, patch = 14, 9, 3
    import datetime
    day = datetime.date(2026, 11, 30)
    while len(rows) < count:
        # walk versions downward
        if patch > 0:
            patch -= 1
        elif minor > 0:
            minor, patch = minor - 1, R.randint(0, 6)
        else:
            major, minor, patch = major - 1, R.randint(4, 12), R.randint(0, 6)
        day -= datetime.timedelta(days=R.randint(2, 19))
        version = f"v{major}.{minor}.{patch}"
        entries = []
        for _ in range(R.choice([1, 1, 2, 2, 3, 3, 4, 5, 6, 8])):
            s = slots("en")
            s["c"] = R.choice(COMPONENTS)
            icon, kind = R.choice(KINDS)
            e = {"kind": kind, "before": fill(R.choice(BEFORE), s)}
            if icon:
                e["icon"] = icon
            if R.random() < 0.8:
                e["code"] = R.choice(CODES)
            after = fill(R.choice(AFTER), s)
            if after:
                e["after"] = after
            entries.append(e)
        row = {"cell": "ReleaseCell", "version": version, "date": day.isoformat(), "entries": entries,
               "url": f"https://github.com/example-org/tool/releases/tag/{version}"}
        if R.random() < 0.3:
            s = slots("en")
            row["note"] = fill(R.choice(CHANGELOG_NOTES), s)
        if R.random() < 0.12:
            row["badge"] = R.choice(["Latest", "LTS ★", "Pre-release", "Security 🔒", "Yanked ✗"])
        key = json.dumps(entries, ensure_ascii=False)
        total = len(version) + 12 + sum(len(e.get("before", "")) + len(e.get("code", "")) + len(e.get("after", "")) + len(e["kind"]) + 3 for e in entries) + len(row.get("note", ""))
        if not (40 <= total <= 900) or key in seen:
            # undo nothing: versions just skip, like real projects that never released some numbers
            continue
        seen.add(key)
        rows.append(row)
    return rows


def write(name, rows):
    path = os.path.join(HERE, name, "data.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(rows, f, ensure_ascii=False, indent=1)
    print(f"{path}: {len(rows)} rows")


if __name__ == "__main__":
    write("mail", gen_mail())
    write("forum", gen_forum())
    write("changelog", gen_changelog())
