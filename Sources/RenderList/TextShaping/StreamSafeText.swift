/// Bounds runs of combining marks before text is shaped, as Unicode's stream-safe text format
/// (UAX #15) bounds them at 30: shaping and cluster splitting grow with the square of a run's
/// length, so a value of a few hundred thousand marks on one letter would take minutes. The
/// marks past the bound stack on the same letter at no advance in the fonts the browser uses,
/// so widths stay as they were.
enum StreamSafeText {
    /// Non-starters kept in a row.
    static let maximumMarks = 30

    /// `utf8` without the combining marks past ``maximumMarks`` in a row, or nil when it has
    /// no such run (the common case, found without copying).
    static func capped(_ utf8: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard utf8.count > maximumMarks * 2, hasLongRun(utf8) else { return nil }
        var result: [UInt8] = []
        result.reserveCapacity(utf8.count)
        var run = 0
        for scalar in String(decoding: utf8, as: UTF8.self).unicodeScalars {
            run = scalar.properties.canonicalCombiningClass.rawValue == 0 ? 0 : run + 1
            if run <= maximumMarks { result.append(contentsOf: String(scalar).utf8) }
        }
        return result
    }

    private static func hasLongRun(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        // Combining marks are never ASCII: a text whose non-ASCII bytes are too few has no run.
        var nonASCII = 0
        for byte in utf8 where byte >= 0x80 { nonASCII += 1 }
        guard nonASCII > maximumMarks * 2 else { return false }
        var run = 0
        for scalar in String(decoding: utf8, as: UTF8.self).unicodeScalars {
            run = scalar.properties.canonicalCombiningClass.rawValue == 0 ? 0 : run + 1
            if run > maximumMarks { return true }
        }
        return false
    }
}
