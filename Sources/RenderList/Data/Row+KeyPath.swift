extension Row {
    /// The value of `path` in the row: the key itself when the row has it, else the path
    /// followed through dictionaries (`author.name`), as bindings look keys up. Nil when missing.
    public func value(atPath path: String) -> DataValue? {
        if let direct = entries[path] { return direct }
        guard path.contains(".") else { return nil }
        let components = path.split(separator: ".", omittingEmptySubsequences: false)
        guard var current = entries[String(components[0])] else { return nil }
        for component in components.dropFirst() {
            guard case .dictionary(let level) = current, let next = level[String(component)] else { return nil }
            current = next
        }
        return current
    }
}
