/// Pseudo-classes and attribute selectors.
extension SelectorParser {
    mutating func parsePseudo(into compound: inout CompoundSelector) throws(Failure) {
        position += 1
        let isElement = current == UInt8(ascii: ":")
        if isElement { position += 1 }
        guard let name = readIdentifier()?.lowercased() else {
            throw Failure(outcome: .unsupported("empty pseudo-class"))
        }
        if current == UInt8(ascii: "(") {
            guard !isElement else { throw Failure(outcome: .unsupported("::\(name)()")) }
            guard pseudoElement == nil else { throw Failure(outcome: .unsupported(":\(name)() after a pseudo-element")) }
            compound.pseudoClasses.append(try parseFunctional(name))
            return
        }
        if Self.dynamicPseudoClasses.contains(name) { throw Failure(outcome: .neverMatches) }
        if pseudoElement != nil { throw Failure(outcome: .unsupported((isElement ? "::" : ":") + name + " after a pseudo-element")) }
        switch (isElement, name) {
        case (false, "first-child"): compound.firstChild = true
        case (false, "last-child"): compound.lastChild = true
        case (false, "only-child"): compound.firstChild = true; compound.lastChild = true
        case (false, "root"): compound.root = true
        case (false, "empty"): compound.empty = true
        case (false, "first-of-type"), (false, "last-of-type"), (false, "only-of-type"):
            if name != "last-of-type" { compound.pseudoClasses.append(.nth(NthPattern(step: 0, offset: 1, ofType: true))) }
            if name != "first-of-type" { compound.pseudoClasses.append(.nth(NthPattern(step: 0, offset: 1, fromEnd: true, ofType: true))) }
        case (false, "link"), (false, "any-link"):
            compound.attributes.append(AttributeTest(name: "href", operation: .exists, value: ""))
        // (The single colon is CSS 2's spelling of the same pseudo-elements.)
        case (_, "before"), (_, "after"):
            // A pseudo-element is no argument of `:is()` or `:not()`: only a whole selector ends with one.
            guard depth == 0 else { throw Failure(outcome: .unsupported("::\(name) inside a pseudo-class")) }
            pseudoElement = name == "before" ? .before : .after
        case (false, "first-line"), (false, "first-letter"):
            throw Failure(outcome: .unsupported("::\(name)"))
        default:
            throw Failure(outcome: .unsupported((isElement ? "::" : ":") + name))
        }
    }

    mutating func parseAttribute() throws(Failure) -> AttributeTest {
        position += 1
        skipSpaces()
        guard let name = readIdentifier() else { throw Failure(outcome: .unsupported("attribute selector")) }
        // `|` then a name is a namespace; `|=` is the dash match (`[lang|="ko"]`).
        if current == UInt8(ascii: "|"), position + 1 < bytes.count, bytes[position + 1] != UInt8(ascii: "=") {
            throw Failure(outcome: .unsupported("namespaced attribute selector"))
        }
        skipSpaces()
        var test = AttributeTest(name: name.lowercased(), operation: .exists, value: "")
        if current == UInt8(ascii: "]") { position += 1; return test }
        test.operation = try parseOperation()
        skipSpaces()
        test.value = readValue()
        skipSpaces()
        // The `i` flag compares values in ASCII case-insensitively; `s` as written (the default).
        if let flag = current, flag | 0x20 == UInt8(ascii: "i") || flag | 0x20 == UInt8(ascii: "s") {
            test.ignoresCase = flag | 0x20 == UInt8(ascii: "i")
            if test.ignoresCase { test.value = test.value.lowercased() }
            position += 1
            skipSpaces()
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
}
