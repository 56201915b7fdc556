import Foundation

/// `render-list verify DIR`: lays every page of a written site out in headless Chromium and
/// compares each row's height with the `data-height` render-list estimated for it.
public struct SiteVerifier {
    /// The site folder.
    public var directory: String
    /// The browser; nil looks for `chromium` on the PATH.
    public var chromium: String?
    /// Width of the browser viewport in CSS px (the list column itself is pinned in the pages).
    public var viewportWidth: Int
    /// Pages per Chromium run.
    public var batchSize = 40

    /// A verifier for the site in `directory`; `chromium` nil finds Chromium on the PATH.
    public init(directory: String, chromium: String? = nil, viewportWidth: Int = 1280) {
        self.directory = directory
        self.chromium = chromium
        self.viewportWidth = viewportWidth
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
        guard let executable = chromium ?? ChromiumRunner.find() else {
            throw VerificationError("Chromium was not found on the PATH; install it (apt-get install chromium) or pass --chromium PATH.")
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder), isFolder.boolValue else {
            throw VerificationError("There is no folder at \(directory); pass the folder render-list wrote the site into (its -o).")
        }
        let pages = pages()
        guard !pages.isEmpty else { throw VerificationError("\(directory) holds no .html pages.") }
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("render-list-verify-\(UUID().uuidString)")
        do { try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true) } catch {
            throw VerificationError("could not create \(scratch.path): \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: scratch) }
        var report = VerificationReport(rows: [], pages: pages.count, chromiumSeconds: 0)
        for start in stride(from: 0, to: pages.count, by: batchSize) {
            let batch = Array(pages[start..<min(start + batchSize, pages.count)])
            let urls = batch.map { root.appendingPathComponent($0).absoluteString }
            let harness = scratch.appendingPathComponent("harness.html")
            do { try Data(ChromiumHarness(pageURLs: urls, viewportWidth: viewportWidth).html.utf8).write(to: harness) } catch {
                throw VerificationError("could not write \(harness.path): \(error.localizedDescription)")
            }
            let runner = ChromiumRunner(executable: executable)
            let started = ContinuousClock.now
            let dom = try runner.dumpDOM(of: harness.path, profile: scratch.appendingPathComponent("profile").path)
            report.chromiumSeconds += (ContinuousClock.now - started).seconds
            report.rows += try HarnessOutput.parse(dom, pages: batch).rows
        }
        return report
    }
}
