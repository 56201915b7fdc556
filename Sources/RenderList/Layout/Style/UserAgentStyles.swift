/// The parts of a browser's default style sheet (HTML Living Standard §15) that change heights.
enum UserAgentStyles {
    static let stylesheet = Stylesheet(parsing: css, startLine: 1)

    /// The family of a button's font in Chromium on Linux (`font: -webkit-small-control`, the
    /// platform's GUI font there), which a site that carries its fonts gives its buttons.
    static let buttonFamily = "Arial"

    private static let css = """
    html, body, div, p, article, section, header, footer, main, nav, aside, address, blockquote,
    figure, figcaption, h1, h2, h3, h4, h5, h6, hgroup, ul, ol, menu, li, dl, dt, dd, pre, hr, form,
    fieldset, legend, details, summary, center, search { display: block }
    head, style, script, title, meta, link, template, datalist, area, base, param, source, track,
    noscript, [hidden] { display: none }
    li { display: list-item }
    ol { list-style-type: decimal }
    ul ul, ol ul, menu ul, ul menu, ol menu, menu menu { list-style-type: circle }
    ul ul ul, ul ol ul, ol ul ul, ol ol ul, ul ul menu, ul menu ul, menu ul ul, menu menu ul { list-style-type: square }
    body { margin: 8px }
    p, dl, pre { margin: 1em 0 }
    blockquote, figure { margin: 1em 40px }
    ul, ol, menu { margin: 1em 0; padding-left: 40px }
    ul ul, ul ol, ol ul, ol ol, ul menu, menu ul { margin-top: 0; margin-bottom: 0 }
    dd { margin-left: 40px }
    h1 { font-size: 2em; margin: 0.67em 0 }
    h2 { font-size: 1.5em; margin: 0.83em 0 }
    h3 { font-size: 1.17em; margin: 1em 0 }
    h4 { margin: 1.33em 0 }
    h5 { font-size: 0.83em; margin: 1.67em 0 }
    h6 { font-size: 0.67em; margin: 2.33em 0 }
    h1, h2, h3, h4, h5, h6, b, strong { font-weight: bolder }
    i, em, cite, var, dfn, address { font-style: italic }
    pre, code, kbd, samp, tt, listing, xmp { font-family: monospace }
    pre, listing, xmp { white-space: pre }
    nobr { white-space: nowrap }
    iframe { border: 2px inset }
    button {
      display: inline-block; margin: 0; padding: 1px 6px; border: 2px outset; box-sizing: border-box;
      font: 13.333333px \(buttonFamily); letter-spacing: normal; word-spacing: normal; text-transform: none; text-indent: 0
    }
    progress, meter { display: inline-block; box-sizing: border-box; height: 1em; vertical-align: -0.2em }
    progress { width: 10em }
    meter { width: 5em }
    input, textarea, select {
      display: inline-block; margin: 0; font: 13.333333px \(buttonFamily); letter-spacing: normal; word-spacing: normal;
      line-height: normal; text-transform: none; text-indent: 0
    }
    input { padding: 1px 2px; border: 2px inset }
    input[type=search i] { box-sizing: border-box }
    input[type=hidden i] { display: none }
    input[type=checkbox i], input[type=radio i], input[type=range i] { padding: 0; border: 0 }
    input[type=checkbox i], input[type=radio i] { box-sizing: border-box }
    input[type=checkbox i] { margin: 3px 3px 3px 4px }
    input[type=radio i] { margin: 3px 3px 0 5px }
    input[type=range i] { margin: 2px }
    input[type=submit i], input[type=reset i], input[type=button i] {
      padding: 1px 6px; border: 2px outset; box-sizing: border-box; white-space: pre
    }
    textarea { font-family: monospace; border: 1px solid; padding: 2px; white-space: pre-wrap; overflow-wrap: break-word }
    select { box-sizing: border-box; border: 1px solid; white-space: pre }
    small, sub, sup { font-size: smaller }
    sub { vertical-align: sub }
    sup { vertical-align: super }
    big { font-size: larger }
    hr { border: 1px inset; margin: 0.5em auto; overflow: hidden }
    fieldset { margin: 0 2px; padding: 0.35em 0.75em 0.625em; border: 2px groove }
    table { display: table; border-collapse: separate; border-spacing: 2px; box-sizing: border-box; text-indent: initial }
    caption { display: table-caption }
    thead, tbody, tfoot { display: table-row-group; vertical-align: middle }
    col { display: table-column }
    colgroup { display: table-column-group }
    tr { display: table-row; vertical-align: inherit }
    table > tr { vertical-align: middle }
    td, th { display: table-cell; vertical-align: inherit; padding: 1px }
    th { font-weight: bold }
    """
}
