# Seeded multilingual text material for the corpora.
import random

SENT = {
 'en': ["The city council approved the new budget after a six-hour debate on Tuesday night.",
        "Researchers say the findings could change how we treat chronic back pain.",
        "Don't forget: the meeting starts at 9:30 a.m. sharp — bring your laptop!",
        "Prices rose 3.2% year-over-year, the fastest pace since 2008.",
        "She said, \"It's not about winning; it's about showing up.\"",
        "State-of-the-art, well-known, twenty-first-century problems need up-to-date answers."],
 'de': ["Die Donaudampfschifffahrtsgesellschaftskapitänswitwe war nicht amüsiert.",
        "Der Bundestag hat am Donnerstag das Haushaltsbegleitgesetz verabschiedet.",
        "Straßenbahnhaltestellen werden ab Montag barrierefrei umgebaut.",
        "Rechts\u00adschutz\u00adversicherungs\u00adgesellschaften erhöhen die Beiträge um 4,5 %.",
        "„Wir schaffen das“, sagte die Kanzlerin – und meinte es ernst."],
 'fr': ["Le gouvernement a présenté jeudi son projet de loi sur l'énergie.",
        "« C'est une victoire pour tous ! » s'est exclamé l'entraîneur.",
        "Il fait 23\u00a0°C à Paris ; la canicule est attendue pour mercredi.",
        "L'anticonstitutionnellement célèbre mot n'est plus le plus long."],
 'es': ["El Ayuntamiento de Madrid aprobó ayer la ampliación del metro.",
        "¿Quién ganará la liga este año? ¡Nadie lo sabe todavía!",
        "La reunión será el 12 de octubre a las 18:00 h en la sede central."],
 'pt': ["O presidente anunciou novas medidas econômicas nesta segunda-feira.",
        "Não há nada mais difícil do que começar — e recomeçar é ainda pior.",
        "A seleção brasileira venceu por 3 × 1 no Maracanã lotado."],
 'it': ["Il Consiglio dei ministri ha approvato il decreto sulle semplificazioni.",
        "Perché l'Italia è così bella? Perché è piena di storia e di sapori."],
 'nl': ["De gemeenteraad stemde in met het nieuwe fietsenstallingsbeleid.",
        "Het is vandaag 's ochtends mistig, maar 's middags wordt het zonnig."],
 'ru': ["Правительство утвердило новый бюджет на следующий год.",
        "Достопримечательности Санкт-Петербурга привлекают миллионы туристов.",
        "«Всё будет хорошо», — сказал он и улыбнулся."],
 'uk': ["Київська міська рада ухвалила програму розвитку громадського транспорту.",
        "Ґрунтовні дослідження показали, що їжачок їсть яблука."],
 'cs': ["Předseda vlády oznámil, že daňová reforma začne platit od ledna.",
        "Nejneobhospodařovávatelnějšími pozemky jsou ty u řeky."],
 'pl': ["Sejm przyjął ustawę o ochronie środowiska naturalnego większością głosów.",
        "Zażółć gęślą jaźń — to zdanie zawiera wszystkie polskie znaki."],
 'el': ["Η κυβέρνηση ανακοίνωσε νέα μέτρα για τη στήριξη των νοικοκυριών.",
        "Ο καιρός αύριο θα είναι βροχερός στη Θεσσαλονίκη."],
 'tr': ["İstanbul Büyükşehir Belediyesi yeni metro hattını açtı.",
        "Çekoslovakyalılaştıramadıklarımızdanmışsınız, değil mi?"],
 'vi': ["Thủ tướng Chính phủ đã ký quyết định phê duyệt dự án đường sắt cao tốc.",
        "Hà Nội hôm nay trời nắng đẹp, nhiệt độ khoảng 28 độ."],
 'zh': ["国务院总理今天主持召开常务会议，部署进一步扩大内需的措施。",
        "北京时间昨晚，中国女排以3比1战胜对手，晋级决赛。",
        "这款手机售价为人民币4999元，将于下周一正式上市。"],
 'zht': ["行政院今日通過新版長照計畫，預計明年元旦起實施。",
         "台北市政府宣布，捷運環狀線將於年底前全線通車。"],
 'ja': ["東京都は来月から新しい子育て支援策を開始すると発表した。",
        "今日は天気がいいので、公園で散歩しました。とても気持ちよかったです！",
        "「ありがとうございます」と彼女は笑顔で言った。"],
 'ko': ["서울시는 내년부터 대중교통 요금을 인상한다고 발표했다.",
        "오늘 날씨가 정말 좋아서 친구들과 한강 공원에 갔어요."],
 'th': ["รัฐบาลประกาศมาตรการกระตุ้นเศรษฐกิจใหม่ในวันนี้",
        "กรุงเทพมหานครมีฝนตกหนักในช่วงบ่าย"],
 'hi': ["सरकार ने आज नई आर्थिक नीति की घोषणा की।",
        "दिल्ली में आज मौसम साफ रहेगा।"],
 'he': ["הממשלה אישרה היום את תקציב המדינה לשנה הבאה.",
        "מזג האוויר בתל אביב יהיה חם ולח."],
 'ar': ["أعلنت الحكومة اليوم عن حزمة جديدة من الإصلاحات الاقتصادية.",
        "الطقس في القاهرة سيكون حارًا ومشمسًا غدًا."],
}
NAMES = {
 'en': ["Emily Johnson", "Michael O'Brien", "Sarah-Jane Smith"], 'de': ["Jürgen Müller", "Anna-Lena Schäfer"],
 'fr': ["Amélie Lefèvre", "François Dupont"], 'es': ["José Martínez", "María del Carmen Núñez"],
 'pt': ["João Gonçalves"], 'it': ["Giulia Bianchi"], 'nl': ["Jan van der Berg"], 'ru': ["Александр Пушкин", "Ольга Иванова"],
 'uk': ["Тарас Шевченко"], 'cs': ["Jiří Dvořák"], 'pl': ["Małgorzata Wójcik"], 'el': ["Γιώργος Παπαδόπουλος"],
 'tr': ["Ayşe Yılmaz"], 'vi': ["Nguyễn Văn An"], 'zh': ["王小明", "李华"], 'zht': ["陳大文"], 'ja': ["山田太郎", "佐藤花子"],
 'ko': ["김민준", "이서연"], 'th': ["สมชาย ใจดี"], 'hi': ["राहुल शर्मा"], 'he': ["דוד כהן"], 'ar': ["محمد أحمد"],
}
EMOJI = ["😀", "👍🏽", "👨‍👩‍👧‍👦", "🏳️‍🌈", "🇩🇪", "🇯🇵", "🇺🇦", "1️⃣", "#️⃣", "❤️", "🎉", "🧑🏿‍💻", "👩🏻‍🚀", "🔥", "✅", "☕", "🍕", "🤷‍♂️"]
URLS = ["https://example.com/articles/2024/05/17/very-long-slug-about-something-important?utm_source=newsletter&utm_medium=email",
        "http://www.bundesregierung.de/breg-de/aktuelles/pressemitteilungen",
        "https://github.com/owner/repository/blob/main/Sources/Module/File.swift#L120-L145",
        "www.example.org/a/b/c"]
