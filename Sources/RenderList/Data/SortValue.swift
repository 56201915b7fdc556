import Foundation

/// A value as `--sort` and `--group-by` order it. Values of different kinds never fail to
/// compare: numbers come first, then dates, then text, then booleans (`false` before `true`),
/// then everything else (arrays, dictionaries, data), which keeps its data order.
enum SortValue {
    /// An integer or real number; NaN after every other number.
    case number(Double)
    /// A date, or text in ISO 8601 form (`2024-03-01T12:00:00Z`, or a day `2024-03-01`).
    case date(Date)
    /// Any other text, compared in the template's language.
    case text(String)
    /// `true` or `false`.
    case bool(Bool)
    /// An array, a dictionary or data: no order among them.
    case other

    /// The sort value of `value`.
    init(_ value: DataValue) {
        switch value {
        case .integer(let number): self = .number(Double(number))
        case .real(let number): self = .number(number)
        case .date(let date): self = .date(date)
        case .string(let text): self = Self.date(in: text).map { .date($0) } ?? .text(text)
        case .bool(let flag): self = .bool(flag)
        case .data, .array, .dictionary: self = .other
        }
    }

    private var rank: Int {
        switch self {
        case .number: 0
        case .date: 1
        case .text: 2
        case .bool: 3
        case .other: 4
        }
    }

    /// How `self` orders against `other`: numbers numerically, dates chronologically, text as
    /// `locale` sorts it (Foundation's locale-aware comparison), kinds in the order above.
    func compare(_ other: SortValue, locale: Locale) -> ComparisonResult {
        switch (self, other) {
        case (.number(let a), .number(let b)):
            if a.isNaN || b.isNaN { return Self.order(a.isNaN ? 1 : 0, b.isNaN ? 1 : 0) }
            return Self.order(a, b)
        case (.date(let a), .date(let b)): return Self.order(a, b)
        case (.text(let a), .text(let b)): return a.compare(b, options: [], range: nil, locale: locale)
        case (.bool(let a), .bool(let b)): return Self.order(a ? 1 : 0, b ? 1 : 0)
        default: return Self.order(rank, other.rank)
        }
    }

    private static func order<T: Comparable>(_ a: T, _ b: T) -> ComparisonResult {
        a < b ? .orderedAscending : (b < a ? .orderedDescending : .orderedSame)
    }

    /// The date `text` writes in ISO 8601 form, or nil.
    static func date(in text: String) -> Date? {
        let count = text.utf8.count
        guard count == 20 || count == 10 else { return nil }
        return ISO8601.parse(Substring(count == 10 ? text + "T00:00:00Z" : text))
    }
}
