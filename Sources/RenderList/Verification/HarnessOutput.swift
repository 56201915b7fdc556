import Foundation

/// Reads the JSON the harness hands back: left in Chromium's dumped DOM, or POSTed to the driver.
struct HarnessOutput {
    /// The engine that measured (its name goes into the messages).
    var browser: Browser
    /// The pages of the run, in the harness's order.
    var pages: [String]
    /// The device scale factor the pages must have been laid out at.
    var scale: Double

    /// The results in a DOM Chromium dumped.
    func parse(dom: String) throws(VerificationError) -> VerificationReport {
        guard let open = dom.range(of: "<pre id=\"rl-measured\">"),
              let close = dom.range(of: "</pre>", range: open.upperBound..<dom.endIndex) else {
            throw VerificationError("Chromium did not finish measuring the pages \(names) (no results in its DOM dump); run verify again, and look in them for content that keeps loading.")
        }
        return try parse(json: Self.unescape(String(dom[open.upperBound..<close.lowerBound])))
    }

    /// The results as the harness wrote them.
    func parse(json: String) throws(VerificationError) -> VerificationReport {
        let name = browser.displayName
        guard !json.isEmpty else {
            throw VerificationError("\(name) did not finish measuring the pages \(names); run verify again, and look in them for content that keeps loading.")
        }
        let parsed: Any
        do { parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) } catch {
            throw VerificationError("\(name)'s results are not JSON (\(error)).")
        }
        guard let object = parsed as? [String: Any], let rows = object["rows"] as? [[Any]] else {
            throw VerificationError("\(name)'s results are not the JSON the harness writes.")
        }
        if let errors = object["errors"] as? [String], let first = errors.first {
            throw VerificationError("\(name) could not measure a page: \(first)")
        }
        if let ratio = object["devicePixelRatio"] as? NSNumber, abs(ratio.doubleValue - scale) > 1e-6 {
            throw VerificationError("\(name) laid the pages out at a device pixel ratio of \(Browser.format(ratio.doubleValue)), not at the scale \(Browser.format(scale)) asked for.")
        }
        var report = VerificationReport(rows: rows.compactMap(measuredRow), pages: pages.count, chromiumSeconds: 0)
        report.widePages = (object["wide"] as? [[Any]] ?? []).compactMap { entry in
            guard entry.count >= 3, let page = entry[0] as? Int, page < pages.count else { return nil }
            return VerificationReport.WidePage(page: pages[page], viewportWidth: Self.number(entry[1]), pageWidth: Self.number(entry[2]))
        }
        report.browser = browser
        report.scale = scale
        return report
    }

    /// One row of the harness's results: page, row, estimate, height, text, kind, stand-in,
    /// viewport width.
    private func measuredRow(_ row: [Any]) -> MeasuredRow? {
        guard row.count >= 5, let page = row[0] as? Int, page < pages.count else { return nil }
        let kind = row.count > 5 ? MeasuredRow.Kind(rawValue: row[5] as? String ?? "") ?? .row : .row
        let standIn = row.count > 6 ? Self.number(row[6]) : -1
        var measured = MeasuredRow(page: pages[page], row: row[1] as? Int ?? -1, estimate: Self.number(row[2]),
                                   measured: Self.number(row[3]), text: row[4] as? String ?? "", kind: kind,
                                   standIn: kind == .row && standIn >= 0 ? standIn : nil)
        if row.count > 7 { measured.viewportWidth = Self.number(row[7]) }
        return measured
    }

    /// The first pages' names, for messages.
    private var names: String {
        pages.prefix(3).joined(separator: ", ") + (pages.count > 3 ? " and \(pages.count - 3) more" : "")
    }

    private static func number(_ value: Any) -> Double {
        (value as? NSNumber)?.doubleValue ?? .nan
    }

    /// The text of a `<pre>` as Chromium serializes it: `&amp;`, `&lt;`, `&gt;`, `&nbsp;`.
    private static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&nbsp;", with: "\u{A0}").replacingOccurrences(of: "&amp;", with: "&")
    }
}
