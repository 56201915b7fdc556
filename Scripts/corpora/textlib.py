"""Shared, seeded prose composer for the outside-fluid corpora.

Everything goes through a random.Random passed in by the caller, so every
generator is deterministic. Sentences are composed from a large vocabulary and
~30 sentence shapes; callers keep a `seen` set so every text is unique.
"""
import hashlib
import random
import string

NOUNS = """
abstraction accident account adapter agenda airport algorithm allocator analysis anchor
answer antenna apartment appetite archive argument assembler attic audience auditor
backlog badge balcony ballot bandwidth barrier basement battery beacon benchmark bicycle
binary biscuit blanket blueprint boiler bookshelf border bottleneck boundary branch bridge
browser bucket budget buffer bundle bureau cabinet cache calendar camera campaign canal
candidate canvas capacitor carpenter cartridge cassette catalogue cathedral ceiling cellar
certificate chapter checksum chimney circuit citizen classroom climate clinic cluster
coastline codec collector column comet committee compiler compost concert conductor
container contract corridor cottage council counter courier crane crater curriculum
cursor cylinder daemon database deadline debugger decoder delta deployment desert
diagram dialect diary dictionary directory dispatcher district document doorway drawer
dungeon dynamo editor election elevator embassy emulator encoder engine envelope
estuary exhibit experiment factory farmer fault feature ferry festival fiddle filesystem
firmware fixture flashlight fleet footnote forecast forest fossil fountain framework
freight frontier furnace gadget galaxy garage garden gasket gateway generator glacier
governor gradient granary graph greenhouse guitar habit hammock handbook harbour
harvest headline heater helmet heuristic highway hospital hypothesis iceberg incident
index infrastructure inn insect inspector interpreter invoice island journal kernel
kettle keyboard kiosk kitchen ladder lagoon landlord lantern laptop lattice lecture
ledger library lighthouse linker locomotive lottery magnet mailbox manifesto manuscript
marathon market meadow mechanic membrane memoir merchant meteor microscope migration
mirror modem molecule monastery monitor mortgage motorway museum musician narrative
neighbour network newsletter notebook nursery observatory ocean orchard orchestra
outage packet paddock palette pamphlet parachute parser passport pavement pendulum
pension pharmacy physicist pilgrim pipeline planet plateau playground plugin podcast
portfolio postcard prairie printer prism protocol prototype puzzle quarry queue
radiator railway reactor receipt recipe reef refinery register regression reservoir
resolver retrospective ribbon river robot rooftop router runway saddle satellite
scaffold scheduler schooner scooter sculpture semaphore sensor sequencer server shelter
shipyard shortcut signal simulator sketch skyline smartphone snapshot socket spreadsheet
stadium staircase station statute stove strategy subway suitcase summit supplier
surveyor switchboard symphony syntax tableau tavern telescope tenant terminal textbook
theorem thermostat thread ticket timeline toolchain tractor tramway transistor treaty
tribunal trombone tunnel turbine typewriter umbrella universe valley vault velocity
vendor village vineyard violin volcano voucher wagon warehouse waterfall webhook
whistle widget windmill workbench workshop yacht zeppelin
""".split()

