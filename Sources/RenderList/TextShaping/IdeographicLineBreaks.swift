import CTextShaping

/// UAX #14 for text made only of ideographs and kana (Line_Break ID and CJ), the brackets and
/// marks around them (OP, CL, NS, EX) and digits (NU), without ICU's iterator. Between those
/// classes the rules come down to four: no break before a closing mark, an exclamation mark
/// or a nonstarter (LB13, LB21), none after an opening mark (LB14), none between two digits
/// (LB25); a break everywhere else (LB31). Chinese and Japanese sentences that are too long to
/// be kept whole are cut this way row after row; ICU's iterator took a third of that. Text
/// with any other character (a Latin letter, a quote, a space) goes to ICU as before.
enum IdeographicLineBreaks {
    /// ``LineBreakOpportunities/find(in:locale:into:)`` for `utf8` when every character of it
    /// is of those classes (then true); false otherwise, with `breaks` left half made (ICU's
    /// answer replaces them).
    /// `waveDashBreaks`: Chinese text, where 〜 and ゠ break as ideographs do
    /// (``TextLocale/breaksAroundWaveDash``).
    static func find(in utf8: UnsafeBufferPointer<UInt8>, waveDashBreaks: Bool = false, into breaks: inout [UInt8]) -> Bool {
        guard utf8.count >= 3 else { return false }
        breaks.removeAll(keepingCapacity: true)
        breaks.append(contentsOf: repeatElement(0, count: utf8.count))
        return breaks.withUnsafeMutableBufferPointer { breaks in
            walk(utf8, waveDashBreaks: waveDashBreaks) { index, _, _, breaksBefore in
                if breaksBefore { breaks[index] = 1 }
            }
        }
    }

    /// How many pieces `utf8` is cut into (one more than its opportunities) when ``find(in:into:)``
    /// takes it; nil when it does not.
    static func pieceCount(in utf8: UnsafeBufferPointer<UInt8>, waveDashBreaks: Bool = false) -> Int? {
        guard utf8.count >= 3 else { return nil }
        var count = 1
        return walk(utf8, waveDashBreaks: waveDashBreaks) { _, _, _, breaksBefore in if breaksBefore { count += 1 } } ? count : nil
    }

    /// Calls `body` with each character of `utf8` (its byte offset, its scalar, the offset after
    /// it) and whether a line may break before it, while every character is of those classes;
    /// true when all of them were and one is past ASCII (digits alone are ASCII's), false as
    /// soon as one is not (`body` has then seen the characters before it).
    @inline(__always)
    static func walk(_ utf8: UnsafeBufferPointer<UInt8>, waveDashBreaks: Bool = false,
                     _ body: (_ index: Int, _ value: UInt32, _ next: Int, _ breaksBefore: Bool) -> Void) -> Bool {
        var sawWide = false
        let fits = kindTable.withUnsafeBufferPointer { table in
            var previous = Kind.other
            var index = 0
            while index < utf8.count {
                let (value, next) = UTF8Scalars.decode(utf8, at: index)
                var kind = Self.kind(of: value, in: table)
                guard kind != Kind.other else { return false }
                if waveDashBreaks, Self.isWaveDash(value) { kind = Kind.ideographic }
                sawWide = sawWide || value >= firstScalar
                body(index, value, next, index > 0 && Self.breaks(between: previous, and: kind))
                (previous, index) = (kind, next)
            }
            return true
        }
        return fits && sawWide
    }

    /// 〜 (U+301C) and ゠ (U+30A0): nonstarters, but in Chinese a line may break before them.
    @inline(__always)
    static func isWaveDash(_ value: UInt32) -> Bool { value == 0x301C || value == 0x30A0 }

    /// The kind of `value`: ASCII digits, and from ``firstScalar`` the table's.
    @inline(__always)
    private static func kind(of value: UInt32, in table: UnsafeBufferPointer<UInt8>) -> UInt8 {
        if value >= 0x30, value <= 0x39 { return Kind.numeric }
        guard value >= firstScalar, value <= 0xFFFF else { return Kind.other }
        return table[Int(value - firstScalar)]
    }

    @inline(__always)
    private static func breaks(between before: UInt8, and after: UInt8) -> Bool {
        switch after {
        case Kind.closing, Kind.nonstarter, Kind.exclamation: return false
        case Kind.numeric where before == Kind.numeric: return false
        default: return before != Kind.opening
        }
    }

    /// ``ts_ideographic_break_kind(_:)``'s answers (ideographs and kana need no rule of their own).
    private enum Kind {
        static let other: UInt8 = 0
        static let ideographic: UInt8 = 1
        static let opening: UInt8 = 2
        static let closing: UInt8 = 3
        static let nonstarter: UInt8 = 4
        static let exclamation: UInt8 = 5
        static let numeric: UInt8 = 6
    }

    /// The first scalar in the table: CJK Radicals Supplement, where ideographs begin.
    private static let firstScalar: UInt32 = 0x2E80

    /// The kind of each scalar from ``firstScalar`` to U+FFFF, from ICU once.
    private static let kindTable: [UInt8] = (firstScalar...0xFFFF).map { value in
        (0xD800...0xDFFF).contains(value) ? Kind.other : UInt8(truncatingIfNeeded: ts_ideographic_break_kind(value))
    }
}
