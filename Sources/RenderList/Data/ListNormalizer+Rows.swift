extension ListNormalizer {
    /// Reads the row `token` starts and emits it. A dictionary row keeps its keys as fields and
    /// names its prototype with `cell`; a scalar row becomes `["text": its description]`.
    func row(_ token: DataToken, parent: ListNormalizer.Parent = .rootArray) throws(DataError) {
        let index = rowCount
        let location = tokens.rowLocation
        var fields: RowFields
        var prototype: String?
        switch token {
        case .dictionaryStart:
            let result: ValueBuilder.Result
            do throws(DataError) {
                result = try rowBuilder.read(startingWith: token, asRow: true)
            } catch {
                throw error.inRow(index)
            }
            guard let entries = result.row else { preconditionFailure("a dictionary start read as a row builds a row") }
            fields = entries
            prototype = try self.prototype(in: fields, index: index, at: result.watchedLocation ?? tokens.location)
        case .scalar(let value):
            guard let text = value.rowText else { throw notARow(token, index: index, parent: parent) }
            fields = RowFields()
            fields.append("text", .string(text))
        default:
            throw notARow(token, index: index, parent: parent)
        }
        rowCount += 1
        emit(Row(index: index, section: currentSection, prototype: prototype, entries: fields, location: location))
    }

    private func prototype(in fields: RowFields, index: Int,
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
