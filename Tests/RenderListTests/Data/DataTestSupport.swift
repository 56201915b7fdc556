import Foundation
@testable import RenderList

/// Paths and helpers shared by the Data stage's tests.
enum DataFixtures {
    /// The path of `Fixtures/Data/<name>` in the test bundle.
    static func path(_ name: String) -> String {
        let root = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
        return root.appendingPathComponent("Data").appendingPathComponent(name).path
    }

    /// One folder per test run for the files tests write.
    private static let folder: URL = {
        let folder = TestSupport.runFolder.appendingPathComponent("data")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    /// Writes `bytes` to a file named `name` in a folder of its own (or, with `reusing`, to the
    /// run's file of that name, for tests that write many files in a loop).
    static func temporary(_ bytes: [UInt8], name: String = "data.plist", reusing: Bool = false) -> String {
        var directory = folder
        if !reusing {
            directory = folder.appendingPathComponent(UUID().uuidString)
            try! FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        let url = directory.appendingPathComponent(name)
        try! Data(bytes).write(to: url)
        return url.path
    }

    static func temporary(_ text: String, name: String = "data.plist") -> String {
        temporary(Array(text.utf8), name: name)
    }

    /// Every item of the file, or the error that stopped the stream.
    static func read(_ path: String) -> Result<[ListItem], DataError> {
        do throws(DataError) {
            let reader = try ListSource(path: path).open()
            var items: [ListItem] = []
            while let item = try reader.next() { items.append(item) }
            return .success(items)
        } catch {
            return .failure(error)
        }
    }

    static func items(_ path: String) throws -> [ListItem] {
        try read(path).get()
    }

    /// The error reading `path` fails with, or nil when it reads fine.
    static func error(_ path: String) -> DataError? {
        if case .failure(let error) = read(path) { return error }
        return nil
    }

    static func rows(_ items: [ListItem]) -> [Row] {
        items.compactMap { if case .row(let row) = $0 { row } else { nil } }
    }

    /// `items` with row locations removed, to compare formats that locate rows differently.
    static func withoutLocations(_ items: [ListItem]) -> [ListItem] {
        items.map {
            guard case .row(var row) = $0 else { return $0 }
            row.location = nil
            return .row(row)
        }
    }

    /// An XML property list around `body`.
    static func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        \(body)
        </plist>

        """
    }
}
