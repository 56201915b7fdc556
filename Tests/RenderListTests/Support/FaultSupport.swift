import Foundation
import Testing

/// Real faults for end-to-end tests: a small tmpfs that fills up, and runs as `nobody`.
enum FaultSupport {
    /// Every regular file below `folder` with its bytes.
    static func snapshot(_ folder: URL) throws -> [String: Data] {
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

    /// A JSON list of `count` quote rows that wrap over a line or two.
    static func bigData(_ count: Int, in folder: URL) -> String {
        let rows = (0..<count).map { index in
            #"{"cell": "QuoteCell", "text": "Quote number \#(index), long enough to wrap over a line or two in the list column of the default template.", "personName": "Person \#(index)"}"#
        }
        return TestSupport.write("[" + rows.joined(separator: ",\n") + "]", to: "big.json", in: folder)
    }

    /// Mounts a tmpfs of `kilobytes` at `folder` (root only).
    static func mountTmpfs(at folder: URL, kilobytes: Int) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = try CommandRunner.run(URL(fileURLWithPath: "/bin/mount"), ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", folder.path])
        try #require(result.status == 0, "mounting a small tmpfs needs root, as CI runs the tests: \(result.errors)")
    }

    static func unmount(_ folder: URL) {
        _ = try? CommandRunner.run(URL(fileURLWithPath: "/bin/umount"), [folder.path])
    }

    /// A temporary folder holding `Public`, the example rendered by root, with a foreign file.
    static func siteOwnedByRoot() throws -> URL {
        try #require(getuid() == 0, "running the CLI as nobody needs root, as CI runs the tests")
        let folder = TestSupport.temporaryFolder()
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        let output = folder.appendingPathComponent("Public")
        let example = TestSupport.repository.appendingPathComponent("Examples/quotes.plist").path
        let run = try CommandRunner.run(TestSupport.executable, [example, "-o", output.path, "--template", TestSupport.defaultTemplate])
        try #require(run.status == 0, "\(run.errors)")
        TestSupport.write("mine", to: "notes.txt", in: output)
        return folder
    }

    /// Lets `nobody` write into `folder` (not into what it holds), as a shared folder would.
    static func giveToNobody(_ folder: URL) throws {
        try FileManager.default.setAttributes([.ownerAccountID: 65534], ofItemAtPath: folder.path)
        // The lock file of the run as root stays root's; a shared folder would not have it.
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".render-list.lock") {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    /// Runs the CLI as the unprivileged user `nobody`. The clone may sit in a folder only its
    /// owner can enter (`mktemp -d`), so the executable, the default template and the example
    /// are run from copies in a folder everyone can read.
    static func runAsNobody(_ arguments: [String]) throws -> CommandResult {
        let inputs = try readableInputs()
        let copies = [TestSupport.defaultTemplate: inputs.appendingPathComponent("list.xhtml").path,
                      TestSupport.repository.appendingPathComponent("Examples/quotes.plist").path:
                          inputs.appendingPathComponent("Examples/quotes.plist").path]
        let setpriv = URL(fileURLWithPath: "/usr/bin/setpriv")
        let executable = inputs.appendingPathComponent("render-list").path
        return try CommandRunner.run(setpriv, ["--reuid=65534", "--regid=65534", "--clear-groups", "--", executable]
                                     + arguments.map { copies[$0] ?? $0 })
    }

    /// A world-readable folder with copies of the executable, the default template and the example.
    private static func readableInputs() throws -> URL {
        let folder = TestSupport.runFolder.appendingPathComponent("inputs")
        let manager = FileManager.default
        guard !manager.fileExists(atPath: folder.appendingPathComponent("render-list").path) else { return folder }
        try manager.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        try manager.copyItem(at: URL(fileURLWithPath: TestSupport.defaultTemplate), to: folder.appendingPathComponent("list.xhtml"))
        try manager.copyItem(at: TestSupport.repository.appendingPathComponent("Examples"), to: folder.appendingPathComponent("Examples"))
        try manager.copyItem(at: TestSupport.executable, to: folder.appendingPathComponent("render-list"))
        return folder
    }
}
