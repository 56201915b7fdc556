import Foundation

extension DataValue {
    /// The text a scalar row shows as its `text` field: integers plainly, reals in Swift's
    /// shortest form, booleans as `true`/`false`, dates as `2024-03-01T12:00:00Z`. Nil for data,
    /// arrays and dictionaries, which cannot be a row's text.
    var rowText: String? {
        switch self {
        case .string(let text): text
        case .integer(let value): String(value)
        case .real(let value): value.description
        case .bool(let value): value ? "true" : "false"
        case .date(let date): ISO8601.format(date)
        case .data, .array, .dictionary: nil
        }
    }

    /// How a message names this value: `the integer 7`, `the string "Hi"`, `a dictionary`.
    var phrase: String {
        switch self {
        case .string(let text): "the string \(Self.quoted(text))"
        case .integer(let value): "the integer \(value)"
        case .real(let value): "the real number \(value)"
        case .bool(let value): "the boolean \(value)"
        case .date(let date): "the date \(ISO8601.format(date))"
        case .data(let bytes): "data of \(bytes.count) bytes"
        case .array(let items): items.count == 1 ? "an array of 1 item" : "an array of \(items.count) items"
        case .dictionary: "a dictionary"
        }
    }

    /// `text` in double quotes, cut to 60 characters with an ellipsis, its line breaks, tabs
    /// and other control characters written as escapes (`\n`, `\u{1B}`), so that a message
    /// quoting it stays on one line.
    static func quoted(_ text: String) -> String {
        let cut = text.count > 60 ? text.prefix(60) + "…" : Substring(text)
        var escaped = ""
        for scalar in cut.unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.properties.generalCategory == .control
                || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar == "\u{85}":
                escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"\(escaped)\""
    }
}
