import Foundation
import Testing

/// A render that dies, at any moment, leaves a complete site: the previous one, or the new one.
@Suite("Nothing lost, end to end", .serialized)
struct NothingLostTests {
    @Test func aRenderKilledAtAnyMomentLeavesACompleteSite() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Public")
        let example = TestSupport.repository.appendingPathComponent("Examples/quotes.plist").path
        let template = TestSupport.defaultTemplate
        #expect(try CommandRunner.run(TestSupport.executable, [example, "-o", output.path, "--template", template]).status == 0)
        TestSupport.write("mine", to: "CNAME", in: output)
        let previous = try FaultSupport.snapshot(output)
        let data = FaultSupport.bigData(20_000, in: folder)
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
            let now = try FaultSupport.snapshot(output)
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

    /// Another run holds the folder's lock (here the test holds it, as a second render-list
    /// would, so that no race between two processes' start-up decides the outcome).
    @Test func aRunIntoAFolderAnotherRunIsWritingStopsWithALockMessage() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Public")
        let example = TestSupport.repository.appendingPathComponent("Examples/quotes.plist").path
        let arguments = [example, "-o", output.path, "--template", TestSupport.defaultTemplate]
        let lockPath = folder.appendingPathComponent(".Public.render-list.lock").path
        let descriptor = open(lockPath, O_CREAT | O_RDWR, 0o644)
        try #require(descriptor >= 0 && flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        let refused = try CommandRunner.run(TestSupport.executable, arguments)
        #expect(refused.status != 0)
        #expect(refused.errors.contains("Another render-list is writing into this folder right now"), "\(refused.errors)")
        #expect(!FileManager.default.fileExists(atPath: output.path), "a refused run wrote into the folder")
        close(descriptor)
        #expect(try CommandRunner.run(TestSupport.executable, arguments).status == 0)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("index.html").path))
    }

    /// The lock file beside the output lives as long as the run: it is gone after a run that
    /// succeeds and after one that fails (it showed up in `git status`).
    @Test func theLockFileIsGoneAfterARunThatSucceedsOrFails() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Public")
        let lock = folder.appendingPathComponent(".Public.render-list.lock").path
        let good = TestSupport.write(#"["a"]"#, to: "good.json", in: folder)
        let bad = TestSupport.write(#"["a", {"cell": "NoSuchCell"}]"#, to: "bad.json", in: folder)
        let template = TestSupport.defaultTemplate
        #expect(try CommandRunner.run(TestSupport.executable, [good, "-o", output.path, "--template", template]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: lock), "a finished run left its lock file")
        #expect(try CommandRunner.run(TestSupport.executable, [bad, "-o", output.path, "--template", template]).status != 0)
        #expect(!FileManager.default.fileExists(atPath: lock), "a failed run left its lock file")
    }

    @Test func anInterruptedRunRemovesItsLockFile() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lock = folder.appendingPathComponent(".Public.render-list.lock").path
        let data = FaultSupport.bigData(20_000, in: folder)
        let process = Process()
        process.executableURL = TestSupport.executable
        process.arguments = [data, "-o", folder.appendingPathComponent("Public").path, "--template", TestSupport.defaultTemplate]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let started = ContinuousClock.now
        while !FileManager.default.fileExists(atPath: lock), process.isRunning, ContinuousClock.now - started < .seconds(20) {
            Thread.sleep(forTimeInterval: 0.01)
        }
        try #require(process.isRunning && FileManager.default.fileExists(atPath: lock), "the run never took its lock")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGINT)
        #expect(!FileManager.default.fileExists(atPath: lock), "an interrupted run left its lock file")
    }
}
