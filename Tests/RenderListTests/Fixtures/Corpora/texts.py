"""Source sentences for the corpora, one list per language (written for these tests)."""

TEXTS = {
    "en": [
        "Be yourself; everyone else is already taken.",
        "The quick brown fox jumps over the lazy dog while the band plays on.",
        "We are what we repeatedly do. Excellence, then, is not an act, but a habit.",
        "It is never too late to be what you might have been, said the woman with the umbrella.",
        "Typography is the craft of endowing human language with a durable visual form.",
        "AVATAR, WAVE, Type, Toyota and “quotes” — kerning pairs matter: LT, AV, Yo, P., F,",
        "In 1969, 600 million people watched the landing; 50 years later, we still talk about it.",
        "Don't count the days, make the days count. Well-known, self-evident, twenty-one.",
        "Simplicity is prerequisite for reliability; complexity sells better (Dijkstra, 1984).",
        "First, solve the problem. Then, write the code. Finally, measure twice and cut once!",
        "office affluent flight waffle fjord — ligatures fi, fl, ffi and ffl appear in common words.",
        "A person who never made a mistake never tried anything new. Try, fail, learn, repeat.",
    ],
    "de": [
        "Die Würde des Menschen ist unantastbar. Sie zu achten und zu schützen ist Verpflichtung aller staatlichen Gewalt.",
        "Donaudampfschifffahrtsgesellschaftskapitän ist ein langes Wort, aber es gibt längere.",
        "Über Geschmack lässt sich nicht streiten, über Größe und Gewicht schon.",
        "Was du heute kannst besorgen, das verschiebe nicht auf morgen.",
        "Straßenbahnhaltestelle, Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz.",
        "Zwölf Boxkämpfer jagen Viktor quer über den großen Sylter Deich.",
        "Es irrt der Mensch, solang er strebt. Edel sei der Mensch, hilfreich und gut!",
        "Müßiggang ist aller Laster Anfang — aber auch der Anfang jeder guten Idee.",
    ],
    "ru": [
        "Все счастливые семьи похожи друг на друга, каждая несчастливая семья несчастлива по-своему.",
        "Съешь же ещё этих мягких французских булок, да выпей чаю.",
        "Рукописи не горят. Никогда и ничего не просите!",
        "Достопримечательности Санкт-Петербурга привлекают миллионы туристов ежегодно.",
        "Человек — это звучит гордо! Красота спасёт мир.",
        "Широкая электрификация южных губерний даст мощный толчок подъёму сельского хозяйства.",
        "Я помню чудное мгновенье: передо мной явилась ты, как мимолётное виденье.",
    ],
    "cs": [
        "Příliš žluťoučký kůň úpěl ďábelské ódy.",
        "Všichni lidé rodí se svobodní a sobě rovní co do důstojnosti a práv.",
        "Nejneobhospodařovávatelnějšími pozemky se zabývá zemědělské družstvo.",
        "Strč prst skrz krk. Čtyři sta čtyřicet čtyři stříbrných stříkaček stříkalo přes čtyři sta čtyřicet čtyři stříbrných střech.",
        "Kdo jinému jámu kopá, sám do ní padá.",
        "Bez práce nejsou koláče, ale s prací jsou někdy také jen drobky.",
    ],
    "pl": [
        "Zażółć gęślą jaźń. Pchnąć w tę łódź jeża lub ośm skrzyń fig.",
        "Wszyscy ludzie rodzą się wolni i równi pod względem swej godności i swych praw.",
        "Konstantynopolitańczykowianeczka to najdłuższe polskie słowo w słownikach.",
        "W Szczebrzeszynie chrząszcz brzmi w trzcinie i Szczebrzeszyn z tego słynie.",
        "Nie mój cyrk, nie moje małpy. Gdzie kucharek sześć, tam nie ma co jeść.",
        "Źdźbło trawy, żółć, ćma i łąka — polskie znaki diakrytyczne w jednym zdaniu.",
    ],
    "zh": [
        "人人生而自由，在尊严和权利上一律平等。他们赋有理性和良心，并应以兄弟关系的精神相对待。",
        "学而时习之，不亦说乎？有朋自远方来，不亦乐乎？",
        "千里之行，始于足下。",
        "知之为知之，不知为不知，是知也。",
        "我们在2024年发布了第3版，支持HTML5和CSS。",
        "天下难事，必作于易；天下大事，必作于细。「合抱之木，生于毫末」。",
        "春眠不觉晓，处处闻啼鸟。夜来风雨声，花落知多少。",
    ],
    "ja": [
        "すべての人間は、生まれながらにして自由であり、かつ、尊厳と権利とについて平等である。",
        "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。",
        "国境の長いトンネルを抜けると雪国であった。夜の底が白くなった。",
        "カタカナのコンピューターとソフトウェアのテスト、ひらがなとＡＢＣ１２３。",
        "「ありがとう」と彼は言った。「どういたしまして」と私は答えた。",
        "古池や蛙飛び込む水の音。",
        "東京スカイツリーは高さ634メートルで、2012年に開業しました。",
    ],
    "emoji": [
        "Great job! 👍 Keep going 🚀🚀🚀",
        "Family: 👨‍👩‍👧‍👦 and 👩‍❤️‍👨 and 🏳️‍🌈 flags 🇩🇪 🇯🇵 🇺🇸 🇨🇿 🇵🇱",
        "Skin tones: 👋🏻 👋🏼 👋🏽 👋🏾 👋🏿 and 🧑🏽‍💻 at work",
        "Hearts ❤️ ❤ ♥ ☺ ☺️ ✔ ✔️ ☀️ ⭐ 1️⃣ #️⃣",
        "😀😃😄😁😆😅🤣😂🙂🙃😉😊😇🥰😍🤩😘😗😚😙",
        "Weather today: ☀️ then 🌧️ then ⛈️ — bring an ☂️!",
        "Food 🍕🍔🍟🌭🥪🌮🌯 and drinks ☕🍵🍺🍷",
    ],
    "long": [
        "Visit https://example.org/a/very/long/path/that/does/not/break/easily?query=parameter&other=value#fragment today.",
        "Supercalifragilisticexpialidocious antidisestablishmentarianism pneumonoultramicroscopicsilicovolcanoconiosis.",
        "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
        "The file is at /usr/local/share/render-list/templates/default/list.xhtml on most systems.",
        "Email someone.with.a.long.name@subdomain.example-company.co.uk or call +1-555-0100.",
        "https://en.wikipedia.org/wiki/Donaudampfschifffahrtsgesellschaftskapit%C3%A4n",
        "hash 3f786850e387550fdab836ed7e6dc881de23001b and another 89e6c98d92887913cadf06b2adb97f26cde4849b",
        "Snake_case_identifiers_like_this_one_are_common_in_code_and_never_break_at_underscores.",
    ],
}

