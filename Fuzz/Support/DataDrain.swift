import RenderList

/// Reads a data file the way the command does: opens it, then takes items until the end or
/// the first error, and checks that an error is one line naming the file.
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
                _ = "\(item)"  // render every value, as the pages will
                count += 1
                if count > limit { fatalError("more than \(limit) items from \(path)") }
            }
            return .read(format: reader.format)
        } catch {
            ErrorCheck.check(error.description, path: path, what: "A data error")
            return .refused(format: format)
        }
    }
}