ADJECTIVES = """
absurd accurate ambitious ancient anonymous anxious arbitrary asynchronous awkward
bespoke bitter bizarre blurry bold boring brittle broken bumpy busy careful casual
cautious cheap cheerful chilly chronic clever clumsy coastal colourful compact
complicated concurrent confusing cosy crooked crowded cryptic curious damp dazzling
decent dense deprecated deterministic diligent dim distant distributed dormant dusty
eager early elegant elusive empty encrypted enormous ephemeral fancy fascinating
feeble fierce flaky fluffy foggy forgotten fragile frantic frozen fuzzy generous
gentle gigantic glossy graceful greedy grim grumpy handsome hasty haunted heavy
hidden hollow honest humble hungry idle immutable impatient incremental informal
insecure invisible itchy jagged jolly juicy lazy legacy lightweight linear liquid
lonely loud lucky lumpy magnificent massive mellow messy mighty minimal misty modest
modular mundane mysterious narrow nasty neat nervous nimble noisy nostalgic obscure
odd opaque orderly outdated overdue painful pale parallel patient peculiar persistent
plain playful polished polite portable precise pristine proprietary proud quaint
quick quiet rapid rare recursive redundant reliable remote reluctant restless rigid
ripe robust rotten rough rowdy rural rusty sacred salty scalable scary scattered
secret serene shabby shaky shallow sharp shiny silent silly simple sleepy slippery
sluggish smoky snappy soggy solemn sparse speedy spicy stale static steady sticky
stormy strange stubborn sturdy subtle sunny superb suspicious sweet synchronous
tangled tedious tender thirsty tidy tiny transparent tricky trivial turbulent
unusual urban vague vast velvet verbose vibrant vintage volatile wary wealthy weary
weird wicked wild windy wise wobbly wooden worried yellow young zealous
""".split()

# (base, third person, past, gerund)
VERBS_RAW = """
abandon accept adjust admire allocate analyse annoy approve archive argue arrange
assemble attach avoid bake balance benchmark borrow break build bundle calculate
cancel capture carry celebrate challenge change chase cherish clean climb collect
compile complain compress configure connect construct copy correct crash criticise
debug decide decode decorate defend delay delete deliver deploy describe design
destroy detect discover dismantle dispatch distribute document download draft drain
embrace encode encourage endorse enjoy escape estimate evaluate examine expand
explain explore export fetch fix flatten follow forget format freeze gather greet
grow guard handle harvest hide hunt ignore imagine import improve inspect install
invent investigate invite juggle launch lease lift link load lock maintain manage
measure mention merge migrate mirror misplace monitor mount narrate negotiate observe
obtain order organise paint parse patch polish postpone predict prefer prepare
preserve print profile promise protect publish question rebuild recommend record
recover refactor refuse release remember render repair replace report request rescue
resize restore retire review rewrite rotate sample scan schedule search select
shadow share shrink simplify sketch solve sort split stabilise stack start steal
store stream study submit summarise support suspend sweep tame test track trade
translate trim tune uncover unpack update upgrade validate verify visit wander
wash watch weave whisper wrap
""".split()

ADVERBS = """
abruptly accidentally allegedly anxiously apparently barely blindly boldly briefly
calmly carefully casually cheerfully clumsily constantly curiously deliberately
desperately eagerly easily entirely eventually finally frankly gently gradually
happily hastily honestly hopefully immediately lazily loudly mostly mysteriously
naturally nervously obviously occasionally oddly openly patiently politely quickly
quietly rarely reluctantly roughly secretly seriously silently slowly smoothly
somehow suddenly surprisingly suspiciously swiftly thoroughly unexpectedly vaguely
wildly willingly
""".split()

FIRST = """
Ada Adrian Aiko Alba Alejandro Amara Anika Arjun Astrid Aurelio Bastien Beatriz Bongani
Bruno Camille Carmen Chidi Chloe Dagny Dmitri Elif Emeka Esme Farah Felix Fiona Gustavo
Hana Hiroshi Ingrid Isidro Jamal Janek Jun Kaito Kalani Katya Kwame Lars Leila Linnea
Lucia Malik Marisol Mateo Mei Mirela Nadia Niamh Nikolai Noor Oksana Olu Omar Paloma
Pedro Priya Quentin Rafael Rania Rosa Ruairi Saanvi Sander Selin Siddharth Sigrid Soren
Tamar Tariq Teodora Thandiwe Tomas Ulla Valentina Vikram Wanjiru Xavier Yara Yusuf
Zainab Zeynep Zofia
""".split()

