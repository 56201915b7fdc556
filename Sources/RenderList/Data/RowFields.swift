/// A row's keys and values in the order the data file gives them, gathered without hashing a
/// key: rows are read by the hundred thousand, and the shape of a row (``RowShape``) reads a few
/// keys of each, which a scan of a handful of entries finds sooner than a hash table is built.
/// A key given twice holds its last value, as in ``Row/fields``.
struct RowFields: Sendable {
    private struct Entry: Sendable {
        var key: String
        var value: DataValue
    }

    /// Entries past this many are gathered into one per key when the row is complete: a row
    /// that repeats a key many times holds, and is searched through, each key once.
    static let compactedPast = 16

    /// May hold a key more than once (the last one counts) until ``compact()``.
    private var entries: [Entry] = []

    /// No entries, with room for a row's usual few.
    init() {
        entries.reserveCapacity(8)
    }

    /// The entries of `dictionary`.
    init(_ dictionary: [String: DataValue]) {
        entries = dictionary.map { Entry(key: $0.key, value: $0.value) }
    }

    /// Adds `value` for `key`; a later value for the same key replaces it.
    mutating func append(_ key: String, _ value: DataValue) {
        entries.append(Entry(key: key, value: value))
    }

    /// The value of `key` (its last one), if it has one.
    subscript(key: String) -> DataValue? {
        for entry in entries.reversed() where entry.key == key { return entry.value }
        return nil
    }

    /// Entries kept now (a key given twice may count twice until ``compact()``).
    var count: Int { entries.count }

    /// Whether no key has a value.
    var isEmpty: Bool { entries.isEmpty }

    /// Every key with its value.
    var dictionary: [String: DataValue] {
        Dictionary(entries.lazy.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// Keeps one entry per key when there are more than ``compactedPast``.
    mutating func compact() {
        guard entries.count > Self.compactedPast else { return }
        entries = dictionary.map { Entry(key: $0.key, value: $0.value) }
    }
}
