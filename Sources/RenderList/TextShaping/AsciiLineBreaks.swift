/// Chromium decides whether a line may break between two printable ASCII characters by a
/// table of its own rather than by UAX #14: after "-" and "?" before most word characters,
/// and before an opening bracket after closing punctuation and some symbols. Never after "/"
/// (paths and URLs stay whole) nor between letters and digits. After "-" before a digit only
/// when an ASCII letter or digit comes before the "-" (`ABCD-1234`), which is no minus sign
/// then (`x -1`, `é-1` and `כ-14` stay whole).
enum AsciiLineBreaks {
    /// Characters after which a line may break before a word character.
    private static let word = Set("%&(*+-0123456789<=>@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\^_`abcdefghijklmnopqrstuvwxyz{|~".utf8)
    private static let table: [[Bool]] = {
        var rows = [[Bool]](repeating: [Bool](repeating: false, count: 128), count: 128)
        func allow(after: Character, before: some Sequence<UInt8>) {
            for next in before { rows[Int(after.asciiValue!)][Int(next)] = true }
        }
        allow(after: "-", before: word.union("\"#'".utf8))
        allow(after: "?", before: word.union("#$".utf8))
        for previous in "!\"#%&)*+,.:;=>\\]|}~" { allow(after: previous, before: "(<[{".utf8) }
        return rows
    }()

    /// Whether both characters are printable ASCII, so that the table decides.
    @inline(__always)
    static func decides(_ previous: UInt8, _ next: UInt8) -> Bool {
        previous > 0x20 && previous < 0x7F && next > 0x20 && next < 0x7F
    }

    /// Whether a line may break between `previous` and `next` (both printable ASCII).
    @inline(__always)
    static func allows(_ previous: UInt8, _ next: UInt8) -> Bool {
        table[Int(previous)][Int(next)]
    }

    /// Marks the opportunities between printable ASCII pairs in `breaks` (see
    /// ``LineBreakOpportunities``), overriding what UAX #14 said for those pairs.
    static func apply(to utf8: UnsafeBufferPointer<UInt8>, breaks: inout [UInt8]) {
        guard utf8.count > 1 else { return }
        for index in 1..<utf8.count where decides(utf8[index - 1], utf8[index]) {
            if utf8[index - 1] == 0x2D, isDigit(utf8[index]) {
                breaks[index] = index >= 2 && isAlphanumeric(utf8[index - 2]) ? 1 : 0
            } else {
                breaks[index] = allows(utf8[index - 1], utf8[index]) ? 1 : 0
            }
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }
}
