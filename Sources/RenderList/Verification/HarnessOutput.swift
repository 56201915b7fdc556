import Foundation

/// Reads the JSON the harness leaves in the dumped DOM.
enum HarnessOutput {
    static func parse(_ dom: String, pages: [String]) throws(VerificationError) -> VerificationReport {
        guard let open = dom.range(of: "<pre id=\"rl-measured\">"),
              let close = dom.range(of: "</pre>", range: open.upperBound..<dom.endIndex) else {
            let names = pages.prefix(3).joined(separator: ", ") + (pages.count > 3 ? " and \(pages.count - 3) more" : "")
            throw VerificationError("Chromium did not finish measuring the pages \(names) (no results in its DOM dump); run verify again, and look in them for content that keeps loading.")
        }
        let json = unescape(String(dom[open.upperBound..<close.lowerBound]))
        let parsed: Any
        do { parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) } catch {
            throw VerificationError("Chromium's results are not JSON (\(error)).")
        }
        guard let object = parsed as? [String: Any], let rows = object["rows"] as? [[Any]] else {
            throw VerificationError("Chromium's results are not the JSON the harness writes.")
        }
        if let errors = object["errors"] as? [String], let first = errors.first {
            throw VerificationError("Chromium could not measure a page: \(first)")
        }
        var measured: [MeasuredRow] = []
        for row in rows where row.count >= 5 {
            guard let page = row[0] as? Int, page < pages.count else { continue }
            let kind = row.count > 5 ? MeasuredRow.Kind(rawValue: row[5] as? String ?? "") ?? .row : .row
            let standIn = row.count > 6 ? number(row[6]) : -1
            measured.append(MeasuredRow(page: pages[page], row: row[1] as? Int ?? -1, estimate: number(row[2]),
                                        measured: number(row[3]), text: row[4] as? String ?? "", kind: kind,
                                        standIn: kind == .row && standIn >= 0 ? standIn : nil))
        }
        return VerificationReport(rows: measured, pages: pages.count, chromiumSeconds: 0)
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
