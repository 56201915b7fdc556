import Foundation

/// Writes data values as text: plain descriptions, or the `rl:format` a binding asks for, in the
/// template's language. Dates are written in UTC so that a render gives the same bytes anywhere.
/// Formatters are made once per format and reused (one `ValueFormatter` per renderer).
final class ValueFormatter {
    private let locale: Locale
    private var numberFormatters: [ValueFormat: NumberFormatter] = [:]
    private var dateFormatters: [ValueFormat: DateFormatter] = [:]
    private static let utc = TimeZone(identifier: "UTC")!

    init(language: String) {
        locale = Locale(identifier: language.replacingOccurrences(of: "-", with: "_"))
    }

    /// The text `rl:text` writes for `value`: formatted, then cleaned (``TextSanitizer``).
    /// Row shapes replay exactly this text, so it has one definition.
    func cellText(_ value: DataValue, format: ValueFormat?) -> String {
        TextSanitizer.clean(text(value, format: format))
    }

    /// The text for `value`, formatted with `format` when the value is of a fitting kind.
    func text(_ value: DataValue, format: ValueFormat?) -> String {
        // Text with no format, most values: itself, as the default case below gives it, without
        // the pair that the switch copies (every slot text of every row passes here).
        if format == nil, case .string(let string) = value { return string }
        switch (value, format) {
        case let (.integer(number), format?) where format.isNumeric:
            return numberFormatter(format).string(from: NSNumber(value: number)) ?? String(number)
        case let (.real(number), format?) where format.isNumeric:
            return numberFormatter(format).string(from: NSNumber(value: number)) ?? number.description
        case let (.date(date), format):
            return dateText(date, format: format ?? .date(.medium))
        case let (.string(string), format?) where !format.isNumeric:
            guard let date = Self.parseISODate(string) else { return string }
            return dateText(date, format: format)
        case let (.string(string), format?) where format.isNumeric:
            guard let number = Double(string) else { return string }
            return numberFormatter(format).string(from: NSNumber(value: number)) ?? string
        default:
            return value.plainText
        }
    }

    /// Dates in attributes (`datetime`) are machine-readable: ISO 8601 unless a format is asked.
    func attributeText(_ value: DataValue, format: ValueFormat?) -> String {
        if case let .date(date) = value, format == nil { return Self.isoText(date) }
        return text(value, format: format)
    }

    private func dateText(_ date: Date, format: ValueFormat) -> String {
        if format == .iso8601 { return Self.isoText(date) }
        if format.isNumeric { return Self.isoText(date) }
        return dateFormatter(format).string(from: date)
    }

    private func numberFormatter(_ format: ValueFormat) -> NumberFormatter {
        if let cached = numberFormatters[format] { return cached }
        let formatter = NumberFormatter()
        formatter.locale = locale
        switch format {
        case .percent:
            formatter.numberStyle = .percent
            formatter.maximumFractionDigits = 1
        case .number(let digits?):
            formatter.numberStyle = .decimal
            formatter.minimumFractionDigits = digits
            formatter.maximumFractionDigits = digits
            // swift-corelibs-foundation keeps ICU's three fraction digits despite the maximum
            // (1234567.891 stayed whole); a rounding increment makes it round to `digits`.
            formatter.roundingIncrement = NSNumber(value: pow(10, -Double(digits)))
        default:
            formatter.numberStyle = .decimal
            formatter.maximumFractionDigits = 3
        }
        numberFormatters[format] = formatter
        return formatter
    }

    private func dateFormatter(_ format: ValueFormat) -> DateFormatter {
        if let cached = dateFormatters[format] { return cached }
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = Self.utc
        switch format {
        case .date(let style):
            formatter.dateStyle = style.foundationStyle
            formatter.timeStyle = .none
        case .dateTime:
            formatter.dateStyle = .medium
            formatter.timeStyle = .short
        case .time:
            formatter.dateStyle = .none
            formatter.timeStyle = .short
        case .pattern(let pattern):
            formatter.dateFormat = pattern
        default:
            formatter.dateStyle = .medium
        }
        dateFormatters[format] = formatter
        return formatter
    }

    /// `2024-03-01T12:00:00Z`, written as the Data stage writes dates (``ISO8601``).
    static func isoText(_ date: Date) -> String {
        ISO8601.format(date)
    }

    /// A date from ISO 8601 text (`2024-03-01T12:00:00Z`, or a plain day `2024-03-01`), or nil.
    static func parseISODate(_ text: String) -> Date? {
        if let full = ISO8601.parse(Substring(text)) { return full }
        return try? Date.ISO8601FormatStyle().year().month().day().parse(text)
    }
}

extension ValueFormat {
    var isNumeric: Bool {
        switch self {
        case .number, .percent: true
        default: false
        }
    }
}

extension ValueFormat.DateStyle {
    var foundationStyle: DateFormatter.Style {
        switch self {
        case .short: .short
        case .medium: .medium
        case .long: .long
        case .full: .full
        }
    }
}
