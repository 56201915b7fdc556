/// The page a browser opens to measure a site: it loads each page into an iframe of each
/// viewport width in turn, makes every row render (`content-visibility: visible`, keeping the layout
/// containment `auto` gives a rendered row, so rows are measured as they show), waits for its
/// fonts (the web fonts of its `@font-face` rules too), reads the border-box height of every
/// element with a `data-height` (rows, section headers and footers) next to the height its
/// `data-heights` gives for the frame's viewport width (else its `data-height`), notes a page
/// wider than the viewport, and hands the results on as
/// JSON: into a `<pre id="rl-measured">` that Chromium's `--dump-dom` prints, or in a POST to
/// the driver that serves the site to Firefox and WebKit. Before that, it reads the height each
/// data row stands in at while the browser has not rendered it yet. The frames the pages embed
/// are left empty (a content security policy on the iframe, or on the pages the driver sends):
/// their size never depends on the page inside.
struct MeasuringHarness {
    /// URLs of the pages, in order: `file://` URLs for Chromium, paths on the driver's server.
    var pageURLs: [String]
    /// The viewport widths each page is laid out at, in CSS px.
    var viewportWidths: [Int]
    /// Where to POST the results; nil writes them into the page for `--dump-dom`.
    var resultsURL: String? = nil

    var html: String {
        """
        <!DOCTYPE html>
        <html><head><meta charset="utf-8"><title>render-list verify</title></head>
        <body style="margin:0"><script>
        \(script)
        </script></body></html>
        """
    }

    private var script: String {
        let pages = "[" + pageURLs.map(ScriptLiteral.string).joined(separator: ",") + "]"
        return """
        const pages = \(pages);
        const widths = [\(viewportWidths.map(String.init).joined(separator: ","))];
        const resultsURL = \(resultsURL.map(ScriptLiteral.string) ?? "null");
        // The height each data row holds before it renders: skipped, sized by its own
        // contain-intrinsic-size without the size a row remembers once it has rendered.
        function standInHeights(win, rows) {
          const data = rows.filter((el) => el.dataset.row !== undefined);
          for (const el of data) {
            const size = win.getComputedStyle(el).containIntrinsicHeight.replace(/^auto\\s+/, '');
            el.style.contentVisibility = 'hidden';
            el.style.containIntrinsicHeight = size;
          }
          const heights = rows.map((el) => el.dataset.row === undefined ? -1 : el.getBoundingClientRect().height);
          for (const el of data) { el.style.containIntrinsicHeight = ''; }
          return heights;
        }
        // The height a row's data-heights gives for viewport width w: the pair of the widest
        // class starting at or below w (the first pair below every class), else data-height.
        function expected(el, w) {
          const pairs = (el.dataset.heights || '').trim().split(/\\s+/).filter(Boolean).map((p) => p.split(':').map(Number));
          if (!pairs.length) return +el.dataset.height;
          let h = pairs[0][1];
          for (const [v, height] of pairs) { if (v <= w) h = height; }
          return h;
        }
        (async () => {
          const out = []; const errors = []; const wide = []; let ratio = window.devicePixelRatio;
          const frame = document.createElement('iframe');
          frame.style.cssText = `width:${widths[0]}px;height:800px;border:0;display:block`;
          // The pages' own frames (embedded videos, maps) are not loaded: a frame's box is sized
          // by its CSS and attributes, never by the page inside, and a remote page (there may be
          // no network) kept the page from loading until the virtual time ran out.
          frame.setAttribute('csp', "frame-src 'none'");
          document.body.appendChild(frame);
          for (let p = 0; p < pages.length; p++) {
            try {
              await new Promise((resolve) => { frame.onload = resolve; frame.src = pages[p]; });
              const doc = frame.contentDocument;
              ratio = frame.contentWindow.devicePixelRatio;
              const rows = Array.from(doc.querySelectorAll('[data-height]'));
              // A data row's place among the page's data rows, from 0 (-1: a header or footer).
              let place = 0;
              const places = rows.map((el) => el.dataset.row === undefined ? -1 : place++);
              for (const width of widths) {
                frame.style.width = `${width}px`;
                const w = frame.contentWindow.innerWidth;
                const standIns = standInHeights(frame.contentWindow, rows);
                // From the stand-ins' 'hidden' to 'visible': Firefox leaves a row it skipped under
                // 'auto' skipped when it goes straight to 'visible' (its placeholder height then).
                for (const el of rows) { el.style.contentVisibility = 'visible'; el.style.contain = 'layout style paint'; }
                // Web fonts load when layout first needs them: lay out, load every face the
                // page declares, and wait for them before measuring.
                doc.body.getBoundingClientRect();
                await Promise.all(Array.from(doc.fonts, (face) => face.load().catch(() => null)));
                await doc.fonts.ready;
                const heights = rows.map((el) => el.getBoundingClientRect().height);
                rows.forEach((el, i) => out.push([p, places[i],
                  expected(el, w), heights[i],
                  Array.from(el.textContent.replace(/\\s+/g, ' ').trim()).slice(0, 160).join(''),
                  el.dataset.decoration || 'row', standIns[i], w]));
                const pageWidth = doc.documentElement.scrollWidth;
                if (pageWidth > w) wide.push([p, w, pageWidth]);
              }
            } catch (error) { errors.push(`${pages[p]}: ${error}`); }
          }
          const results = JSON.stringify({ rows: out, errors, wide, devicePixelRatio: ratio });
          if (resultsURL) { await fetch(resultsURL, { method: 'POST', body: results }); return; }
          const pre = document.createElement('pre');
          pre.id = 'rl-measured';
          pre.textContent = results;
          document.body.appendChild(pre);
        })();
        """
    }
}
