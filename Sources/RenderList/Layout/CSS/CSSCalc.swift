/// CSS math functions over lengths and percentages (`calc()`, and `min()`, `max()`, `clamp()`
/// of lengths): the arguments of one, evaluated to a length plus a percentage of the base the
/// property resolves against (`calc(50% - 10px)` is 50 % and −10 px). Inside an expression,
/// `min()`, `max()` and `clamp()` of values holding percentages depend on that base and are not
/// evaluated (nil); at the top they are kept as such (``evaluateArguments(_:)``).
struct CSSCalc {
    /// A value of the expression: `px` plus `percent` % of the base, or a plain number.
    struct Value: Equatable {
        var px = 0.0
        var percent = 0.0
        var isNumber = false
    }

    /// Turns a number and its (lowercased) unit into px; nil for a unit the caller does not know.
    let length: (Double, String) -> Double?
    private var bytes: [UInt8] = []
    private var index = 0

    init(length: @escaping (Double, String) -> Double?) {
        self.length = length
    }

    /// The value of the math function `name` (lowercased) with the raw `arguments` text, or nil
    /// when it is not one, or holds what the model does not evaluate.
    mutating func evaluate(function name: String, arguments: String) -> Value? {
        bytes = Array(arguments.utf8)
        index = 0
        guard let value = call(name), skipSpaces(), index == bytes.count else { return nil }
        return value.isNumber ? nil : value
    }

    /// The value of the math function `name` (lowercased) with the raw `arguments` text when it
    /// is a plain number (`calc(1 + 0.5)`, `max(1.2, 1.5)`), else nil.
    mutating func evaluateNumber(function name: String, arguments: String) -> Double? {
        bytes = Array(arguments.utf8)
        index = 0
        guard let value = call(name), skipSpaces(), index == bytes.count, value.isNumber else { return nil }
        return value.px.isFinite ? value.px : nil
    }

    /// The comma-separated sums of a `min()`, `max()` or `clamp()` (`arguments`, its raw text),
    /// each a length plus a percentage; nil when one is not.
    mutating func evaluateArguments(_ arguments: String) -> [Value]? {
        bytes = Array(arguments.utf8)
        index = 0
        guard let values = argumentList(), skipSpaces(), index == bytes.count else { return nil }
        return values
    }

    private mutating func call(_ name: String) -> Value? {
        if name == "calc" { return sum() }
        // Inside an expression a comparison is evaluated now, so only of lengths (or of numbers).
        guard let function = Dimension.MathFunction(rawValue: name), let values = argumentList(numbers: true),
              values.allSatisfy({ $0.percent == 0 }), let result = function.apply(to: values.map(\.px))
        else { return nil }
        return Value(px: result, isNumber: values[0].isNumber)
    }

    /// Comma-separated sums, all lengths (and percentages) or, with `numbers`, all plain numbers.
    private mutating func argumentList(numbers: Bool = false) -> [Value]? {
        var values: [Value] = []
        repeat {
            guard let value = sum(), !value.isNumber || numbers, values.first.map({ $0.isNumber == value.isNumber }) ?? true
            else { return nil }
            values.append(value)
        } while take(",")
        return values
    }

    /// `product (('+' | '-') product)*`; the operators stand between white space.
    private mutating func sum() -> Value? {
        guard var result = product() else { return nil }
        while true {
            let mark = index
            guard skipSpaces(), index > mark, index + 1 < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D,
                  CSSReader.isSpace(bytes[index + 1]) else { index = mark; return result }
            let sign = bytes[index] == 0x2D ? -1.0 : 1.0
            index += 1
            guard let term = product(), term.isNumber == result.isNumber else { return nil }
            result.px += sign * term.px
            result.percent += sign * term.percent
            guard result.px.isFinite, result.percent.isFinite else { return nil }
        }
    }

    /// `term (('*' | '/') term)*`: one side of a product, and every divisor, a plain number.
    private mutating func product() -> Value? {
        guard var result = term() else { return nil }
        while true {
            let mark = index
            _ = skipSpaces()
            guard index < bytes.count, bytes[index] == 0x2A || bytes[index] == 0x2F else { index = mark; return result }
            let divides = bytes[index] == 0x2F
            index += 1
            guard let factor = term() else { return nil }
            if divides || result.isNumber == false {
                guard factor.isNumber, !divides || factor.px != 0 else { return nil }
                let scale = divides ? 1 / factor.px : factor.px
                (result.px, result.percent) = (result.px * scale, result.percent * scale)
            } else {
                (result.px, result.percent, result.isNumber) = (factor.px * result.px, factor.percent * result.px, factor.isNumber)
            }
            guard result.px.isFinite, result.percent.isFinite else { return nil }
        }
    }

    /// A number, a length, a percentage, a parenthesised sum or a nested math function.
    private mutating func term() -> Value? {
        _ = skipSpaces()
        guard index < bytes.count else { return nil }
        if take("(") {
            guard let value = sum(), skipSpaces(), take(")") else { return nil }
            return value
        }
        if let name = functionName() {
            guard let value = call(name), skipSpaces(), take(")") else { return nil }
            return value
        }
        return number()
    }

    private mutating func number() -> Value? {
        let start = index
        if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
        while index < bytes.count, (0x30...0x39).contains(bytes[index]) || bytes[index] == 0x2E { index += 1 }
        if index < bytes.count, bytes[index] == 0x65 || bytes[index] == 0x45,  // an exponent, not `em`
           index + 1 < bytes.count, (0x30...0x39).contains(bytes[index + 1]) || bytes[index + 1] == 0x2D {
            index += 2
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)).map(CSSReader.finite) else { return nil }
        let unitStart = index
        while index < bytes.count, Self.isLetter(bytes[index]) || bytes[index] == 0x25 { index += 1 }
        let unit = String(decoding: bytes[unitStart..<index], as: UTF8.self).lowercased()
        switch unit {
        case "": return Value(px: value, isNumber: true)
        case "%": return Value(percent: value)
        default: return length(value, unit).map { Value(px: $0) }
        }
    }

    /// The lowercased name of a function call that starts here, its `(` taken.
    private mutating func functionName() -> String? {
        var end = index
        while end < bytes.count, Self.isLetter(bytes[end]) || bytes[end] == 0x2D { end += 1 }
        guard end > index, end < bytes.count, bytes[end] == 0x28 else { return nil }
        let name = String(decoding: bytes[index..<end], as: UTF8.self).lowercased()
        index = end + 1
        return name
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (0x61...0x7A).contains(byte | 0x20)
    }

    /// Skips white space; true (for use in conditions).
    private mutating func skipSpaces() -> Bool {
        while index < bytes.count, CSSReader.isSpace(bytes[index]) { index += 1 }
        return true
    }

    private mutating func take(_ character: Character) -> Bool {
        _ = skipSpaces()
        guard index < bytes.count, bytes[index] == character.asciiValue! else { return false }
        index += 1
        return true
    }
}
