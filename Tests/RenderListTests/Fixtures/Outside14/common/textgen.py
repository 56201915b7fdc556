"""Shared multilingual text fragments for the generators (seeded by callers)."""
import random

EN = ["Quarterly report is ready for review", "Can we move the meeting to Thursday?",
      "Your order has shipped and will arrive soon", "Reminder: the invoice is overdue",
      "Thanks for the quick turnaround on this!", "Please find the updated draft attached",
      "The deployment failed on staging again", "Lunch next week? I know a great place",
      "We're excited to announce our new features", "Security alert: new sign-in from Linux",
      "Re: Re: Fwd: budget spreadsheet (final_v3)", "I'll be out of office until Monday"]
DE = ["Die Besprechung wurde auf Donnerstag verschoben", "Ihre Bestellung wurde versandt",
      "Rechnungsprüfung für das Geschäftsjahr abgeschlossen", "Grüße aus München – bis bald!",
      "Donaudampfschifffahrtsgesellschaftskapitänsmütze", "Bitte überprüfen Sie die Änderungen",
      "Straßenbahnhaltestelle Hauptbahnhof gesperrt", "Kundenzufriedenheitsumfrage läuft ab"]
RU = ["Встреча перенесена на четверг", "Ваш заказ отправлен и скоро прибудет",
      "Пожалуйста, проверьте обновлённый черновик", "Достопримечательности Санкт-Петербурга",
      "Напоминание: счёт просрочен", "Спасибо за быстрый ответ!",
      "человеконенавистничество", "Эксперименты с высокопроизводительными вычислениями"]
CS = ["Schůzka byla přesunuta na čtvrtek", "Vaše objednávka byla odeslána",
      "Nejnepravděpodobnějšími událostmi", "Příliš žluťoučký kůň úpěl ďábelské ódy",
      "Děkujeme za rychlou odpověď", "Zkontrolujte prosím změny v dokumentu"]
PL = ["Spotkanie przeniesiono na czwartek", "Zażółć gęślą jaźń", "Twoje zamówienie zostało wysłane",
      "Konstantynopolitańczykowianeczka", "Dziękujemy za szybką odpowiedź", "Proszę sprawdzić zmiany"]
ZH = ["会议改到星期四下午三点", "您的订单已发货，预计明天送达", "请查看附件中的最新草稿。",
      "季度报告已经准备好，请审阅", "感谢您的快速回复！", "北京市海淀区中关村大街一号",
      "“人工智能”技术的发展日新月异", "系统将于今晚（周五）进行维护"]
JA = ["会議は木曜日に変更されました", "ご注文の商品は発送されました。", "添付の最新ドラフトをご確認ください",
      "東京都渋谷区神南一丁目「ヒカリエ」", "ありがとうございます！よろしくお願いします。",
      "四半期レポートの準備ができました", "カタカナ語：コンピューターネットワーク"]
EMOJI = ["😀", "🎉", "👍🏽", "👩‍💻", "👨‍👩‍👧‍👦", "🏳️‍🌈", "🇩🇪", "🇯🇵", "🇨🇿", "🇵🇱", "❤️", "🔥",
         "✅", "⚠️", "🧑🏿‍🚀", "🤷‍♀️", "👋🏻", "1️⃣", "☕", "🚀"]
LONG = ["https://example.com/very/long/path/to/some/resource?id=1234567890&ref=newsletter_2024",
        "supercalifragilisticexpialidocious", "Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz",
        "AbstractSingletonProxyFactoryBeanConfigurationManager", "x" * 60,
        "user.name+filter@sub.domain.example.co.uk", "C:\\Program Files\\Vendor\\App\\bin\\tool.exe",
        "Pneumonoultramicroscopicsilicovolcanoconiosis"]
NAMES = ["Alice Johnson", "Jörg Müller", "Анна Смирнова", "Tomáš Novák", "Łukasz Wiśniewski",
         "王小明", "田中 太郎", "Zoë O'Brien-Smythe", "María José García Fernández",
         "Hubert Blaine Wolfeschlegelsteinhausenbergerdorff", "李娜", "佐藤 花子", "GitHub", "noreply"]
LANGS = {"en": EN, "de": DE, "ru": RU, "cs": CS, "pl": PL, "zh": ZH, "ja": JA}


def phrase(r, lang=None):
    lang = lang or r.choice(list(LANGS))
    return r.choice(LANGS[lang])


def sentence(r, n=None, emoji=0.25, longw=0.08):
    n = n or r.randint(1, 4)
    parts = []
    for _ in range(n):
        p = phrase(r)
        if r.random() < emoji:
            p += " " + "".join(r.choice(EMOJI) for _ in range(r.randint(1, 3)))
        if r.random() < longw:
            p += " " + r.choice(LONG)
        parts.append(p)
    return " ".join(parts)
