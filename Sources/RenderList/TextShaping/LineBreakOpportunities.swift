import CTextShaping

/// Where a line may break in a text, by UAX #14 (ICU's line break iterator, as Blink uses it).
enum LineBreakOpportunities {
    /// For each byte offset of `utf8`: 1 when a line may break before it, 2 when it must, 0
    /// otherwise. Offset 0 is always 0. nil when ICU failed.
    static func find(in utf8: UnsafeBufferPointer<UInt8>, locale: String = "en", into breaks: inout [UInt8]) -> Bool {
        breaks.removeAll(keepingCapacity: true)
        breaks.append(contentsOf: repeatElement(0, count: utf8.count))
        guard let base = utf8.baseAddress, utf8.count > 1 else { return true }
        // withCString: a short locale passes without an allocation (bridged, it made an array).
        return locale.withCString { locale in
            breaks.withUnsafeMutableBufferPointer { out in
                base.withMemoryRebound(to: CChar.self, capacity: utf8.count) {
                    ts_line_breaks($0, Int32(utf8.count), locale, 0, out.baseAddress) != 0
                }
            }
        }
    }
}
