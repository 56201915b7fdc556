#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Formats and parses the IMF-fixdate form of HTTP dates (RFC 9110 §5.6.7),
/// for example `Sun, 06 Nov 1994 08:49:37 GMT`.
///
/// Only IMF-fixdate is parsed; the obsolete RFC 850 and asctime forms are
/// treated as invalid, which makes a conditional header that uses them ignored.
enum HTTPDate {
    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// Formats seconds since 1970 as an IMF-fixdate.
    static func format(secondsSince1970 seconds: Int) -> String {
        var time = time_t(seconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let weekday = weekdays[Int(parts.tm_wday)]
        let month = months[Int(parts.tm_mon)]
        let year = parts.tm_year + 1900
        return "\(weekday), \(two(parts.tm_mday)) \(month) \(year) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
    }

    /// Parses an IMF-fixdate and returns seconds since 1970, or `nil` when the
    /// text is not a valid IMF-fixdate.
    static func parse(_ text: String) -> Int? {
        let fields = text.split(separator: " ", omittingEmptySubsequences: false)
        guard fields.count == 6, fields[0].count == 4, fields[0].hasSuffix(","),
            weekdays.contains(String(fields[0].dropLast())), fields[5] == "GMT",
            fields[1].count == 2, isDigits(fields[1]), let day = Int32(fields[1]),
            let monthIndex = months.firstIndex(of: String(fields[2])),
            fields[3].count == 4, isDigits(fields[3]), let year = Int32(fields[3])
        else { return nil }
        let clock = fields[4].split(separator: ":", omittingEmptySubsequences: false)
        guard clock.count == 3, clock.allSatisfy({ $0.count == 2 && isDigits($0) }),
            let hour = Int32(clock[0]), let minute = Int32(clock[1]), let second = Int32(clock[2]),
            (1...31).contains(day), (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        var parts = tm()
        parts.tm_year = year - 1900
        parts.tm_mon = Int32(monthIndex)
        parts.tm_mday = day
        parts.tm_hour = hour
        parts.tm_min = minute
        parts.tm_sec = second
        return Int(timegm(&parts))
    }

    private static func isDigits(_ text: Substring) -> Bool {
        text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}
