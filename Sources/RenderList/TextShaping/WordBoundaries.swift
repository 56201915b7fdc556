import CTextShaping

/// Word boundaries by ICU's word break iterator (UAX #29), which Blink's `text-transform:
/// capitalize` walks.
enum WordBoundaries {
    /// For each byte of `utf8`, whether a word (or a run of spaces or punctuation) starts
    /// there after the first; nil when ICU fails.
    static func starts(in utf8: [UInt8]) -> [Bool]? {
        guard !utf8.isEmpty else { return [] }
        var starts = [UInt8](repeating: 0, count: utf8.count)
        let found = utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { ts_word_starts($0.baseAddress, Int32($0.count), &starts) }
        }
        return found != 0 ? starts.map { $0 != 0 } : nil
    }
}
