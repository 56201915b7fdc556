import Foundation
import Testing

/// A full disk or a permission error, wherever it strikes, leaves the previous site complete and
/// unchanged, says so in one line, and loses no file render-list did not write.
///
/// Both are real faults, not simulated ones: the disk is a small tmpfs mounted for the test, and
/// the permission errors come from running the CLI as the unprivileged user `nobody`. Both need
/// root, as CI runs the tests (Scripts/setup.sh installs packages with apt-get too).
@Suite("Faults: a full disk and permission errors", .serialized)
struct FaultTests {
    private let template = TestSupport.defaultTemplate
    private let example = TestSupport.repository.appendingPathComponent("Examples/quotes.plist").path

    @Test func aDiskFillingUpAtAnyPointLeavesThePreviousSite() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = FaultSupport.bigData(3_000, in: folder)
        // The size of the new site, measured on a roomy disk. While pages are written the row
        // spool (about as big) is on the disk too, so these sizes fill the disk while the spool
        // is written, while pages are written, and close to the end.
        let roomy = folder.appendingPathComponent("Measured")
        #expect(try CommandRunner.run(TestSupport.executable, [data, "-o", roomy.path, "--template", template, "--rows-per-page", "50"]).status == 0)
        let siteBytes = try FaultSupport.snapshot(roomy).values.reduce(0) { $0 + $1.count }
        for fraction in [0.15, 0.5, 0.9, 1.2, 1.45] {
            let kilobytes = Int(Double(siteBytes) * fraction / 1024)
            let disk = folder.appendingPathComponent("disk-\(kilobytes)")
            try FaultSupport.mountTmpfs(at: disk, kilobytes: kilobytes)
            defer { FaultSupport.unmount(disk) }
            let output = disk.appendingPathComponent("Public")
            #expect(try CommandRunner.run(TestSupport.executable, [example, "-o", output.path, "--template", template]).status == 0)
            TestSupport.write("mine", to: "CNAME", in: output)
            let previous = try FaultSupport.snapshot(output)
            let run = try CommandRunner.run(TestSupport.executable, [data, "-o", output.path, "--template", template, "--rows-per-page", "50"])
            #expect(run.status != 0, "a \(kilobytes) KB disk held the whole site; the sizes no longer provoke the fault")
            #expect(run.errors.contains("There isn’t enough space") || run.errors.contains("No space left"), "\(run.errors)")
            #expect(run.errors.contains("the previous site is unchanged"), "\(run.errors)")
            #expect(run.errors.split(separator: "\n").count == 1, "\(run.errors)")
            #expect(try FaultSupport.snapshot(output) == previous, "a \(kilobytes) KB disk: the previous site changed")
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: disk.path).filter { $0.hasSuffix("render-list-new") }
            #expect(leftovers.isEmpty, "the staging folder was left on the full disk")
        }
    }

    @Test func anOutputFolderBesideAReadOnlyFolderIsRefusedAndTheSiteKept() throws {
        let folder = try FaultSupport.siteOwnedByRoot()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Public")
        let previous = try FaultSupport.snapshot(output)
        let run = try FaultSupport.runAsNobody([example, "-o", output.path, "--template", template])
        #expect(run.status != 0)
        #expect(run.errors.contains("Permission denied"), "\(run.errors)")
        #expect(run.errors.split(separator: "\n").count == 1, "\(run.errors)")
        #expect(try FaultSupport.snapshot(output) == previous)
    }

    @Test func aForeignFileTheRunCannotReadStopsThePublish() throws {
        let folder = try FaultSupport.siteOwnedByRoot()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Public")
        try FaultSupport.giveToNobody(folder)
        let secret = TestSupport.write("root only", to: "CNAME", in: output)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: secret)
        let previous = try FaultSupport.snapshot(output)
        let run = try FaultSupport.runAsNobody([example, "-o", output.path, "--template", template])
        #expect(run.status != 0)
        #expect(run.errors.contains("could not keep CNAME"), "\(run.errors)")
        #expect(try FaultSupport.snapshot(output) == previous)
    }

    @Test func aForeignFolderTheRunCannotListStopsThePublish() throws {
        let folder = try FaultSupport.siteOwnedByRoot()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Public")
        try FaultSupport.giveToNobody(folder)
        TestSupport.write("root only", to: "private/key", in: output)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: output.appendingPathComponent("private").path)
        let previous = try FaultSupport.snapshot(output)
        let run = try FaultSupport.runAsNobody([example, "-o", output.path, "--template", template])
        #expect(run.status != 0, "the render published without the files of a folder it could not read")
        #expect(run.errors.contains("could not read private"), "\(run.errors)")
        #expect(try FaultSupport.snapshot(output) == previous)
        // Once readable, the folder is carried over.
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: output.appendingPathComponent("private").path)
        #expect(try FaultSupport.runAsNobody([example, "-o", output.path, "--template", template]).status == 0)
        #expect(try FaultSupport.snapshot(output)["private/key"] == Data("root only".utf8))
    }
}
