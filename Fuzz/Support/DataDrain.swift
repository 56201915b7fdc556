@testable import RenderList

/// Reads a data file the way the command does: opens it, then takes items until the end or
/// the first error, and checks that an error is one line naming the file. Every value of every
/// row is turned into the text a page or a message would show.
enum DataDrain {
    /// What reading the file came to.
    enum Outcome { case read(format: DataFormat), refused(format: DataFormat?) }

    /// Reads every item of `path` (at most `limit`, a safety net the readers must not need).
    @discardableResult
    static func run(_ path: String, limit: Int = 1_000_000) -> Outcome {
        var format: DataFormat?
        do throws(DataError) {
            let reader = try ListSource(path: path).open()
            format = reader.format
            var count = 0
            while let item = try reader.next() {
                if case .row(let row) = item { show(row) }
                count += 1
                if count > limit { fatalError("more than \(limit) items from \(path)") }
            }
            return .read(format: reader.format)
        } catch {
            ErrorCheck.check(error.description, path: path, what: "A data error")
            return .refused(format: format)
        }
    }

    /// Turns every value of `row`, however deeply nested, into its row text and its phrase,
    /// with an explicit stack (the harness must not recurse where the readers do not).
    private static func show(_ row: Row) {
        var pending = Array(row.fields.values)
        while let value = pending.popLast() {
            _ = value.rowText
            _ = value.phrase
            switch value {
            case .array(let items): pending += items
            case .dictionary(let entries): pending += entries.values
            default: continue
            }
        }
    }
}
