/// Streams the tokens of a ``BinaryPlistFile`` by walking its object graph depth first, with
/// an explicit stack: references are followed only when their turn comes, so rows are decoded
/// one at a time, and skipping a container costs nothing.
///
/// It refuses cycles (a container inside itself), nesting deeper than
/// ``DataLimits/maximumDepth``, decoding more objects than ``BinaryPlistFile/expansionBudget``
/// and more bytes of strings and data than ``BinaryPlistFile/textBudget``.
final class BinaryPlistTokenizer: DataTokenizer {
    let format = DataFormat.binaryPropertyList
    let file: BinaryPlistFile
    private var stack: [Frame] = []
    /// The containers on the stack, to find cycles.
    private var open: Set<Int> = []
    private var started = false
    private var decoded = 0
    /// Bytes of strings and data decoded so far (UTF-8 for strings).
    private var decodedText = 0

    /// An open container: `step` counts items read (keys and values, for a dictionary).
    private struct Frame {
        var object: Int
        var isDictionary: Bool
        var references: Int
        var count: Int
        var step = 0
    }

    init(file: BinaryPlistFile) {
        self.file = file
    }

    var path: String { file.path }

    /// Binary property lists have no lines: locations name the file only.
    var location: SourceLocation { SourceLocation(path: file.path) }
    var rowLocation: SourceLocation? { nil }

    func next() throws(DataError) -> DataToken {
        guard started else {
            started = true
            return try token(for: file.topObject)
        }
        guard let top = stack.last else { return .end }
        let items = top.isDictionary ? 2 * top.count : top.count
        guard top.step < items else {
            stack.removeLast()
            open.remove(top.object)
            return top.isDictionary ? .dictionaryEnd : .arrayEnd
        }
        stack[stack.count - 1].step += 1
        guard top.isDictionary else { return try token(for: reference(top, top.step)) }
        let index = top.step / 2
        if top.step % 2 == 0 { return try key(reference(top, index), in: top.object) }
        return try token(for: reference(top, top.count + index))
    }

    func skipContainer() throws(DataError) {
        if let top = stack.popLast() { open.remove(top.object) }
    }

    private func reference(_ frame: Frame, _ position: Int) -> Int {
        file.reference(at: frame.references + position * file.referenceSize)
    }

    private func token(for index: Int) throws(DataError) -> DataToken {
        switch try decode(index) {
        case .scalar(let value): return .scalar(value)
        case .null: return .null
        case .array(let references, let count):
            try push(Frame(object: index, isDictionary: false, references: references, count: count))
            return .arrayStart
        case .dictionary(let references, let count):
            try push(Frame(object: index, isDictionary: true, references: references, count: count))
            return .dictionaryStart
        }
    }

    private func key(_ index: Int, in dictionary: Int) throws(DataError) -> DataToken {
        guard case .scalar(.string(let key)) = try decode(index) else {
            throw file.corrupt("a key of dictionary object \(dictionary) is object \(index), which is not a string")
        }
        return .key(key)
    }

    private func decode(_ index: Int) throws(DataError) -> BinaryPlistFile.Object {
        decoded += 1
        guard decoded <= file.expansionBudget else {
            throw DataError(kind: .limit, message: "The binary property list expands to more than \(file.expansionBudget) objects, more than its size allows: its containers are shared so that they multiply. Write the data without shared arrays or dictionaries.",
                            location: location)
        }
        let object = try file.object(index)
        switch object {
        case .scalar(.string(let text)): decodedText += text.utf8.count
        case .scalar(.data(let bytes)): decodedText += bytes.count
        default: return object
        }
        guard decodedText <= file.textBudget else {
            throw DataError(kind: .limit, message: "The binary property list expands to more than \(file.textBudget) bytes of text and data, more than its size allows: its strings are shared so that they multiply. Write the data without sharing long strings.",
                            location: location)
        }
        return object
    }

    private func push(_ frame: Frame) throws(DataError) {
        guard stack.count < DataLimits.maximumDepth else {
            throw DataError(kind: .limit, message: "Arrays and dictionaries are nested more than \(DataLimits.maximumDepth) deep. Flatten the data.", location: location)
        }
        guard open.insert(frame.object).inserted else {
            throw file.corrupt("object \(frame.object) contains itself (a reference cycle)")
        }
        stack.append(frame)
    }
}
