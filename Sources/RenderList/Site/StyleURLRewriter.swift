/// Points the `url()`s of the template's CSS that name copied files (web fonts) at the copies:
/// `url("fonts/x.woff2")` in the template becomes the copy's site path behind the page's path
/// prefix marker (U+0001, which ``PageWriter`` replaces with `../../` and the like).
enum StyleURLRewriter {
    /// `css` with every `url(…)` whose argument (unquoted) `copies` maps rewritten.
    static func rewrite(_ css: String, copies: [String: String]) -> String {
        guard !copies.isEmpty, css.contains("url(") else { return css }
        var result = ""
        var rest = Substring(css)
        while let open = rest.range(of: "url(") {
            result += rest[..<open.upperBound]
            rest = rest[open.upperBound...]
            guard let (argument, end) = Self.argument(in: rest), let copy = copies[argument] else { continue }
            result += "\"\u{1}" + AssetStore.percentEncoded(copy) + "\")"
            rest = rest[end...]
        }
        return result + rest
    }

    /// The argument of a `url(` whose text follows (quotes and white space taken off), and
    /// where its closing parenthesis ends.
    private static func argument(in text: Substring) -> (String, Substring.Index)? {
        let body = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
        guard let first = body.first else { return nil }
        var value: Substring
        var after: Substring
        if first == "\"" || first == "'" {
            let inner = body.dropFirst()
            guard let close = inner.firstIndex(of: first) else { return nil }
            value = inner[..<close]
            after = inner[inner.index(after: close)...]
        } else {
            guard let close = body.firstIndex(of: ")") else { return nil }
            value = body[..<close]
            after = body[close...]
            while let last = value.last, last == " " || last == "\t" || last == "\n" { value = value.dropLast() }
        }
        after = after.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
        guard after.first == ")" else { return nil }
        return (String(value), after.index(after: after.startIndex))
    }
}
