/// Parses selector lists into ``ComplexSelector`` values.
///
/// Supported: type, `*`, `.class`, `#id`, `[attr]`, `[attr op value]`, the four combinators,
/// `:first-child`, `:last-child`, `:only-child`, `:root`, `:link`. Dynamic pseudo-classes
/// (`:hover`, `:focus`, …) never match a static page. Anything else is reported as unsupported.
struct SelectorParser {
    enum Outcome: Equatable {
        case selector(ComplexSelector)
        /// A selector that can never match a static page (`a:hover`); dropped silently.
        case neverMatches
        /// A selector the model cannot evaluate; the reason names the construct.
        case unsupported(String)
    }

    private let bytes: [UInt8]
    private var position = 0

    private static let dynamicPseudoClasses: Set<String> = [
        "hover", "focus", "active", "visited", "focus-within", "focus-visible", "target",
        "checked", "disabled", "invalid", "placeholder-shown", "selection", "placeholder",
        "-webkit-scrollbar", "-moz-selection", "-webkit-scrollbar-thumb", "-webkit-scrollbar-track",
    ]

    private init(_ text: Substring) {
        bytes = Array(text.utf8)
    }

    /// Parses each comma-separated selector of `list`.
    static func parseList(_ list: String) -> [(text: String, outcome: Outcome)] {
        splitTopLevel(list).map { part in
            var parser = SelectorParser(part)
            let text = String(part)
            do throws(Failure) {
                return (text, .selector(try parser.parseComplex(text: text)))
            } catch {
                return (text, error.outcome)
            }
        }
    }

    private struct Failure: Error {
        var outcome: Outcome
    }

    private static func splitTopLevel(_ list: String) -> [Substring] {
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
            combinators.append(combinator)
            compounds.append(try parseCompound())
        }
        return ComplexSelector(compounds: compounds, combinators: combinators, text: text)
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

    private mutating func parsePseudo(into compound: inout CompoundSelector) throws(Failure) {
        position += 1
        let isElement = current == UInt8(ascii: ":")
        if isElement { position += 1 }
        guard let name = readIdentifier()?.lowercased() else {
            throw Failure(outcome: .unsupported("empty pseudo-class"))
        }
        if current == UInt8(ascii: "(") { throw Failure(outcome: .unsupported(":\(name)()")) }
        if Self.dynamicPseudoClasses.contains(name) { throw Failure(outcome: .neverMatches) }
        switch (isElement, name) {
        case (false, "first-child"): compound.firstChild = true
        case (false, "last-child"): compound.lastChild = true
        case (false, "only-child"): compound.firstChild = true; compound.lastChild = true
        case (false, "root"): compound.root = true
        case (false, "link"), (false, "any-link"):
            compound.attributes.append(AttributeTest(name: "href", operation: .exists, value: ""))
        case (false, "before"), (false, "after"), (false, "first-line"), (false, "first-letter"):
            throw Failure(outcome: .unsupported("::\(name)"))
        default:
            throw Failure(outcome: .unsupported((isElement ? "::" : ":") + name))
        }
    }

    private mutating func parseAttribute() throws(Failure) -> AttributeTest {
        position += 1
        skipSpaces()
        guard let name = readIdentifier() else { throw Failure(outcome: .unsupported("attribute selector")) }
        if current == UInt8(ascii: "|") { throw Failure(outcome: .unsupported("namespaced attribute selector")) }
        skipSpaces()
        var test = AttributeTest(name: name.lowercased(), operation: .exists, value: "")
        if current == UInt8(ascii: "]") { position += 1; return test }
        test.operation = try parseOperation()
        skipSpaces()
        test.value = readValue()
        skipSpaces()
        if current == UInt8(ascii: "i") || current == UInt8(ascii: "s") {
            throw Failure(outcome: .unsupported("attribute selector flag"))
        }
        guard current == UInt8(ascii: "]") else { throw Failure(outcome: .unsupported("attribute selector")) }
        position += 1
        return test
    }

    private mutating func parseOperation() throws(Failure) -> AttributeTest.Operation {
        guard let byte = current else { throw Failure(outcome: .unsupported("attribute selector")) }
        position += 1
        if byte == UInt8(ascii: "=") { return .equals }
        guard current == UInt8(ascii: "=") else { throw Failure(outcome: .unsupported("attribute selector")) }
        position += 1
        switch byte {
        case UInt8(ascii: "~"): return .includesWord
        case UInt8(ascii: "|"): return .dashPrefix
        case UInt8(ascii: "^"): return .prefix
        case UInt8(ascii: "$"): return .suffix
        case UInt8(ascii: "*"): return .substring
        default: throw Failure(outcome: .unsupported("attribute selector"))
        }
    }

    private mutating func readValue() -> String {
        guard let quote = current, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            return readIdentifier() ?? ""
        }
        position += 1
        var out: [UInt8] = []
        while let byte = current, byte != quote {
            if byte == UInt8(ascii: "\\") { position += 1 }
            if let literal = current { out.append(literal) }
            position += 1
        }
        position += 1
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func readIdentifier() -> String? {
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

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    @discardableResult
    private mutating func skipSpaces() -> Bool {
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
