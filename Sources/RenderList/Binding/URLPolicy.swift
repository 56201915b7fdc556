/// Which URLs from data may reach a page, as Go's html/template decides: http, https, mailto, tel
/// and relative forms survive; every other scheme (`javascript:`, `vbscript:`, `data:` but for
/// images in `src`) is neutralized, however it is disguised.
enum URLPolicy {
    /// Attributes whose value is a URL.
    static let urlAttributes: Set<String> = [
        "href", "src", "action", "formaction", "poster", "cite", "data", "background",
        "longdesc", "manifest", "ping", "icon", "xlink:href", "codebase", "archive", "usemap",
    ]

    /// The schemes that survive, in lowercase ASCII (matched in any case, ``isScheme(_:_:)``).
    private static let allowedSchemes: [[UInt8]] = ["http", "https", "mailto", "tel"].map { Array($0.utf8) }
    private static let dataScheme = Array("data".utf8)

    /// The URL to write, or nil when it must be dropped. `allowImageData` lets `data:image/…`
    /// through (for `img src`).
    static func sanitize(_ raw: String, allowImageData: Bool = false) -> String? {
        let trimmed = trimmed(raw)
        return survivesTrimmed(trimmed, allowImageData: allowImageData) ? escaped(trimmed) : nil
    }

    /// Whether ``sanitize(_:allowImageData:)`` keeps `raw` (without writing it out).
    static func survives(_ raw: String, allowImageData: Bool = false) -> Bool {
        survivesTrimmed(trimmed(raw), allowImageData: allowImageData)
    }

    /// Judged on the URL's bytes, with no scheme string made (every row's link passes here).
    private static func survivesTrimmed(_ trimmed: String, allowImageData: Bool) -> Bool {
        var url = trimmed
        return url.withUTF8 { bytes in
            guard let colon = bytes.firstIndex(of: 0x3A) else { return true }
            // A scheme spelled with character references or percent escapes (`&#106;avascript:`,
            // `%6Aavascript:`) is a disguise: data that needs it is dropped rather than guessed at.
            if bytes[..<colon].contains(where: { $0 == 0x26 || $0 == 0x25 }) { return false }
            guard let end = schemeEnd(in: bytes) else { return true }
            let head = UnsafeBufferPointer(rebasing: bytes[..<end])
            if allowedSchemes.contains(where: { isScheme(head, $0) }) { return true }
            return allowImageData && isScheme(head, dataScheme) && isImageData(trimmed)
        }
    }

    /// Whether `head` is `scheme` (lowercase ASCII letters) in any case. A non-ASCII letter
    /// never lowercases to one of an allowed scheme's (none has a k or an å).
    private static func isScheme(_ head: UnsafeBufferPointer<UInt8>, _ scheme: [UInt8]) -> Bool {
        head.count == scheme.count && zip(head, scheme).allSatisfy { $0 | 0x20 == $1 }
    }

