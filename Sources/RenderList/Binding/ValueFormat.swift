/// How `rl:format` asks a value to be written.
enum ValueFormat: Equatable, Hashable {
    /// Grouped decimal with up to three fraction digits, or exactly `digits` when given.
    case number(digits: Int?)
    /// A fraction written as a percentage (0.25 → 25%).
    case percent
    /// A date in one of the locale's styles.
    case date(DateStyle)
    /// A date and a short time.
    case dateTime
    /// A short time.
    case time
    /// ISO 8601 (2024-03-01T12:00:00Z).
    case iso8601
    /// A Unicode date pattern such as `yyyy-MM-dd`.
    case pattern(String)

    enum DateStyle: String, Hashable { case short, medium, long, full }

    /// Parses the value of an `rl:format` attribute; nil when it is not a known format.
    init?(_ spec: String) {
        let parts = spec.split(separator: ":", maxSplits: 1).map(String.init)
        let head = parts.first ?? ""
        let argument = parts.count > 1 ? parts[1] : nil
        switch (head, argument) {
        case ("number", nil): self = .number(digits: nil)
        case ("number", let digits?):
            guard let count = Int(digits), (0...10).contains(count) else { return nil }
            self = .number(digits: count)
        case ("percent", nil): self = .percent
        case ("date", nil): self = .date(.medium)
        case ("date", "iso"): self = .iso8601
        case ("date", let style?):
            if let known = DateStyle(rawValue: style) {
                self = .date(known)
            } else if style.contains(where: \.isLetter) {
                self = .pattern(style)
            } else {
                return nil
            }
        case ("datetime", nil): self = .dateTime
        case ("time", nil): self = .time
        default: return nil
        }
    }
}