LAST = """
Abara Achterberg Adeyemi Alvarez Andersson Bakshi Barros Bergstrom Castellano Chen
Ciobanu Dlamini Doherty Eriksen Esposito Fajardo Fitzgerald Fujimoto Gallagher
Gonzaga Haddad Halvorsen Hernandez Ibarra Ivanova Jankowski Jensen Kapoor Karlsson
Kowalczyk Kuznetsov Lindqvist Lopes Makarova Mbeki Mendoza Moreau Nakamura Novak
Nwosu Okafor Olsen Ortega Papadopoulos Petrova Quispe Rahman Rasmussen Rossi Sato
Schreiber Silva Sokolov Suleiman Takahashi Tanaka Thorsen Uchenna Varga Vasquez
Villanueva Wojcik Yamamoto Yilmaz Zhang Zielinski
""".split()

PROJECTS = """
Postgres SQLite Redis Kafka Kubernetes Nginx Rust Zig Swift Kotlin Elixir Erlang Go
OCaml Haskell Lua Python TypeScript Deno Bun WebAssembly LLVM GCC Linux FreeBSD
OpenBSD Emacs Neovim Firefox Chromium WebKit Blender Godot Inkscape GIMP ffmpeg
curl OpenSSL WireGuard Tailscale Nix Guix Debian Fedora Arch Alpine Raspberry\u00a0Pi
Arduino RISC-V ARM64 HTMX React Svelte Vue Astro Hugo Jekyll Django Rails Phoenix
Laravel Flask FastAPI DuckDB ClickHouse Cassandra etcd Consul Terraform Ansible
Prometheus Grafana Jaeger OpenTelemetry Wasmtime QEMU Firecracker systemd Wayland
Mastodon Lemmy Matrix XMPP IRC Gopher Gemini
""".split()

TLDS = ["com", "org", "net", "io", "dev", "co.uk", "de", "fr", "jp", "se", "nl", "app", "blog", "substack.com", "github.io", "edu"]

PLACES = """
Lisbon Tallinn Nairobi Oaxaca Reykjavik Montreal Kyoto Tbilisi Valparaiso Dakar
Ljubljana Hobart Gdansk Porto Busan Marrakesh Bergen Cork Accra Medellin Hanoi
Winnipeg Lyon Trieste Tromso Adelaide Bilbao Cusco Yerevan Zanzibar
""".split()

SUBJ_EXTRA = ["my landlord", "our team", "the intern", "my neighbour", "the committee",
              "a stranger on the tram", "my grandmother", "the build server", "half of the office",
              "the new manager", "my cat", "the city council", "nobody at all", "the on-call engineer"]

FOREIGN = [
    # accents (French, Spanish, Portuguese, German, Czech, Turkish, Icelandic)
    "Ça marche déjà très bien, même sur un vieux portable à Genève.",
    "Pequeño cambio: la configuración ahora se guarda en el directorio del usuario.",
    "Não é um bug, é uma funcionalidade não documentada — infelizmente.",
    "Größere Änderungen an der Übersetzung kommen nächste Woche.",
    "Příliš žluťoučký kůň úpěl ďábelské ódy.",
    "Şu an çalışıyor ama neden çalıştığını kimse bilmiyor.",
    "Þetta er ótrúlega fallegt veður í Reykjavík í dag.",
    "Zażółć gęślą jaźń, powiedział programista o północy.",
    "Ελληνικά γράμματα στη μέση της πρότασης: αλφάβητο και ωμέγα.",
    # Cyrillic
    "Сегодня мы выпустили новую версию, и она наконец работает без сбоев.",
    "Кто-нибудь знает, почему сборка падает только по вторникам?",
    "Спасибо всем, кто пришёл на встречу в Тбилиси!",
    "Україна: новий переклад інтерфейсу вже доступний для тестування.",
    # CJK
    "今日は新しいバージョンをリリースしました。",
    "这个问题在最新版本中已经修复了。",
    "테스트가 모두 통과했습니다. 감사합니다!",
    "東京の天気は晴れ、気温は二十三度です。",
    # Hebrew / Arabic (RTL)
    "שלום לכולם, הגרסה החדשה זמינה עכשיו.",
    "مرحبا بالجميع، الإصدار الجديد متاح الآن.",
    # Hindi / Thai
    "नया संस्करण अब उपलब्ध है, कृपया प्रतिक्रिया दें।",
    "ขอบคุณทุกคนที่ช่วยทดสอบเวอร์ชันใหม่",
]

