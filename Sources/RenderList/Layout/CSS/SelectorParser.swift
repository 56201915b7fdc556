/// Parses selector lists into ``ComplexSelector`` values.
///
/// Supported: type, `*`, `.class`, `#id`, `[attr]`, `[attr op value]`, the four combinators,
/// `:first-child`, `:last-child`, `:only-child`, `:root`, `:link`, `:not()`, `:is()`,
/// `:where()`, `:nth-child()`, `:nth-last-child()`, `:nth-of-type()`, `:nth-last-of-type()` and
/// `:first-`, `:last-`, `:only-of-type`, and the pseudo-elements `::before` and `::after` at the
/// selector's end. Dynamic pseudo-classes (`:hover`, `:focus`, …) never
/// match a static page. Anything else is reported as unsupported.
struct SelectorParser {
    enum Outcome: Equatable {
        case selector(ComplexSelector)
        /// A selector that can never match a static page (`a:hover`); dropped silently.
        case neverMatches
        /// A selector the model cannot evaluate; the reason names the construct.
        case unsupported(String)
    }

    let bytes: [UInt8]
    var position = 0
    /// How deep in pseudo-classes' arguments this selector sits.
    let depth: Int
    /// Arguments nested deeper than this are not read (a hostile stylesheet could nest thousands).
    static let maximumDepth = 8
    /// The pseudo-element read so far (`::before`); nothing but the selector's end may follow it.
    var pseudoElement: PseudoElement?

    static let dynamicPseudoClasses: Set<String> = [
        "hover", "focus", "active", "visited", "focus-within", "focus-visible", "target",
        "checked", "disabled", "invalid", "placeholder-shown", "selection", "placeholder",
        "-webkit-scrollbar", "-moz-selection", "-webkit-scrollbar-thumb", "-webkit-scrollbar-track",
    ]

    private init(_ text: Substring, depth: Int) {
        bytes = Array(text.utf8)
        self.depth = depth
    }

    /// Parses each comma-separated selector of `list`, which sits `depth` pseudo-classes deep.
    static func parseList(_ list: String, depth: Int = 0) -> [(text: String, outcome: Outcome)] {
        splitTopLevel(list).map { part in
            var parser = SelectorParser(part, depth: depth)
            let text = String(part)
            do throws(Failure) {
                return (text, .selector(try parser.parseComplex(text: text)))
            } catch {
                return (text, error.outcome)
            }
        }
    }

    struct Failure: Error {
        var outcome: Outcome
    }

    /// The comma-separated parts of `list`, commas inside parentheses and brackets kept.
    static func splitTopLevel(_ list: String) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var start = list.startIndex
        for index in list.indices {
            switch list[index] {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "," where depth == 0:
                parts.append(list[start..<index])
                start = list.index(after: index)
            default: break
            }
        }
        parts.append(list[start...])
        return parts.map { $0.trimmingSpaces }.filter { !$0.isEmpty }
    }

    private mutating func parseComplex(text: String) throws(Failure) -> ComplexSelector {
        var compounds = [try parseCompound()]
        var combinators: [Combinator] = []
        while position < bytes.count {
            let sawSpace = skipSpaces()
            guard let byte = current else { break }
            let combinator: Combinator
            switch byte {
            case UInt8(ascii: ">"): combinator = .child; position += 1; skipSpaces()
            case UInt8(ascii: "+"): combinator = .adjacentSibling; position += 1; skipSpaces()
            case UInt8(ascii: "~"): combinator = .generalSibling; position += 1; skipSpaces()
            default:
                guard sawSpace else { throw Failure(outcome: .unsupported("unexpected '\(Character(Unicode.Scalar(byte)))'")) }
                combinator = .descendant
            }
            if pseudoElement != nil { throw Failure(outcome: .unsupported("a combinator after a pseudo-element")) }
            combinators.append(combinator)
            compounds.append(try parseCompound())
        }
        return ComplexSelector(compounds: compounds, combinators: combinators, text: text, pseudoElement: pseudoElement)
    }

    private mutating func parseCompound() throws(Failure) -> CompoundSelector {
        var compound = CompoundSelector()
        var empty = true
        if current == UInt8(ascii: "*") {
            position += 1
            empty = false
        } else if let name = readIdentifier() {
            compound.tag = name.lowercased()
            empty = false
        }
        if current == UInt8(ascii: "|") { throw Failure(outcome: .unsupported("namespace selector")) }
        while let byte = current {
            switch byte {
            case UInt8(ascii: "."):
                position += 1
                guard let name = readIdentifier() else { throw Failure(outcome: .unsupported("empty class")) }
                compound.classes.append(name)
            case UInt8(ascii: "#"):
                position += 1
                guard let name = readIdentifier() else { throw Failure(outcome: .unsupported("empty id")) }
                compound.id = name
            case UInt8(ascii: "["):
                compound.attributes.append(try parseAttribute())
            case UInt8(ascii: ":"):
                try parsePseudo(into: &compound)
            default:
                if empty { throw Failure(outcome: .unsupported("expected a selector")) }
                return compound
            }
            empty = false
        }
        if empty { throw Failure(outcome: .unsupported("expected a selector")) }
        return compound
    }

    mutating func readIdentifier() -> String? {
        var out: [UInt8] = []
        while let byte = current {
            if byte == UInt8(ascii: "\\"), position + 1 < bytes.count {
                out.append(bytes[position + 1])
                position += 2
            } else if Self.isNameByte(byte) {
                out.append(byte)
                position += 1
            } else {
                break
            }
        }
        return out.isEmpty ? nil : String(decoding: out, as: UTF8.self)
    }

    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    @discardableResult
    mutating func skipSpaces() -> Bool {
        let start = position
        while let byte = current, CSSReader.isSpace(byte) { position += 1 }
        return position > start
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}

extension Substring {
    /// The substring without leading and trailing ASCII whitespace.
    var trimmingSpaces: Substring {
        var result = self
        while let first = result.utf8.first, CSSReader.isSpace(first) { result = result.dropFirst() }
        while let last = result.utf8.last, CSSReader.isSpace(last) { result = result.dropLast() }
        return result
    }
}
