import Foundation

/// `render-list verify DIR`: lays every page of a written site out in a headless browser
/// (Chromium, Firefox or WebKit) and compares each row's height with the `data-height`
/// render-list estimated for it.
public struct SiteVerifier {
    /// The site folder.
    public var directory: String
    /// The Chromium executable; nil looks for `chromium` on the PATH.
    public var chromium: String?
    /// The viewport widths in CSS px to lay every page out at; nil: for a site rendered for
    /// several viewport classes, each class's narrowest width and one between it and the next
    /// (``ViewportSample``), else 1280.
    public var viewportWidths: [Int]?
    /// How many random viewport widths from 320 to 1600 px to add (seeded: the same on every run).
    public var randomWidths = 0
    /// Pages per browser run.
    public var batchSize = 40
    /// The engine that lays the pages out.
    public var browser: Browser = .chromium
    /// The device scale factor (see ``Browser/scale(from:)`` for the ones each engine supports).
    public var scale: Double = 1
    /// A folder of fonts: lay the pages out as a visitor who has only these (nil: the system's).
    public var fontsFrom: String?

    /// A verifier for the site in `directory`; `chromium` nil finds Chromium on the PATH.
    public init(directory: String, chromium: String? = nil, viewportWidth: Int? = nil) {
        self.directory = directory
        self.chromium = chromium
        self.viewportWidths = viewportWidth.map { [$0] }
    }

    /// The site's pages: the `.html` files render-list wrote, as its manifest in the folder
    /// lists them (a file of the user's own kept in the folder is not one), or every `.html`
    /// file under a folder without one; sorted, but for the `404.html` page a server sends for
    /// missing paths (it holds no rows).
    public func pages() -> [String] {
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        let isPage = { (path: String) in path.hasSuffix(".html") && path != "404.html" }
        if let manifest = try? String(contentsOf: root.appendingPathComponent(OutputFolder.manifestName), encoding: .utf8) {
            return manifest.split(separator: "\n").map(String.init).filter(isPage).sorted()
        }
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter(isPage).sorted()
    }

    /// Measures every row of every page.
    public func verify() throws(VerificationError) -> VerificationReport {
        let chromium = try browser == .chromium ? executable() : ""
        if browser != .chromium { _ = try DriverRunner.tools(for: browser) }
        try browser.check(scale: scale)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder), isFolder.boolValue else {
            throw VerificationError("There is no folder at \(directory); pass the folder render-list wrote the site into (its -o).")
        }
        let fonts = try fontsFrom.map { path throws(VerificationError) in try VisitorFonts(path: path) }
        let pages = pages()
        guard !pages.isEmpty else { throw VerificationError("\(directory) holds no .html pages.") }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("render-list-verify-\(UUID().uuidString)")
        do { try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true) } catch {
            throw VerificationError("Could not create \(scratch.path): \(error.localizedDescription).")
        }
        defer { try? FileManager.default.removeItem(at: scratch) }
        let environment = try fonts?.environment(scratch: scratch) ?? [:]
        var widths = viewportWidths ?? ViewportSample(page: root.appendingPathComponent(pages[0])).widths
        var generator = SeededWidths(seed: 2026)
        widths = Array(Set(widths + (0..<max(0, randomWidths)).map { _ in Int.random(in: 320...1600, using: &generator) })).sorted()
        var report = VerificationReport(rows: [], pages: pages.count, chromiumSeconds: 0)
        (report.browser, report.scale, report.viewportWidths) = (browser, scale, widths)
        for start in stride(from: 0, to: pages.count, by: batchSize) {
            let batch = Array(pages[start..<min(start + batchSize, pages.count)])
            let started = ContinuousClock.now
            let output = HarnessOutput(browser: browser, pages: batch, scale: scale)
            if browser == .chromium {
                let dom = try chromiumDOM(batch, widths: widths, executable: chromium, scratch: scratch, environment: environment)
                report.add(try output.parse(dom: dom))
            } else {
                let runner = DriverRunner(browser: browser, site: root, scratch: scratch, scale: scale, environment: environment)
                report.add(try output.parse(json: runner.measure(paths: batch, viewportWidths: widths)))
            }
            report.chromiumSeconds += (ContinuousClock.now - started).seconds
        }
        return report
    }

    private var root: URL { URL(fileURLWithPath: directory).standardizedFileURL }

    private func executable() throws(VerificationError) -> String {
        guard let executable = chromium ?? ChromiumRunner.find() else {
            throw VerificationError("Chromium was not found on the PATH; install it (apt-get install chromium) or pass --chromium PATH.")
        }
        return executable
    }

    /// One batch of pages in Chromium: the harness opens their `file://` URLs.
    private func chromiumDOM(_ batch: [String], widths: [Int], executable: String, scratch: URL,
                             environment: [String: String]) throws(VerificationError) -> String {
        let urls = batch.map { root.appendingPathComponent($0).absoluteString }
        let harness = scratch.appendingPathComponent("harness.html")
        do { try Data(MeasuringHarness(pageURLs: urls, viewportWidths: widths).html.utf8).write(to: harness) } catch {
            throw VerificationError("Could not write \(harness.path): \(error.localizedDescription).")
        }
        let runner = ChromiumRunner(executable: executable, scale: scale, environment: environment)
        return try runner.dumpDOM(of: harness.path, profile: scratch.appendingPathComponent("profile").path)
    }
}