# Small per-language grammars, so non-Latin and accented lines are composed, not repeated.
FOREIGN_GRAMMARS = {
    "fr": (["Notre serveur", "Mon chat", "L’équipe à Montréal", "Ce script", "La nouvelle version", "Le stagiaire", "Mon éditeur préféré", "Le réseau de l’école"],
           ["a encore planté", "fonctionne à merveille", "a effacé tous les fichiers", "démarre très lentement", "a été complètement réécrit", "refuse de compiler", "consomme trop de mémoire", "m’a surpris"],
           ["hier soir.", "après la mise à jour.", "à Genève.", "pendant la démo.", "sans prévenir personne.", "depuis février.", "– c’est fou !", "avant le café."]),
    "es": (["Nuestro servidor", "Mi gato", "El equipo de Valparaíso", "Este script", "La versión nueva", "La pasante", "El módem del salón", "Mi compañero"],
           ["se cayó otra vez", "funciona de maravilla", "borró todos los archivos", "tarda muchísimo en arrancar", "fue reescrito por completo", "no quiere compilar", "usa demasiada memoria", "me sorprendió"],
           ["anoche.", "después de la actualización.", "en Medellín.", "durante la demostración.", "sin avisar a nadie.", "desde febrero.", "¡qué locura!", "antes del café."]),
    "de": (["Unser Server", "Meine Katze", "Das Team in Köln", "Dieses Skript", "Die neue Version", "Der Praktikant", "Mein Lieblingseditor", "Die Straßenbahn"],
           ["ist schon wieder abgestürzt", "läuft großartig", "hat alle Dateien gelöscht", "startet furchtbar langsam", "wurde komplett neu geschrieben", "kompiliert nicht mehr", "braucht zu viel Speicher", "hat mich überrascht"],
           ["gestern Abend.", "nach dem Update.", "in Zürich.", "während der Vorführung.", "ohne Vorwarnung.", "seit Februar.", "– unglaublich!", "vor dem Frühstück."]),
    "ru": (["Наш сервер", "Мой кот", "Команда в Казани", "Этот скрипт", "Новая версия", "Стажёр", "Мой любимый редактор", "Трамвай номер семь"],
           ["снова упал", "работает отлично", "удалил все файлы", "запускается очень медленно", "был полностью переписан", "не компилируется", "ест слишком много памяти", "меня удивил"],
           ["вчера вечером.", "после обновления.", "в Тбилиси.", "во время демонстрации.", "никого не предупредив.", "с февраля.", "— невероятно!", "до завтрака."]),
    "uk": (["Наш сервер", "Мій кіт", "Команда у Львові", "Цей скрипт", "Нова версія", "Стажерка"],
           ["знову впав", "працює чудово", "видалив усі файли", "запускається дуже повільно", "не компілюється", "мене здивував"],
           ["учора ввечері.", "після оновлення.", "у Києві.", "під час демонстрації.", "з лютого.", "— неймовірно!"]),
    "ja": (["サーバーが", "うちの猫が", "京都のチームが", "このスクリプトが", "新しいバージョンが", "インターンが", "お気に入りのエディタが", "路面電車が"],
           ["また落ちました", "とても速く動きます", "全部のファイルを消しました", "起動にすごく時間がかかります", "完全に書き直されました", "コンパイルできません", "メモリを使いすぎます", "私を驚かせました"],
           ["昨日の夜、", "アップデートの後で、", "東京で、", "デモの最中に、", "誰にも言わずに、", "二月から、", "まさか、", "朝ごはんの前に、"]),
    "zh": (["我们的服务器", "我的猫", "上海团队", "这个脚本", "新版本", "实习生", "我最喜欢的编辑器", "这条地铁线"],
           ["又崩溃了", "运行得很好", "删除了所有文件", "启动得非常慢", "被完全重写了", "无法编译", "占用太多内存", "让我很惊讶"],
           ["昨天晚上", "更新之后", "在北京", "演示的时候", "没有通知任何人", "从二月开始", "真不敢相信", "早饭之前"]),
    "ko": (["우리 서버가", "우리 고양이가", "부산 팀이", "이 스크립트가", "새 버전이", "인턴이"],
           ["또 다운됐어요", "아주 잘 작동해요", "파일을 전부 지웠어요", "너무 느리게 시작해요", "완전히 다시 작성됐어요", "컴파일이 안 돼요"],
           ["어젯밤에", "업데이트 후에", "서울에서", "데모 중에", "아무에게도 말하지 않고", "2월부터"]),
}


