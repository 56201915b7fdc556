import Foundation
import Testing
@testable import RenderList

@Suite("Output folder")
struct OutputFolderTests {
    private func publish(_ files: [String: String], into output: URL, protected: [String] = []) throws {
        let folder = try OutputFolder(path: output.path, protected: protected)
        for (name, text) in files {
            try Data(text.utf8).write(to: folder.stagedFile(name))
        }
        try folder.publish(written: Array(files.keys))
    }

    private func read(_ url: URL) -> String? {
        try? String(contentsOf: url, encoding: .utf8)
    }

    @Test func publishesAndReplacesItsOwnFiles() throws {
        let root = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let site = root.appendingPathComponent("Public")
        try publish(["index.html": "one", "page/2/index.html": "two"], into: site)
        #expect(read(site.appendingPathComponent("page/2/index.html")) == "two")
        try publish(["index.html": "new"], into: site)
        #expect(read(site.appendingPathComponent("index.html")) == "new")
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("page/2/index.html").path))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.contains("render-list-") }
        #expect(leftovers.isEmpty)
    }

    @Test func filesItDidNotWriteAreKept() throws {
        let root = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let site = root.appendingPathComponent("Public")
        try publish(["index.html": "one"], into: site)
        TestSupport.write("mine", to: "CNAME", in: site)
        TestSupport.write("notes", to: "page/notes.txt", in: site)
        try publish(["index.html": "two", "page/2/index.html": "p2"], into: site)
        #expect(read(site.appendingPathComponent("CNAME")) == "mine")
        #expect(read(site.appendingPathComponent("page/notes.txt")) == "notes")
        #expect(read(site.appendingPathComponent("index.html")) == "two")
    }

    @Test func aForeignFileInTheWayStopsThePublishAndChangesNothing() throws {
        let root = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let site = root.appendingPathComponent("Public")
        TestSupport.write("handmade", to: "index.html", in: site)
        let error = #expect(throws: SiteError.self) { try publish(["index.html": "generated"], into: site) }
        #expect(error?.message.contains("not written by render-list") == true)
        #expect(read(site.appendingPathComponent("index.html")) == "handmade")
    }

    @Test func aSecondRunIntoTheSameFolderIsLockedOut() throws {
        let root = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let site = root.appendingPathComponent("Public")
        let first = try OutputFolder(path: site.path, protected: [])
        let error = #expect(throws: SiteError.self) { try OutputFolder(path: site.path, protected: []) }
        #expect(error?.message.contains("Another render-list") == true)
        withExtendedLifetime(first) {}
    }

    @Test func refusesTheRootTheHomeAndTheDataFolder() throws {
        let root = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let data = TestSupport.write("[]", to: "data/list.json", in: root)
        #expect(throws: SiteError.self) { try OutputFolder(path: "/", protected: []) }
        #expect(throws: SiteError.self) { try OutputFolder(path: NSHomeDirectory(), protected: []) }
        #expect(throws: SiteError.self) { try OutputFolder(path: root.appendingPathComponent("data").path, protected: [data]) }
        #expect(throws: SiteError.self) { try OutputFolder(path: root.path, protected: [data]) }
        let link = root.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: root.appendingPathComponent("data"))
        #expect(throws: SiteError.self) { try OutputFolder(path: link.path, protected: [data]) }
        let template = TestSupport.write("<html/>", to: "design/list.xhtml", in: root)
        for (name, target) in [("to-root", "/"), ("to-home", NSHomeDirectory()), ("to-design", root.appendingPathComponent("design").path)] {
            let link = root.appendingPathComponent(name)
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target)
            #expect(throws: SiteError.self, "a symlink \(name)") { try OutputFolder(path: link.path, protected: [data, template]) }
        }
    }

    @Test func anAbandonedRenderLeavesThePreviousSite() throws {
        let root = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let site = root.appendingPathComponent("Public")
        try publish(["index.html": "one"], into: site)
        do {
            let folder = try OutputFolder(path: site.path, protected: [])
            try Data("half".utf8).write(to: folder.stagedFile("index.html"))
        }
        #expect(read(site.appendingPathComponent("index.html")) == "one")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".Public.render-list-new").path))
    }
}
