#!/usr/bin/env python3
"""Writes hostile.json (for the default template): rows whose every value tries to run script,
break the page or the layout; and hostile-urls.json (for hostile.xhtml, which binds data into
every URL attribute and a style). Each script payload calls pwned('<id>'), which the browser
check defines as a trap. Run it from this folder; the output is committed."""
import json

markup = [
    '"><script>pwned("script-1")</script>',
    "<img src=x onerror=pwned('img-onerror')>",
    "</p></article></div><script>pwned('close-tags')</script>",
    "<svg onload=pwned('svg-onload')><circle r=9/></svg>",
    "<iframe srcdoc=\"<script>parent.pwned('srcdoc')</script>\"></iframe>",
    "<!-- <script>pwned('comment')</script> -->",
    "]]><script>pwned('cdata-end')</script><![CDATA[",
    "&lt;script&gt;pwned('pre-escaped')&lt;/script&gt;",
    "<a href=\"javascript:pwned('link-in-text')\">click</a>",
    "<style>body{display:none}</style><b>bold?</b>",
    "<math><mtext><table><mglyph><style><img src=x onerror=pwned('mxss')>",
    "{{constructor.constructor('pwned(\"template\")')()}}",
    "\u2028\u2029 line separators \u202eRIGHT-TO-LEFT override\u202c and \u200fRLM",
    "NUL\u0000 and C0 \u0001\u0008\u000b\u000c\u001f controls, \ufffe \uffff nonchars, tab\tand\nnewline",
    "lone surrogate \ud800 and another \udfff in the middle",
    "emoji 👩‍👩‍👧‍👦 🏳️‍🌈 👍🏽 and combining e\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301",
]

bad_urls = [
    "javascript:pwned('url-1')", "JaVaScRiPt:pwned('url-2')", " \t javascript:pwned('url-3')",
    "java\tscript:pwned('url-4')", "java\nscript:pwned('url-5')", "\u0001javascript:pwned('url-6')",
    "&#106;avascript:pwned('url-7')", "&#x6A;avascript:pwned('url-8')", "%6Aavascript:pwned('url-9')",
    "vbscript:msgbox('url-10')", "data:text/html;base64,PHNjcmlwdD5wd25lZCgndXJsLTExJyk8L3NjcmlwdD4=",
    "data:text/html,<script>pwned('url-12')</script>", "javascript&colon;pwned('url-13')",
    "jav&#x09;ascript:pwned('url-14')", "\u0000javascript:pwned('url-15')", "JAVASCRIPT\u0000:pwned('url-16')",
    "//evil.example/protocol-relative", "file:///etc/passwd",
]

rows = []
for index, text in enumerate(markup):
    rows.append({"cell": "QuoteCell", "text": text, "personName": markup[-1 - index],
                 "url": bad_urls[index % len(bad_urls)], "imageName": bad_urls[(index + 3) % len(bad_urls)],
                 "tags": [markup[(index + 1) % len(markup)], "ok"]})
for index, url in enumerate(bad_urls):
    rows.append({"cell": "AdCell", "title": "Ad " + markup[index % len(markup)], "text": markup[(index + 5) % len(markup)],
                 "url": url})
rows.append({"cell": "QuoteCell", "text": "x" * 5000, "personName": "One unbreakable word of 5000 letters"})
rows.append({"cell": "QuoteCell", "text": "\u202e" * 300 + "nested overrides " * 20, "personName": "\u2066\u2067\u2068"})

data = {"sections": [
    {"title": markup[0], "footer": markup[1], "rows": rows[:20]},
    {"title": "\u202eflipped title", "footer": "</footer><script>pwned('footer')</script>", "rows": rows[20:]},
]}
with open("hostile.json", "w", encoding="utf-8") as out:
    json.dump(data, out, ensure_ascii=True, indent=1)
    out.write("\n")

styles = ["color: red", "background: url(javascript:pwned('style-1'))", "width: expression(pwned('style-2'))",
          "color: red; background: url(x)", "color: red} body {display:none", "color: \\72 ed",
          "behavior: url(x.htc)", "color: blue\u0000; x: url(y)"]
url_rows = []
for index, url in enumerate(bad_urls + ["https://ok.example/a?b=1&c=2", "mailto:a@b.example", "tel:+1-555", "page.html"]):
    source = rows[index % len(rows)]
    url_rows.append({"text": source.get("text", ""), "personName": source.get("personName", "p"), "url": url,
                     "srcset": "ok.png 1x, " + url + " 2x, https://img.example/a.png 3x", "imageName": url,
                     "style": styles[index % len(styles)], "title": source.get("title", "t"), "tags": ["<b>", url]})
with open("hostile-urls.json", "w", encoding="utf-8") as out:
    json.dump(url_rows, out, ensure_ascii=True, indent=1)
    out.write("\n")
