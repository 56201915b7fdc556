import CTextShaping

/// The Unicode script of a character, as ICU gives it to Blink's script run segmenter: text is
/// shaped in runs of one script, and Common and Inherited characters (spaces, punctuation,
/// digits, marks) join the run around them. Cached for the first two planes.
enum UnicodeScript {
    /// No definite script: Common, Inherited or unknown.
    static let none: Int16 = 0

    /// The script of `scalar`, or ``none`` for Common and Inherited characters.
    static func of(_ scalar: UInt32) -> Int16 {
        if scalar < 0x80 {
            let lower = scalar | 0x20
            return lower >= 0x61 && lower <= 0x7A ? latin : none
        }
        if scalar < 0x20000 { return table[Int(scalar)] }
        return definite(ts_script(scalar))
    }

    /// ICU's USCRIPT_LATIN. A literal, not read from ICU: a computed global is initialized
    /// behind a check that every ASCII letter would pay (the tests hold it to ICU's value).
    private static let latin: Int16 = 25

    private static func definite(_ code: Int32) -> Int16 {
        code <= 1 ? none : Int16(clamping: code)
    }

    /// The scripts of the first two planes (the second holds the emoji), read from ICU once.
    private static let table: [Int16] = (0..<0x20000).map { definite(ts_script(UInt32($0))) }
}
