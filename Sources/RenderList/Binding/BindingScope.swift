/// The values a binding key is looked up in: the row, then the items of enclosing `rl:each`
/// loops, innermost first. Keys may be paths (`author.name`); `.` is the innermost item itself.
struct BindingScope {
    private var frames: [DataValue]

    init(row fields: [String: DataValue]) {
        frames = [.dictionary(fields)]
    }

    mutating func push(_ item: DataValue) { frames.append(item) }
    mutating func pop() { frames.removeLast() }

    /// Whether keys are looked up in the row alone (outside every `rl:each`).
    var isRowLevel: Bool { frames.count == 1 }

    /// The value for `key`, or nil when no frame has it.
    func value(for key: String) -> DataValue? {
        if key == "." { return frames.last }
        for frame in frames.reversed() {
            if let found = Self.lookup(key, in: frame) { return found }
        }
        return nil
    }

    private static func lookup(_ key: String, in frame: DataValue) -> DataValue? {
        guard case .dictionary(let entries) = frame else { return nil }
        if let direct = entries[key] { return direct }
        guard key.contains(".") else { return nil }
        var current: DataValue = frame
        for component in key.split(separator: ".", omittingEmptySubsequences: false) {
            guard case .dictionary(let level) = current, let next = level[String(component)] else { return nil }
            current = next
        }
        return current
    }
}
