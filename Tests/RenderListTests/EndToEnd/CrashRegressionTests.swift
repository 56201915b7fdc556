import Foundation
import Testing

/// Inputs that crashed the CLI, each run end to end through `render` and `estimate`: the run
/// must end with status 0 (or 1 and a message), never by a signal.
@Suite("Crash regressions, end to end", .serialized)
struct CrashRegressionTests {
    /// Renders `data` (JSON) with `template` and estimates it on one thread; with `verify`, also
    /// measures the site in Chromium (`verify --rows`). Returns the render.
    @discardableResult
    private func renderAndEstimate(template: String, data: String, expecting status: Int32 = 0,
                                   verify: Bool = false) throws -> CommandResult {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let templatePath = TestSupport.write(template, to: "template.xhtml", in: folder)
        let dataPath = TestSupport.write(data, to: "data.json", in: folder)
        let render = try CommandRunner.run(TestSupport.executable, [
            dataPath, "-o", folder.appendingPathComponent("Site").path, "--template", templatePath,
        ])
        #expect(render.status == status, "render: \(render.errors)")
        let estimate = try CommandRunner.run(TestSupport.executable, [
            "estimate", dataPath, "--template", templatePath, "--threads", "1",
        ])
        #expect(estimate.status == status, "estimate: \(estimate.errors)")
        if verify {
            let check = try CommandRunner.run(TestSupport.executable, ["verify", folder.appendingPathComponent("Site").path, "--rows"])
            #expect(check.status == 0, "verify: \(check.errors)")
        }
        return render
    }

    private static func json(_ rows: [[String: Any]]) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: rows), as: UTF8.self)
    }

    /// The style cache was emptied in the middle of a cell once it held 20,000 styles: a row id
    /// that selectors test makes a style per row, and from row 1,906 on the flex layout read
    /// the container's and the cell's styles past the cache's end.
    @Test func aFlexRootWithABoundIdPastTheStyleCacheLimit() throws {
        let template = TestSupport.template(prototypes: """
            <article class="card" rl:prototype="Card" rl:attr-id="id">
              <img src="a.png" width="48" height="48" alt="" rl:if="photo" rl:attr-src="photo"/>
              <div class="body"><h3 rl:text="title">T</h3><p rl:text="summary">S</p>
                <ul class="tags"><li rl:each="tags" rl:text=".">tag</li></ul></div>
            </article>
            """, head: """
            <style>.list { width: 600px } .card { display: flex; gap: 12px; padding: 8px }
            .card .body { flex: 1 } #recipe-7 { border: 1px solid } .tags li { display: inline-block }</style>
            """)
        let rows = (0..<2_500).map { number -> [String: Any] in
            ["cell": "Card", "id": "recipe-\(number)", "title": "Recipe \(number)",
             "summary": String(repeating: "Simmer gently and stir. ", count: 1 + number % 5),
             "tags": Array(["quick", "vegan", "soup"].prefix(number % 4))]
        }
        try renderAndEstimate(template: template, data: Self.json(rows))
    }

    /// `rl:if` and `rl:each` on one element: a copy the `if` removed was freed by the tree, then
    /// again by the fragment that made it (glibc: "free(): double free detected").
    @Test func ifAndEachOnOneElementFreeEachCopyOnce() throws {
        let template = TestSupport.template(prototypes: """
            <p rl:prototype="Tagged"><span rl:if="missing" rl:each="tags" rl:text=".">t</span> and
            <b rl:unless="tags" rl:each="tags" rl:text=".">u</b></p>
            """)
        let rows: [[String: Any]] = (0..<50).map { ["cell": "Tagged", "tags": Array(repeating: "one", count: $0 % 3)] }
        try renderAndEstimate(template: template, data: Self.json(rows))
    }

    /// Numbers from data, bound into sizes and styles, may be huge, negative or beyond a Double.
    @Test func hugeNumbersFromDataInSizesAndStyles() throws {
        let template = TestSupport.template(prototypes: """
            <div rl:prototype="Sized"><img src="a.png" alt="" rl:attr-width="n" rl:attr-height="n"/>
            <canvas rl:attr-width="n" rl:attr-height="n"></canvas><p rl:attr-style="style" rl:text="n">n</p>
            <svg xmlns="http://www.w3.org/2000/svg" rl:attr-width="n" rl:attr-height="n"></svg></div>
            """, head: "<style>.list { width: 400px }</style>")
        let numbers = ["9223372036854775807", "-9223372036854775808", "1.8446744073709552e19", "1e308", "-1e308", "4.9e-324"]
        let values = numbers.map { number in
            """
            {"cell": "Sized", "n": \(number), "style": "width: \(number)px; font-size: \(number)px; \
            line-height: \(number); padding: \(number)px; margin-top: -\(number)px; -webkit-line-clamp: \(number)"}
            """
        } + (numbers + ["18446744073709551616", "1e400", "NaN", "-Infinity"]).map {
            #"{"cell": "Sized", "n": "\#($0)", "style": "height: \#($0)em"}"#
        }
        // verify printed each row's estimate through Int, and crashed on a huge one.
        try renderAndEstimate(template: template, data: "[" + values.joined(separator: ",") + "]", verify: true)
    }

    /// A property list's reals may be NaN or infinite.
    @Test func notANumberAndInfinityFromAPropertyList() throws {
        let template = TestSupport.template(prototypes: """
            <div rl:prototype="Sized"><img src="a.png" alt="" rl:attr-width="n" rl:attr-height="n"/>
            <p rl:text="n" rl:format="number:2">n</p><p rl:text="n" rl:format="percent">n</p></div>
            """)
        let rows = ["nan", "+infinity", "-infinity", "inf", "1e308"].map {
            "<dict><key>cell</key><string>Sized</string><key>n</key><real>\($0)</real></dict>"
        }
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><array>\(rows.joined())</array></plist>
            """
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = TestSupport.write(plist, to: "data.plist", in: folder)
        let templatePath = TestSupport.write(template, to: "template.xhtml", in: folder)
        let run = try CommandRunner.run(TestSupport.executable, [data, "-o", folder.appendingPathComponent("Site").path, "--template", templatePath])
        #expect(run.status == 0 || (run.status == 1 && run.errors.hasPrefix("error: ")), "\(run.status): \(run.errors)")
    }

    /// CSS numbers from the template need the same care as numbers from data.
    @Test func hugeNumbersInTheTemplatesCSS() throws {
        let huge = "9223372036854775807"
        let template = TestSupport.template(prototypes: """
            <div class="clamped" rl:prototype="Clamped"><p rl:text="text">x</p></div>
            """, head: """
            <style>.list { width: 300px } .clamped p { display: -webkit-box; -webkit-box-orient: vertical;
            -webkit-line-clamp: \(huge); overflow: hidden; font-size: \(huge)px; line-height: \(huge)px;
            margin: -\(huge)px 1e308px; width: calc(\(huge)px * 1e300); letter-spacing: \(huge)px }
            .clamped { font-weight: \(huge); flex: \(huge) \(huge) \(huge)px }</style>
            """)
        try renderAndEstimate(template: template, data: #"[{"cell": "Clamped", "text": "Some words to wrap here"}]"#)
    }
}
