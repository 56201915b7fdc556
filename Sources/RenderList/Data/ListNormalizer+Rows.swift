extension ListNormalizer {
    /// Reads the row `token` starts and emits it. A dictionary row keeps its keys as fields and
    /// names its prototype with `cell`; a scalar row becomes `["text": its description]`.
    func row(_ token: DataToken, parent: ListNormalizer.Parent = .rootArray) throws(DataError) {
        let index = rowCount
        let location = tokens.rowLocation
        var fields: [String: DataValue]
        var prototype: String?
        switch token {
        case .dictionaryStart:
            let result: ValueBuilder.Result
            do throws(DataError) {
                result = try rowBuilder.read(startingWith: token)
            } catch {
                throw error.inRow(index)
            }
            guard case .dictionary(let entries) = result.value else { preconditionFailure("a dictionary start builds a dictionary") }
            fields = entries
            prototype = try self.prototype(in: fields, index: index, at: result.watchedLocation ?? tokens.location)
        case .scalar(let value):
            guard let text = value.rowText else { throw notARow(token, index: index, parent: parent) }
            fields = ["text": .string(text)]
        default:
            throw notARow(token, index: index, parent: parent)
        }
        rowCount += 1
        emit(Row(index: index, section: currentSection, prototype: prototype, fields: fields, location: location))
    }

    private func prototype(in fields: [String: DataValue], index: Int,
                           at location: SourceLocation) throws(DataError) -> String? {
        switch fields["cell"] {
        case nil: return nil
        case .string(let name): return name
        case .some(let value):
            let example = tokens.format.example(string: "QuoteCell")
            throw DataError(kind: .value,
                            message: "The key \"cell\" must be a string naming a prototype, but it is \(value.phrase). Write the prototype's name, for example \(example).",
                            location: tokens.errorLocation(at: location, of: value), key: "cell").inRow(index)
        }
    }
}
