extension ListNormalizer {
    /// The outline pass checked this already; a file changed between the passes fails here.
    func expectArray(_ value: DataToken, key: String) throws(DataError) {
        guard value != .arrayStart else { return }
        throw shapeError("The key \"\(key)\" must hold an array, but it holds \(value.phrase).")
    }

    func shapeError(_ message: String) -> DataError {
        DataError(kind: .shape, message: message, location: tokens.errorLocation())
    }

    func notARow(_ token: DataToken, index: Int, parent: ListNormalizer.Parent) -> DataError {
        let format = tokens.format
        var advice = "Write the row as a dictionary such as \(format.dictionaryExample), or as a single value such as \(format.example(string: "Hello"))."
        if token == .arrayStart, parent == .rootArray, index > 0 {
            advice = "The root array's first item is a row, so the root array is one list of rows; to make sections, make every item an array of rows."
        } else if token == .arrayStart {
            advice = "A row cannot be an array; arrays of rows are sections only at the top level. " + advice
        }
        let error = DataError(kind: .shape, message: "The row is \(token.phrase), which cannot be shown as a row. " + advice,
                              location: tokens.errorLocation())
        return error.inRow(index)
    }
}
