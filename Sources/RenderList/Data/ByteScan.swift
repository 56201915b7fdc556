import CByteScan

/// The scans that pass over every byte of a row's text, done sixteen bytes at a time in C
/// (`CByteScan`): the JSON reader's search for a string's end, and the first test of
/// ``TextSanitizer``.
enum ByteScan {
    /// How many bytes `bytes` starts with that are none of `"`, `\` and the control characters
    /// below 0x20, and how many of those are UTF-8 continuation bytes (10xxxxxx).
    static func jsonPlainPrefix(_ bytes: UnsafeRawBufferPointer) -> (length: Int, continuations: Int) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return (0, 0) }
        var continuations = 0
        let length = rl_json_plain_prefix(base.assumingMemoryBound(to: UInt8.self), bytes.count, &continuations)
        return (length, continuations)
    }

    /// The offset of the first byte of `bytes` that is, or may start, a code point that text may
    /// not hold (exactly: controls but tab, line feed and carriage return, DEL, C1 controls; may:
    /// the pairs EF B7 and BF BE–BF, which the caller checks from three bytes before);
    /// `bytes.count` when there is none.
    static func firstSuspect(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return 0 }
        return rl_first_suspect(base, bytes.count)
    }
}
