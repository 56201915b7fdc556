# find the tool's single-line width of a text (bisect on --width), compare with Chromium's
import sys, json, subprocess
from playwright.sync_api import sync_playwright
tpl = sys.argv[1]; css = sys.argv[2]; texts = sys.argv[3:]
def fits(t, w):
    json.dump([t], open('/tmp/tw.json', 'w'), ensure_ascii=False)
    out = subprocess.run(['/work/outside2/render-list', 'estimate', '/tmp/tw.json', '--template', tpl, '--width', '%.4f' % w, '--rows'], capture_output=True, text=True).stdout
    return out.split('\n')[0].split('\t')
with sync_playwright() as p:
    b = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"]); pg = b.new_page()
    pg.set_content('<span id="s" style="white-space:pre;%s"></span>' % css)
    for t in texts:
        cw = pg.evaluate("(t) => { const s = document.getElementById('s'); s.textContent = t; return s.getBoundingClientRect().width; }", t)
        one = fits(t, 5000)[1]
        lo, hi = 0.0, 5000.0
        for _ in range(22):
            mid = (lo + hi) / 2
            if fits(t, mid)[1] == one: hi = mid
            else: lo = mid
        print("%-40s chromium %.4f tool %.3f diff %+.3f" % (t[:40], cw, hi, hi - cw))
    b.close()