def foreign_sentence(rng):
    lang = rng.choice(list(FOREIGN_GRAMMARS))
    subj, verb, tail = FOREIGN_GRAMMARS[lang]
    s, v, t = rng.choice(subj), rng.choice(verb), rng.choice(tail)
    if lang == "ja":
        return f"{t}{s}{v}。"
    if lang == "zh":
        return f"{t}，{s}{v}。"
    if lang == "ko":
        return f"{t} {s} {v}."
    return f"{s} {v} {t}"


EMOJI = ["🎉", "🚀", "🔥", "✨", "😅", "🙃", "🤔", "👀", "🐛", "☕", "🌧️", "🌍", "💾", "📦", "🧵",
         "👩🏽‍💻", "🏳️‍🌈", "🇵🇹", "❤️", "🥲", "🤷‍♀️", "🦀", "🐘", "🐍", "🦊"]


def past(v):
    irregular = {"break": "broke", "build": "built", "forget": "forgot", "freeze": "froze",
                 "grow": "grew", "hide": "hid", "steal": "stole", "sweep": "swept", "weave": "wove",
                 "split": "split", "lead": "led", "wrap": "wrapped", "ship": "shipped", "patch": "patched",
                 "stack": "stacked", "trim": "trimmed", "fix": "fixed", "rescue": "rescued"}
    if v in irregular:
        return irregular[v]
    if v.endswith("e"):
        return v + "d"
    if v.endswith("y") and v[-2] not in "aeiou":
        return v[:-1] + "ied"
    return v + "ed"


def third(v):
    if v.endswith(("s", "sh", "ch", "x", "z")):
        return v + "es"
    if v.endswith("y") and v[-2] not in "aeiou":
        return v[:-1] + "ies"
    return v + "s"


def gerund(v):
    special = {"trim": "trimming", "wrap": "wrapping", "ship": "shipping", "swim": "swimming"}
    if v in special:
        return special[v]
    if v.endswith("e") and not v.endswith("ee"):
        return v[:-1] + "ing"
    return v + "ing"


def plural_of(n):
    if n.endswith(("s", "sh", "ch", "x")):
        return n + "es"
    if n.endswith("y") and n[-2] not in "aeiou":
        return n[:-1] + "ies"
    return n + "s"


def cap(s):
    return s[:1].upper() + s[1:]


def article(word):
    return ("an " if word[0] in "aeiou" else "a ") + word


