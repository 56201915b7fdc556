import Foundation

/// Reads and writes the one date form property lists use, `2024-03-01T12:00:00Z` (UTC), with
/// plain arithmetic instead of a formatter: no locale, no calendar, no time zone database.
enum ISO8601 {
    /// The date written as `YYYY-MM-DDTHH:MM:SSZ`, whole seconds, in UTC. Years before 0 get
    /// a minus sign; dates beyond about ±30 million years are clamped there.
    static func format(_ date: Date) -> String {
        let interval = date.timeIntervalSince1970
        let limit = 1e15
        let seconds = Int64(interval.isNaN ? 0 : min(max(interval, -limit), limit).rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civil(fromDays: days)
        return (year < 0 ? "-" + pad(-year, 4) : pad(year, 4)) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T"
            + pad(secondOfDay / 3600, 2) + ":" + pad(secondOfDay / 60 % 60, 2) + ":"
            + pad(secondOfDay % 60, 2) + "Z"
    }

    /// Parses `YYYY-MM-DDTHH:MM:SSZ`; nil for any other form or an impossible date.
    static func parse(_ text: Substring) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20, bytes[4] == 0x2D, bytes[7] == 0x2D, bytes[10] == 0x54,
              bytes[13] == 0x3A, bytes[16] == 0x3A, bytes[19] == 0x5A,
              let year = number(bytes[0..<4]), let month = number(bytes[5..<7]),
              let day = number(bytes[8..<10]), let hour = number(bytes[11..<13]),
              let minute = number(bytes[14..<16]), let second = number(bytes[17..<19]),
              (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year),
              hour < 24, minute < 60, second < 60 else { return nil }
        let days = self.days(fromCivil: year, month, day)
        return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3600 + minute * 60 + second))
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int64? {
        var value: Int64 = 0
        for byte in digits {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            value = value * 10 + Int64(byte - 0x30)
        }
        return value
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }

    private static func daysIn(month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    private static func days(fromCivil year: Int64, _ month: Int64, _ day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func civil(fromDays days: Int64) -> (Int64, Int64, Int64) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
