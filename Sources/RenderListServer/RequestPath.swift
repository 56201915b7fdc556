/// Decodes the path of a request URL into file name segments.
///
/// Decoding happens exactly once, so `%252e` becomes the literal text `%2e`
/// and never a dot.
enum RequestPath {
    /// Why a request path was refused.
    enum Rejection: Error, Equatable, CustomStringConvertible {
        case notAbsolute
        case invalidPercentEncoding
        case notUTF8
        case nulByte
        case backslash
        case dotSegment

        var description: String {
            switch self {
            case .notAbsolute: "The request path does not start with a slash."
            case .invalidPercentEncoding: "The request path contains an invalid percent escape."
            case .notUTF8: "The request path does not decode to UTF-8 text."
            case .nulByte: "The request path contains a NUL byte."
            case .backslash: "The request path contains a backslash."
            case .dotSegment: "The request path contains a '.' or '..' segment."
            }
        }
    }

    /// Splits and decodes `rawPath`, returning its non-empty segments.
    static func decode(_ rawPath: String) -> Result<[String], Rejection> {
        let raw = Array(rawPath.utf8)
        guard raw.first == UInt8(ascii: "/") else { return .failure(.notAbsolute) }
        guard let bytes = percentDecoded(raw) else { return .failure(.invalidPercentEncoding) }
        if bytes.contains(0) { return .failure(.nulByte) }
        if bytes.contains(UInt8(ascii: "\\")) { return .failure(.backslash) }
        guard let text = String(validating: bytes, as: UTF8.self) else { return .failure(.notUTF8) }
        let segments = text.split(separator: "/").map(String.init)
        if segments.contains(where: { $0 == "." || $0 == ".." }) { return .failure(.dotSegment) }
        return .success(segments)
    }

    /// Replaces each `%XX` escape with its byte; returns `nil` for a `%` that
    /// is not followed by two hexadecimal digits.
    private static func percentDecoded(_ raw: [UInt8]) -> [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "%") else {
                output.append(byte)
                index += 1
                continue
            }
            guard index + 2 < raw.count, let high = hexValue(raw[index + 1]), let low = hexValue(raw[index + 2])
            else { return nil }
            output.append(high << 4 | low)
            index += 3
        }
        return output
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
