import Foundation
import Testing

/// A render that dies, at any moment, leaves a complete site: the previous one, or the new one.
@Suite("Nothing lost, end to end", .serialized)
struct NothingLostTests {
    /// Every file of a site folder with its bytes.
    private func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let walker = FileManager.default.enumerator(atPath: folder.path)
        while let relative = walker?.nextObject() as? String {
            var isFolder: ObjCBool = false
            let url = folder.appendingPathComponent(relative)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[relative] = try Data(contentsOf: url)
            }
        }
        return files
    }

    /// A JSON list of `count` quote rows, big enough that rendering it takes a while.
    private func bigData(_ count: Int, in folder: URL) -> String {
        let rows = (0..<count).map { index in
            #"{"cell": "QuoteCell", "text": "Quote number \#(index), long enough to wrap over a line or two in the list column of the default template.", "personName": "Person \#(index)"}"#
        }
        return TestSupport.write("[" + rows.joined(separator: ",\n") + "]", to: "big.json", in: folder)
    }

    @Test func aRenderKilledAtAnyMomentLeavesACompleteSite() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Public")
        let example = TestSupport.repository.appendingPathComponent("Examples/quotes.plist").path
        let template = TestSupport.defaultTemplate
        #expect(try CommandRunner.run(TestSupport.executable, [example, "-o", output.path, "--template", template]).status == 0)
        TestSupport.write("mine", to: "CNAME", in: output)
        let previous = try snapshot(output)
        let data = bigData(20_000, in: folder)
        for delay in [0.02, 0.1, 0.25, 0.5, 0.8, 1.2] {
            let process = Process()
            process.executableURL = TestSupport.executable
            process.arguments = [data, "-o", output.path, "--template", template, "--rows-per-page", "50"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let now = try snapshot(output)
            #expect(now["CNAME"] == Data("mine".utf8), "killed after \(delay) s: a file render-list did not write is gone")
            if now != previous {
                // The render finished its swap before the kill: the new site must be whole.
                let manifest = String(decoding: now[".render-list-manifest"] ?? Data(), as: UTF8.self)
                let listed = manifest.split(separator: "\n").map(String.init)
                #expect(listed.contains("page/400/index.html"), "killed after \(delay) s: a site that is neither the old nor a whole new one")
                #expect(listed.allSatisfy { now[$0] != nil })
                return
            }
        }
        // A later run tidies what the killed ones left beside the output.
        #expect(try CommandRunner.run(TestSupport.executable, [example, "-o", output.path, "--template", template]).status == 0)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains("render-list-new") || $0.contains("render-list-old") }
        #expect(leftovers.isEmpty)
    }

    @Test func aSecondRunIntoTheSameFolderStopsWithALockMessage() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Public")
        let data = bigData(20_000, in: folder)
        let first = Process()
        first.executableURL = TestSupport.executable
        first.arguments = [data, "-o", output.path, "--template", TestSupport.defaultTemplate]
        first.standardOutput = FileHandle.nullDevice
        first.standardError = FileHandle.nullDevice
        try first.run()
        Thread.sleep(forTimeInterval: 0.3)
        let second = try CommandRunner.run(TestSupport.executable, [data, "-o", output.path, "--template", TestSupport.defaultTemplate])
        let firstStillRunning = first.isRunning
        first.waitUntilExit()
        if firstStillRunning {
            #expect(second.status != 0)
            #expect(second.errors.contains("Another render-list is writing into this folder right now"), "\(second.errors)")
        }
        #expect(first.terminationStatus == 0)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("index.html").path))
    }
}
