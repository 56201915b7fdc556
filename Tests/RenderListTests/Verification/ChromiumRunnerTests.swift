import Foundation
import Testing
@testable import RenderList

/// How a verify run treats a browser that dies: a crash is tried again with a fresh profile, an
/// error exit is not. A stand-in script plays the browser, so these run without Chromium.
@Suite("Chromium runner: crashes and errors")
struct ChromiumRunnerTests {
    /// A stand-in browser that kills itself with `signal` for its first `crashes` runs, then
    /// prints a DOM; it counts its runs in a file beside it.
    private func standIn(crashes: Int, signal: String = "SEGV", exitStatus: Int = 0) throws -> (URL, URL) {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("render-list-runner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = folder.appendingPathComponent("browser")
        let count = folder.appendingPathComponent("runs")
        try """
        #!/bin/sh
        n=$(cat '\(count.path)' 2>/dev/null || echo 0); n=$((n + 1)); echo $n > '\(count.path)'
        if [ $n -le \(crashes) ]; then kill -\(signal) $$; fi
        if [ \(exitStatus) -ne 0 ]; then exit \(exitStatus); fi
        echo "<html>run $n</html>"
        """.write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return (folder, script)
    }

    /// The stand-in's DOM dump, through a runner with its profile in `folder`.
    private func dump(_ folder: URL, _ script: URL) throws(VerificationError) -> String {
        try ChromiumRunner(executable: script.path).dumpDOM(of: "/tmp/h.html", profile: folder.appendingPathComponent("p").path)
    }

    @Test func aCrashedRunIsTriedAgain() throws {
        let (folder, script) = try standIn(crashes: 2)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try dump(folder, script).contains("run 3"))
    }

    @Test func crashesPastTheLastAttemptAreReported() throws {
        let (folder, script) = try standIn(crashes: 5)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect {
            try dump(folder, script)
        } throws: { error in
            "\(error)".contains("crashed 3 times (signals 11, 11, 11)")
        }
    }

    @Test func anErrorExitIsNotTriedAgain() throws {
        let (folder, script) = try standIn(crashes: 0, exitStatus: 3)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect {
            try dump(folder, script)
        } throws: { error in
            "\(error)".contains("failed (status 3)")
        }
        let runs = try String(contentsOf: folder.appendingPathComponent("runs"), encoding: .utf8)
        #expect(runs.trimmingCharacters(in: .whitespacesAndNewlines) == "1")
    }
}
