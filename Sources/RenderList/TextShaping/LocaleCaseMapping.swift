import CTextShaping

/// Upper and lower case in a language with special casing (``CaseLanguage``), from ICU.
enum LocaleCaseMapping {
    /// `text` upper-cased (`upper`) or lower-cased in `language`: ICU's special casing where the
    /// language has one, the default full mapping otherwise (`ß` to `SS`).
    static func cased(_ text: String, upper: Bool, language: CaseLanguage) -> String {
        if language != .standard, let mapped = mapped(text, upper: upper, language: language) { return mapped }
        return upper ? text.uppercased() : text.lowercased()
    }

    /// `text` upper-cased (`upper`) or lower-cased in `language`; nil when ICU fails.
    static func mapped(_ text: String, upper: Bool, language: CaseLanguage) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            var capacity = bytes.count * 3 + 4
            while true {
                var output = [UInt8](repeating: 0, count: capacity)
                let length = bytes.withMemoryRebound(to: CChar.self) { input in
                    output.withUnsafeMutableBufferPointer { out in
                        out.withMemoryRebound(to: CChar.self) { out in
                            Int(ts_case_map(input.baseAddress, Int32(input.count), language.rawValue, upper ? 1 : 0,
                                            out.baseAddress, Int32(out.count)))
                        }
                    }
                }
                guard length >= 0 else { return nil }
                guard length > capacity else { return String(decoding: output.prefix(length), as: UTF8.self) }
                capacity = length
            }
        }
    }
}
