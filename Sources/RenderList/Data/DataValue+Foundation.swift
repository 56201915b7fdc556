import Foundation

extension DataValue {
    /// `value` as a data value, as a property list or JSON reader would give it: `String`,
    /// `Bool`, any integer that fits in 64 bits, any floating-point number, `Date`, `Data`,
    /// `NSNumber`, arrays of such values, and dictionaries with `String` keys. A `nil` or `NSNull`
    /// in a dictionary leaves its key out (as JSON `null` does).
    ///
    ///     let row = try DataValue(any: ["cell": "QuoteCell", "text": "Hello", "likes": 3])
    /// - Throws: ``DataError`` of kind ``DataError/Kind/value`` for any other type, for a `nil`
    ///   or `NSNull` anywhere but in a dictionary, and for an integer beyond 64 bits.
    public init(any value: Any) throws(DataError) {
        guard let converted = try Self.converted(value) else { throw Self.unsupported(value, null: true) }
        self = converted
    }

    /// `value` converted; nil for `nil` and `NSNull`.
    private static func converted(_ value: Any) throws(DataError) -> DataValue? {
        if let value = value as? DataValue { return value }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return nil }
            return try converted(wrapped)
        }
        if value is NSNull { return nil }
        if let scalar = try scalar(value) { return scalar }
        if let items = value as? [Any] {
            var values: [DataValue] = []
            values.reserveCapacity(items.count)
            for item in items {
                guard let element = try converted(item) else { throw unsupported(item, null: true) }
                values.append(element)
            }
            return .array(values)
        }
        if let entries = value as? [String: Any] {
            var values: [String: DataValue] = Dictionary(minimumCapacity: entries.count)
            for (key, item) in entries { values[key] = try converted(item) }
            return .dictionary(values)
        }
        throw unsupported(value, null: false)
    }

    /// `value` as a scalar, or nil when it is none.
    private static func scalar(_ value: Any) throws(DataError) -> DataValue? {
        switch value {
        case let text as String: return .string(text)
        case let text as Substring: return .string(String(text))
        case let flag as Bool where type(of: value) == Bool.self: return .bool(flag)
        case let number as NSNumber where type(of: value) is NSNumber.Type: return try number.dataValue()
        case let integer as any BinaryInteger:
            guard let exact = Int64(exactly: integer) else { throw unsupported(value, null: false) }
            return .integer(exact)
        case let real as any BinaryFloatingPoint: return .real(Double(real))
        case let date as Date: return .date(date)
        case let bytes as Data: return .data([UInt8](bytes))
        default: return nil
        }
    }

    private static func unsupported(_ value: Any, null: Bool) -> DataError {
        let message = null
            ? "A list holds nil (or NSNull) outside a dictionary, which has no place in a list. Remove it, or give a value such as \"\"."
            : "A list holds \(String(reflecting: value)) of type \(type(of: value)), which is no data value. Give String, Bool, integers of up to 64 bits, floating-point numbers, Date, Data, arrays, or dictionaries with String keys."
        return DataError(kind: .value, message: message)
    }
}

private extension NSNumber {
    /// The number as a boolean, an integer or a real, as its storage type says.
    func dataValue() throws(DataError) -> DataValue {
        switch String(cString: objCType) {
        case "c", "B": return .bool(boolValue)
        case "f", "d": return .real(doubleValue)
        case "Q", "L", "I", "S":
            guard let exact = Int64(exactly: uint64Value) else {
                throw DataError(kind: .value, message: "A list holds the integer \(uint64Value), larger than 64 bits allow.")
            }
            return .integer(exact)
        default: return .integer(int64Value)
        }
    }
}
