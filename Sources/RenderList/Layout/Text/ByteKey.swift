#if canImport(Glibc)
import Glibc
#endif

/// The hashing and comparing of keys of text bytes (words, pieces) for ``ByteKeyedTable`` and
/// ``RecentKeys``, a few loads per key: most keys are words shorter than eight bytes, and
/// gathering them byte by byte was a fifth of the time spent finding a word.
enum ByteKey {
    /// The bytes of a key of up to 16 bytes as two numbers, from at most four loads that stay
    /// inside the key (they overlap when its length is not 4, 8 or 16). Together with the key's
    /// length they tell every two keys apart: each byte is in one of the numbers, at a place
    /// fixed by the length.
    @inline(__always)
    static func words(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64) {
        let count = bytes.count
        guard count > 0, let base = bytes.baseAddress else { return (0, 0) }
        precondition(count <= 16, "ByteKey.words takes up to 16 bytes")
        let raw = UnsafeRawPointer(base)
        if count >= 8 {
            return (UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)),
                    UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)))
        }
        if count >= 4 {
            let low = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
            let high = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)))
            return (low | high << 32, 0)
        }
        return (UInt64(base[0]) | UInt64(base[count / 2]) << 8 | UInt64(base[count - 1]) << 16, 0)
    }

    /// A multiply-and-fold hash of the bytes, eight at a time (a key of up to 16 bytes as its
    /// ``words(_:)``), seeded with the two numbers that go with them (a style, a context).
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ first: Int, _ second: UInt64) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = (UInt64(truncatingIfNeeded: first) &* multiplier ^ second ^ UInt64(bytes.count)) &* 0xC2B2_AE3D_27D4_EB4F
        func mix(_ word: UInt64) {
            hash = (hash ^ word) &* multiplier
            hash ^= hash >> 29
        }
        if bytes.count <= 16 {
            let (low, high) = words(bytes)
            mix(low)
            mix(high)
        } else if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            var index = 0
            while index + 8 <= bytes.count {
                mix(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
                index += 8
            }
            // The last eight bytes, overlapping those before when the length is no multiple of 8.
            if index < bytes.count { mix(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self))) }
        }
        return hash ^ (hash >> 32)
    }

    /// Whether the `count` bytes at `a` and at `b` are the same.
    @inline(__always)
    static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        guard count <= 16 else { return memcmp(a, b, count) == 0 }
        return words(UnsafeBufferPointer(start: a, count: count)) == words(UnsafeBufferPointer(start: b, count: count))
    }
}

extension ByteKey {
    /// 16 hex digits of the bytes' hash (``hash(_:_:_:)``): a file name that changes when the
    /// file does (embedded fonts, the template's stylesheets).
    static func hexHash(_ bytes: [UInt8]) -> String {
        let value = bytes.withUnsafeBufferPointer { hash($0, 0, 0) }
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
