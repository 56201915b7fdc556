import Foundation

/// The order `--sort` puts rows in: by the values of one key, ascending or descending, in the
/// template's language; rows without the key last (in either direction). The sort is stable:
/// rows with equal values keep their data order.
public struct RowOrder: Sendable {
    /// The key and direction.
    public let key: SortKey
    /// The language text is compared in (the template's `<html lang>`).
    public let language: String
    private let locale: Locale

    /// An order by `key`, comparing text as `language` (a BCP 47 tag such as `sv`) sorts it.
    public init(key: SortKey, language: String) {
        self.key = key
        self.language = language
        locale = Locale(identifier: language)
    }

    /// `rows`, sorted.
    public func sorted(_ rows: [Row]) -> [Row] {
        let keyed = rows.enumerated().map { (offset: $0.offset, value: $0.element.value(atPath: key.path).map(SortValue.init)) }
        let order = keyed.sorted { precedes($0.value, $1.value, $0.offset, $1.offset) }
        return order.map { rows[$0.offset] }
    }

    /// Whether a row whose key holds `a` comes before one holding `b` (missing: nil); data
    /// order (`first`, `second`) breaks ties.
    func precedes(_ a: SortValue?, _ b: SortValue?, _ first: Int, _ second: Int) -> Bool {
        switch compare(a, b) {
        case .orderedAscending: true
        case .orderedDescending: false
        case .orderedSame: first < second
        }
    }

    /// How `a` orders against `b` in this direction, missing values last.
    func compare(_ a: SortValue?, _ b: SortValue?) -> ComparisonResult {
        guard let a, let b else {
            return a == nil ? (b == nil ? .orderedSame : .orderedDescending) : .orderedAscending
        }
        let result = a.compare(b, locale: locale)
        guard key.descending else { return result }
        switch result {
        case .orderedAscending: return .orderedDescending
        case .orderedDescending: return .orderedAscending
        case .orderedSame: return .orderedSame
        }
    }

}