    /// `url` with the characters a URL may not hold written as percent escapes (spaces, quotes,
    /// `<>`, braces, `|`, `\`, `^`, backquotes, controls, U+FFFD, a `%` that starts no escape, every `#`
    /// after the first), as browsers escape them: the link goes where the browser would take
    /// it, and the page stays valid HTML. Other characters, non-ASCII ones too, are kept.
    static func escaped(_ url: String) -> String {
        // Built as bytes and made a String once: appending to a String scalar by scalar copied
        // the whole of it again and again (a megabyte URL took minutes).
        let bytes = Array(url.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var seenFragment = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            var escape: Bool
            switch byte {
            case 0x20, 0x22, 0x3C, 0x3E, 0x60, 0x7B, 0x7D, 0x7C, 0x5C, 0x5E: escape = true
            case 0x23: escape = seenFragment; seenFragment = true
            case 0x25: escape = !(index + 2 < bytes.count && isHexDigit(bytes[index + 1]) && isHexDigit(bytes[index + 2]))
            default: escape = byte < 0x20 || byte == 0x7F || isReplacementCharacter(bytes, at: index)
            }
            let length = escape && byte >= 0x80 ? 3 : 1  // U+FFFD is three bytes, each escaped
            for offset in 0..<length {
                let part = bytes[index + offset]
                if escape {
                    result.append(0x25)
                    result.append(hexDigits[Int(part >> 4)])
                    result.append(hexDigits[Int(part & 15)])
                } else {
                    result.append(part)
                }
            }
            index += length
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }

    /// Whether the bytes at `index` are U+FFFD (EF BF BD in UTF-8).
    private static func isReplacementCharacter(_ bytes: [UInt8], at index: Int) -> Bool {
        index + 2 < bytes.count && bytes[index] == 0xEF && bytes[index + 1] == 0xBF && bytes[index + 2] == 0xBD
    }

    /// Whether `url` is an absolute http or https URL (all that `ping` may hold).
    static func isHTTP(_ url: String) -> Bool {
        scheme(of: url).map { $0 == "http" || $0 == "https" } ?? false
    }

    /// Whether `url` is a relative-path reference (no scheme, not `/…`, `#…`, `?…`, `//…`): these
    /// are relative to the site's root and get the page's path prefix when written.
    static func isRelativePath(_ url: String) -> Bool {
        var url = url
        return url.withUTF8 { isRelativePath($0) }
    }

    /// ``isRelativePath(_:)`` over UTF-8 bytes (the writer's path, and the one rule).
    static func isRelativePath(_ url: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = url.first else { return false }
        if first == UInt8(ascii: "/") || first == UInt8(ascii: "#") || first == UInt8(ascii: "?") || first == UInt8(ascii: "\\") {
            return false
        }
        return schemeEnd(in: url) == nil
    }

    /// Where the scheme of `url` ends: its first `:`, when text comes before it and no `/`, `?`
    /// or `#` does; nil when the URL has no scheme.
    private static func schemeEnd(in url: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let end = url.firstIndex(where: { $0 == 0x3A || $0 == 0x2F || $0 == 0x3F || $0 == 0x23 }),
              url[end] == 0x3A, end > 0 else { return nil }
        return end
    }

    /// Browsers drop leading/trailing C0 controls and spaces, and tabs and newlines anywhere.
    private static func trimmed(_ raw: String) -> String {
        let clean = raw.utf8.withContiguousStorageIfAvailable { bytes in
            guard let first = bytes.first, first > 0x20, let last = bytes.last, last > 0x20 else { return false }
            return !bytes.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
        }
        if clean == true { return raw }  // nothing to trim (the usual case)
        var scalars = raw.unicodeScalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }
        while let first = scalars.first, first.value <= 0x20 { scalars.removeFirst() }
        while let last = scalars.last, last.value <= 0x20 { scalars.removeLast() }
        return String(String.UnicodeScalarView(scalars))
    }

    /// The lowercased scheme, when the text before the first `:` could be one.
    static func scheme(of url: String) -> String? {
        var url = url
        return url.withUTF8 { bytes in
            schemeEnd(in: bytes).map { String(decoding: UnsafeBufferPointer(rebasing: bytes[..<$0]), as: UTF8.self).lowercased() }
        }
    }

    /// A raster image as a data URL: `data:image/png;base64,…` (png, gif, jpeg, webp, avif, bmp)
    /// with nothing but base64 after the comma. SVG, which can hold script, is not one.
    private static func isImageData(_ url: String) -> Bool {
        guard let comma = url.firstIndex(of: ",") else { return false }
        let header = url[..<comma].lowercased()
        let types = ["png", "gif", "jpeg", "jpg", "webp", "avif", "bmp"]
        guard types.contains(where: { header == "data:image/\($0);base64" }) else { return false }
        return url[url.index(after: comma)...].unicodeScalars.allSatisfy { scalar in
            scalar.properties.isASCIIHexDigit || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar) || scalar == "+" || scalar == "/" || scalar == "="
        }
    }
}
