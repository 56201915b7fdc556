import Foundation

extension BinaryPlistFile {
    /// Decodes object `index`: a scalar whole, a container as the place of its references.
    func object(_ index: Int) throws(DataError) -> Object {
        let start = try offset(of: index)
        let marker = bytes[start]
        let info = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x0 where info == 0: return .null
        case 0x0 where info == 8 || info == 9: return .scalar(.bool(info == 9))
        case 0x1: return .scalar(.integer(try integer(at: start + 1, sizeExponent: info, object: index)))
        case 0x2 where info == 2 || info == 3: return .scalar(.real(try real(at: start + 1, size: 1 << info)))
        case 0x3 where info == 3:
            let seconds = try real(at: start + 1, size: 8)
            guard seconds.isFinite else { throw corrupt("object \(index) is a date of \(seconds) seconds") }
            return .scalar(.date(Date(timeIntervalSinceReferenceDate: seconds)))
        case 0x4:
            let (first, count) = try extent(start, info, width: 1, object: index)
            return .scalar(.data(Array(bytes[first..<first + count])))
        case 0x5: return .scalar(.string(try ascii(start, info, object: index)))
        case 0x6:
            let (first, count) = try extent(start, info, width: 2, object: index)
            let units = (0..<count).map { UInt16(bytes[first + 2 * $0]) << 8 | UInt16(bytes[first + 2 * $0 + 1]) }
            return .scalar(.string(String(decoding: units, as: UTF16.self)))
        case 0xA:
            let (first, count) = try extent(start, info, width: referenceSize, object: index)
            return .array(references: first, count: count)
        case 0xD:
            let (first, count) = try extent(start, info, width: 2 * referenceSize, object: index)
            return .dictionary(references: first, count: count)
        case 0x8: throw corrupt("object \(index) is a UID (a keyed archive's reference), which is not list data")
        case 0xB, 0xC: throw corrupt("object \(index) is a set; lists hold arrays, so write an array instead")
        default:
            throw corrupt("object \(index) at byte \(start) has the unknown type marker 0x\(String(marker, radix: 16, uppercase: true))")
        }
    }

    /// The first byte and count of an object whose items are `width` bytes each, checked to
    /// fit in the object area. Counts of 15 and more follow the marker as an integer object.
    private func extent(_ start: Int, _ info: Int, width: Int, object: Int) throws(DataError) -> (Int, Int) {
        var first = start + 1
        var count = info
        if info == 0x0F {
            guard first < tableStart, bytes[first] >> 4 == 0x1, bytes[first] & 0x0F <= 3 else {
                throw corrupt("object \(object) at byte \(start) has a malformed length")
            }
            let exponent = Int(bytes[first] & 0x0F)
            let value = try integer(at: first + 1, sizeExponent: exponent, object: object)
            first += 1 + (1 << exponent)
            guard value >= 0, value <= Int64(Int.max) else { throw corrupt("object \(object) has the length \(value)") }
            count = Int(value)
        }
        guard first <= tableStart, count <= (tableStart - first) / width else {
            throw corrupt("object \(object) at byte \(start) claims \(count) items, which run past the end of the object area")
        }
        return (first, count)
    }

    /// A big-endian integer of 2^`sizeExponent` bytes: 1, 2 and 4 bytes unsigned, 8 bytes
    /// signed, 16 bytes only when the value fits in 64 bits.
    private func integer(at position: Int, sizeExponent: Int, object: Int) throws(DataError) -> Int64 {
        guard sizeExponent <= 4 else { throw corrupt("object \(object) is an integer of 2^\(sizeExponent) bytes") }
        let size = 1 << sizeExponent
        guard position + size <= tableStart else { throw corrupt("object \(object) runs past the end of the object area") }
        if size < 8 { return Int64(Self.uint(bytes, at: position, size: size)) }
        let low = Self.uint(bytes, at: position + size - 8, size: 8)
        if size == 8 { return Int64(bitPattern: low) }
        let high = Self.uint(bytes, at: position, size: 8)
        guard (high == 0 && low >> 63 == 0) || (high == .max && low >> 63 == 1) else {
            throw DataError(kind: .value, message: "Object \(object) is an integer beyond 64 bits (from \(Int64.min) to \(Int64.max)). Write a smaller number, or a real or a string.",
                            location: SourceLocation(path: path))
        }
        return Int64(bitPattern: low)
    }

    private func real(at position: Int, size: Int) throws(DataError) -> Double {
        guard position + size <= tableStart else { throw corrupt("a real number runs past the end of the object area") }
        let bits = Self.uint(bytes, at: position, size: size)
        return size == 4 ? Double(Float(bitPattern: UInt32(bits))) : Double(bitPattern: bits)
    }

    private func ascii(_ start: Int, _ info: Int, object: Int) throws(DataError) -> String {
        let (first, count) = try extent(start, info, width: 1, object: object)
        let text = UnsafeRawBufferPointer(rebasing: bytes[first..<first + count])
        if let bad = text.firstIndex(where: { $0 >= 0x80 }) {
            throw DataError(kind: .encoding, message: "Object \(object) is an ASCII string, but the byte 0x\(String(text[bad], radix: 16, uppercase: true)) at byte offset \(first + bad) is not ASCII. Write the property list again; non-ASCII text belongs in UTF-16 strings.",
                            location: SourceLocation(path: path))
        }
        return String(decoding: text, as: UTF8.self)
    }
}