# Held-out CJK texts for the exactness corpora zh-extra and ja-extra (kept apart from TEXTS so
# that adding them leaves the other corpora as they were): news prose, dialogue dense with
# brackets and marks, and Latin letters and digits among the ideographs.
EXTRA = {
    "zh-extra": [
        "据新华社报道，国家统计局15日发布数据显示，今年前三季度国内生产总值（GDP）同比增长5.2%，其中第三季度增长4.9%。",
        "“你今天去哪儿了？”妈妈问。“图书馆，”我说，“还借了三本书：《红楼梦》、《西游记》和《三国演义》。”",
        "会议指出：要坚持「稳中求进」的总基调；要推动高质量发展，（一）扩大内需，（二）优化结构，（三）提振信心。",
        "新版App支持iOS 17与Android 14，下载量突破1,000万次——比去年同期多了约30%！",
        "他笑着说：「这件事嘛……」停了一下，又说：「算了，明天再说吧。」",
        "《人民日报》评论员文章认为，科技创新是引领发展的第一动力；【详见第6版】",
    ],
    "ja-extra": [
        "気象庁によると、台風10号は29日午前9時現在、鹿児島県の南の海上を時速15キロで北へ進んでいます。",
        "「ねえ、聞いた？」「何を？」「明日の会議、（また）延期だって。」「ええっ、本当に！？」",
        "『吾輩は猫である』（夏目漱石、1905年）は、【名作】として今も読まれている――らしい。",
        "新しいiPhoneは9月20日に発売され、価格は12万4800円からとなります（税込）。",
        "東京・大阪・名古屋の三都市で、AIとIoTをテーマにしたイベント「Tech Japan 2024」が開かれた。",
        "ちょっと待って。ぁぃぅぇぉっゃゅょ、ァィゥェォッャュョ、ヵヶーーー、それから々と〆も。",
    ],
}

NAMES = {
    "en": ["Oscar Wilde", "Mark Twain", "Ada Lovelace", "George Eliot", "Anonymous"],
    "de": ["Johann Wolfgang von Goethe", "Friedrich Schiller", "Heinrich Heine"],
    "ru": ["Лев Толстой", "Михаил Булгаков", "Александр Пушкин"],
    "cs": ["Karel Čapek", "Božena Němcová", "Jan Neruda"],
    "pl": ["Adam Mickiewicz", "Wisława Szymborska", "Jan Brzechwa"],
    "zh": ["孔子", "老子", "孟浩然"],
    "ja": ["夏目漱石", "川端康成", "松尾芭蕉"],
    "emoji": ["Emoji 😀 Fan", "🦄 Unicorn", "Flag 🇫🇷 Lover"],
    "long": ["A Very Long Name Without Any Reasonable Abbreviation Whatsoever", "URL"],
}