EMAILS = ["jane.doe+newsletter@example.com", "kontakt@müller-gmbh.de", "info@例え.jp"]
HASHTAGS = ["#breaking", "#WorldCup2026", "#东京", "#café", "#BlackLivesMatter", "#100DaysOfCode"]
PUNCT = ["...", "?!", "!!!", "—", "(sic)", "[1]", "«»", "“”", "…"]
LONGW = ["Pneumonoultramicroscopicsilicovolcanoconiosis", "Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz",
         "Kraftfahrzeug\u00adhaftpflicht\u00adversicherung", "antidisestablishmentarianism", "supercalifragilisticexpialidocious"]
LANGS = list(SENT)

def sentence(r, lang=None):
    lang = lang or r.choice(LANGS)
    return r.choice(SENT[lang])

def paragraph(r, n=None, lang=None, spice=0.3):
    n = n or r.randint(1, 4)
    lang0 = lang or r.choice(LANGS)
    parts = []
    for i in range(n):
        l = lang0 if r.random() < 0.75 else r.choice(LANGS)
        s = sentence(r, l)
        if r.random() < spice:
            extra = r.choice([r.choice(EMOJI), r.choice(URLS), r.choice(EMAILS), r.choice(HASHTAGS),
                              r.choice(PUNCT), r.choice(LONGW), f"{r.randint(1,99999):,}", f"€{r.randint(1,999)},{r.randint(0,99):02d}",
                              f"${r.randint(1,9999)}.{r.randint(0,99):02d}", f"{r.randint(2000,2030)}-{r.randint(1,12):02d}-{r.randint(1,28):02d}",
                              " ".join(r.choice(EMOJI) for _ in range(r.randint(2,6)))])
            s = s + " " + extra if r.random() < 0.7 else extra + " " + s
        parts.append(s)
    sep = "" if lang0 in ("zh", "zht", "ja") and r.random() < 0.5 else " "
    return sep.join(parts)

def name(r, lang=None):
    lang = lang or r.choice(LANGS)
    return r.choice(NAMES[lang])

def date(r):
    return f"{r.randint(2019,2025)}-{r.randint(1,12):02d}-{r.randint(1,28):02d}T{r.randint(0,23):02d}:{r.randint(0,59):02d}:00Z"