class Prose:
    def __init__(self, rng: random.Random):
        self.r = rng

    # --- atoms -------------------------------------------------------------
    def c(self, seq):
        return self.r.choice(seq)

    def name(self):
        return f"{self.c(FIRST)} {self.c(LAST)}"

    def handle(self):
        f, l = self.c(FIRST).lower(), self.c(LAST).lower()
        style = self.r.randrange(5)
        if style == 0:
            return f + l[:1] + str(self.r.randrange(10, 99))
        if style == 1:
            return f"{f}_{l}"
        if style == 2:
            return f[:1] + l
        if style == 3:
            return f + "." + self.c(NOUNS)
        return self.c(ADJECTIVES) + self.c(NOUNS)

    def domain(self):
        shape = self.r.randrange(6)
        n, a = self.c(NOUNS), self.c(ADJECTIVES)
        if shape == 0:
            base = n
        elif shape == 1:
            base = a + n
        elif shape == 2:
            base = f"{self.c(FIRST).lower()}{self.c(LAST).lower()}"
        elif shape == 3:
            base = f"{n}-{self.c(NOUNS)}"
        elif shape == 4:
            base = f"blog.{n}"
        else:
            base = f"{self.c(PROJECTS).lower().replace(chr(160), '')}.{n}"
        return f"{base}.{self.c(TLDS)}"

    def slug(self, k=None):
        k = k or self.r.randint(2, 7)
        return "-".join(self.c(NOUNS + ADJECTIVES + VERBS_RAW) for _ in range(k))

    def url(self, long=False):
        d = self.domain()
        parts = [self.slug(self.r.randint(1, 3)) for _ in range(self.r.randint(1, 3 if not long else 6))]
        u = f"https://{d}/" + "/".join(parts)
        if long or self.r.random() < 0.3:
            q = "&".join(f"{self.c(NOUNS)}={self.hexstr(self.r.randint(4, 24))}" for _ in range(self.r.randint(1, 6 if long else 2)))
            u += "?" + q
        if long:
            u += "&utm_source=" + self.c(NOUNS) + "&utm_medium=social&utm_campaign=" + self.slug(4) + "#" + self.slug(3)
        return u

    def hexstr(self, n):
        return "".join(self.r.choice("0123456789abcdef") for _ in range(n))

    def sha(self):
        return hashlib.sha256(str(self.r.random()).encode()).hexdigest()

    def b64(self, n):
        return "".join(self.r.choice(string.ascii_letters + string.digits + "+/") for _ in range(n))

    def long_token(self):
        k = self.r.randrange(5)
        if k == 0:
            return self.url(long=True)
        if k == 1:
            return self.sha() + self.sha()[: self.r.randint(0, 64)]
        if k == 2:
            return "eyJ" + self.b64(self.r.randint(80, 300))
        if k == 3:
            return "/".join(["", "usr", "local"] + [self.c(NOUNS) + "_" + self.c(NOUNS) for _ in range(self.r.randint(4, 12))]) + ".so"
        return "".join(w.capitalize() for w in [self.c(NOUNS + ADJECTIVES) for _ in range(self.r.randint(8, 20))]) + "Factory"

    def foreign(self):
        """A composed non-English sentence; now and then one of the fixed lines (Greek, Hebrew, Arabic, Hindi, Thai…)."""
        if self.r.random() < 0.2:
            return self.c(FOREIGN)
        return foreign_sentence(self.r)

    # --- phrases -----------------------------------------------------------
    def np(self, plural=False):
        n = self.c(NOUNS)
        r = self.r.random()
        if plural:
            n = plural_of(n)
        if r < 0.35:
            core = f"{self.c(ADJECTIVES)} {n}"
        elif r < 0.5:
            a1, a2 = self.r.sample(ADJECTIVES, 2)
            core = f"{a1}, {a2} {n}"
        elif r < 0.62:
            core = f"{self.c(PROJECTS)} {n}"
        else:
            core = n
        if plural:
            return self.c(["the ", "some ", "all the ", "three ", "our ", "those ", "", "forty "]) + core
        det = self.c(["the", "a", "my", "our", "their", "this", "that", "every", "one"])
        if det == "a":
            return article(core)
        return f"{det} {core}"

    def subject(self):
        r = self.r.random()
        if r < 0.15:
            return self.c(FIRST)
        if r < 0.25:
            return self.c(SUBJ_EXTRA)
        return self.np()

    def number(self):
        r = self.r.random()
        if r < 0.3:
            return str(self.r.randint(2, 99))
        if r < 0.5:
            return f"{self.r.randint(1, 99)}%"
        if r < 0.7:
            return f"{self.r.randint(1, 900)} ms"
        if r < 0.85:
            return f"{self.r.randint(1, 64)} GB"
        return f"{self.r.randint(1000, 99999):,}"

    def sentence(self):
        r = self.r
        v = self.c(VERBS_RAW)
        v2 = self.c(VERBS_RAW)
        shapes = [
            lambda: f"{self.subject()} {past(v)} {self.np()} {self.c(['yesterday', 'last week', 'again', 'before lunch', 'in ' + self.c(PLACES), 'without telling anyone', 'for the third time'])}.",
            lambda: f"{self.subject()} {r.choice(ADVERBS)} {past(v)} {self.np(True)}.",
            lambda: f"Why does {self.np()} always {v} {self.np()}?",
            lambda: f"I {r.choice(['finally', 'never', 'accidentally', 'just', 'almost'])} {past(v)} {self.np()}, and {self.np()} {past(v2)} {r.choice(ADVERBS)}.",
            lambda: f"If you {v} {self.np()}, {self.np()} will {v2} {self.np(True)}.",
            lambda: f"The trick is to {v} {self.np()} before {self.subject()} {third(v2)} it.",
            lambda: f"{gerund(v).capitalize()} {self.np(True)} is {r.choice(['harder', 'easier', 'weirder', 'slower', 'more fun', 'less useful'])} than {gerund(v2)} {self.np()}.",
            lambda: f"After {self.number()} of {gerund(v)}, {self.subject()} {past(v2)} {self.np()}.",
            lambda: f"{cap(self.subject())} {third(v)} {self.np()} — {r.choice(['who knew', 'of course', 'again', 'somehow', 'classic'])}.",
            lambda: f"Nobody expected {self.np()} to {v} {self.np()} in {self.c(PLACES)}.",
            lambda: f"We {past(v)} {self.np()} ({r.choice(['about', 'nearly', 'exactly', 'over'])} {self.number()}) and {past(v2)} {self.np(True)}.",
            lambda: f"\u201c{cap(v + ' ' + self.np())},\u201d said {self.name()}, \u201cand then {v2} {self.np(True)}.\u201d",
            lambda: f"Turns out {self.np()} can {v} {self.np(True)} if {self.subject()} {third(v2)} {self.np()} first.",
            lambda: f"Is it {r.choice(ADJECTIVES)} to {v} {self.np()} on a {r.choice(['Monday', 'Friday night', 'holiday', 'rainy afternoon', 'long flight'])}?",
            lambda: f"{self.c(PROJECTS)} {r.choice(['now', 'finally', 'quietly', 'no longer', 'still'])} {third(v)} {self.np(True)}.",
            lambda: f"Between {self.np()} and {self.np()}, {self.subject()} {past(v)} {r.choice(ADVERBS)}.",
            lambda: f"{r.choice(['Honestly', 'Frankly', 'Apparently', 'Weirdly', 'Sadly', 'Luckily', 'Somehow'])}, {self.subject()} {past(v)} {self.np()}.",
            lambda: f"Note to self: never {v} {self.np()} while {gerund(v2)} {self.np()}.",
            lambda: f"{cap(self.subject())} wants to {v} {self.np()}; {self.subject()} would rather {v2} {self.np(True)}.",
            lambda: f"{self.number()} {r.choice(['people', 'servers', 'tests', 'pages', 'tickets', 'requests'])} later, {self.np()} is {r.choice(ADJECTIVES)} and {r.choice(ADJECTIVES)}.",
            lambda: f"The {r.choice(ADJECTIVES)} part was {gerund(v)} {self.np()}, not {gerund(v2)} it.",
            lambda: f"Can someone explain how {self.np()} {third(v)} {self.np()} without {gerund(v2)} {self.np(True)}?",
            lambda: f"{r.choice(['Today', 'This morning', 'Last night', 'On Tuesday', 'In 2019', 'Since March'])} {self.subject()} has been {gerund(v)} {self.np(True)}.",
            lambda: f"There is {self.np()} in {self.np()}, and it {third(v)} {r.choice(ADVERBS)}.",
            lambda: f"Still {r.choice(ADJECTIVES)}: {self.np()}, {self.np()}, and {self.np()}.",
            lambda: f"{v.capitalize()} {self.np()}. {v2.capitalize()} {self.np()}. Repeat.",
            lambda: f"{self.c(FIRST)} and {self.c(FIRST)} {past(v)} {self.np()} at {r.randint(1, 12)}:{r.randint(0, 59):02d} {r.choice(['am', 'pm'])}.",
            lambda: f"It took {self.number()} to {v} {self.np()}, which feels {r.choice(ADJECTIVES)}.",
            lambda: f"{cap(self.np())} is not {r.choice(ADJECTIVES)}; it is merely {r.choice(ADJECTIVES)}.",
            lambda: f"Wait, {self.subject()} {third(v)} {self.np(True)} now?",
        ]
        s = r.choice(shapes)()
        return s[0].upper() + s[1:]

    def paragraph(self, target):
        """Sentences until about `target` characters (never cut mid-sentence)."""
        out = []
        length = 0
        while length < target or not out:
            s = self.sentence()
            if self.r.random() < 0.04:
                s = self.foreign()
            if self.r.random() < 0.05:
                s += " " + self.c(EMOJI)
            out.append(s)
            length += len(s) + 1
        return " ".join(out)

    def one_word(self):
        return self.r.choice([
            lambda: self.c(NOUNS).capitalize(),
            lambda: self.c(ADJECTIVES).capitalize() + self.c(["!", ".", "?", "…", ""]),
            lambda: self.c(EMOJI),
            lambda: self.c(PROJECTS),
            lambda: self.c(["Ok", "Yes", "No", "Thanks", "lol", "+1", "Same", "Why", "Nope", "Done"]) + self.c(["", ".", "!", "?"]),
        ])()

    def text_of_length(self, kind):
        """kind: oneword, short, medium, long, token, foreign."""
        if kind == "oneword":
            return self.one_word()
        if kind == "short":
            return self.sentence()
        if kind == "medium":
            return self.paragraph(self.r.randint(90, 300))
        if kind == "long":
            return self.paragraph(self.r.randint(400, 950))
        if kind == "token":
            pre = self.sentence() if self.r.random() < 0.7 else ""
            return (pre + " " + self.long_token()).strip()
        if kind == "foreign":
            k = self.r.randrange(4)
            if k == 0:
                return self.foreign()
            if k == 1:
                return self.foreign() + " " + self.sentence()
            if k == 2:
                return " ".join(self.foreign() for _ in range(self.r.randint(2, 6)))
            return self.foreign() + " " + self.foreign() + " " + self.c(EMOJI) * self.r.randint(1, 4)
        raise ValueError(kind)

    def kind(self, weights=None):
        weights = weights or {"oneword": 4, "short": 28, "medium": 34, "long": 24, "token": 5, "foreign": 5}
        ks = list(weights)
        return self.r.choices(ks, [weights[k] for k in ks])[0]

    def unique(self, seen, make, tries=200):
        for _ in range(tries):
            t = make()
            if t not in seen:
                seen.add(t)
                return t
        raise RuntimeError("could not make a unique text")


AVATAR_COLORS = ["#7a4e9c", "#1d5fa7", "#2e8b57", "#c0392b", "#d35400", "#16a085", "#8e44ad", "#2c3e50",
                 "#b7950b", "#117a65", "#943126", "#1f618d", "#6c3483", "#a04000", "#0e6655", "#515a5a"]


def write_avatars(root):
    """avatars/a00.svg … a15.svg beside the data files (the rows name them relative to the data)."""
    d = root / "avatars"
    d.mkdir(exist_ok=True)
    for i, c in enumerate(AVATAR_COLORS):
        (d / f"a{i:02d}.svg").write_text(
            f'<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">'
            f'<rect width="96" height="96" fill="{c}"/><circle cx="48" cy="38" r="18" fill="#fff" opacity=".85"/>'
            f'<ellipse cx="48" cy="92" rx="34" ry="26" fill="#fff" opacity=".85"/></svg>\n')
