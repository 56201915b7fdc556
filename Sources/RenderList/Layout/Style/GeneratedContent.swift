/// The `content` of a `::before` or `::after` box: the text its one inline child holds.
enum GeneratedContent: Sendable, Equatable {
    /// `normal` or `none` (the initial value): the pseudo-element makes no box.
    case none
    /// Strings and attribute values, joined in order.
    case parts([Part])

    /// One piece of a `content` value.
    enum Part: Sendable, Equatable {
        /// A quoted string, its escapes resolved.
        case text(String)
        /// `attr(name)`: the element's attribute `name`, or nothing when it has none.
        case attribute(String)
    }

    /// The text the box holds on `element`.
    func text(of element: XMLNode) -> String? {
        guard case .parts(let parts) = self else { return nil }
        var text = ""
        for part in parts {
            switch part {
            case .text(let string): text += string
            case .attribute(let name): text += element.attribute(name) ?? ""
            }
        }
        return text
    }

    /// The attributes whose values it reads.
    var attributeNames: [String] {
        guard case .parts(let parts) = self else { return [] }
        return parts.compactMap { if case .attribute(let name) = $0 { name } else { nil } }
    }

    /// The content `values` give; nil for a value the model does not read (`counter()`,
    /// `open-quote`, images), which is warned about. What follows a `/` is alternative text for
    /// assistive technology: it takes no room.
    init?(_ values: [CSSComponent]) {
        if values.count == 1, case .ident(let word) = values[0], word == "none" || word == "normal" {
            self = .none
            return
        }
        var parts: [Part] = []
        for value in values {
            switch value {
            case .string(let raw): parts.append(.text(CSSEscapes.unescape(raw)))
            case .function("attr", let arguments):
                let name = String(Substring(arguments).trimmingSpaces)
                guard !name.isEmpty, name.utf8.allSatisfy(Self.isNameByte) else { return nil }
                parts.append(.attribute(name))
            case .slash: self = .parts(parts); return
            default: return nil
            }
        }
        guard !parts.isEmpty else { return nil }
        self = .parts(parts)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || (byte >= 0x30 && byte <= 0x39)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
    }
}

extension PropertyTable {
    /// `content`, which only `::before` and `::after` boxes read (on an element, a string does nothing).
    static let contentHandlers: [String: PropertyHandler] = [
        "content": PropertyHandler(
            apply: { style, values, _ in
                guard let content = GeneratedContent(values) else { return .unsupported }
                style.content = content
                return .applied
            },
            inherit: { from, to in to.content = from.content }
        ),
    ]
}
