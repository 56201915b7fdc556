import Foundation

/// The viewport widths verify lays a site out at when it is given none: for a site rendered
/// for several viewport classes (its list container names them in `data-viewports`), each
/// class's narrowest whole width and one whole width between it and the next class (beyond the
/// widest class: half as wide again); else 1280, the window every class-less site was measured
/// for.
struct ViewportSample {
    let widths: [Int]

    init(page: URL) {
        let head = (try? FileHandle(forReadingFrom: page)).map { handle in
            defer { try? handle.close() }
            return String(decoding: handle.readData(ofLength: 1 << 20), as: UTF8.self)
        } ?? ""
        widths = Self.widths(classes: Self.classes(in: head))
    }

    /// The classes' narrowest widths named by the first `data-viewports` attribute in `html`.
    static func classes(in html: String) -> [Double] {
        guard let start = html.range(of: "\(SiteStyle.viewportsAttribute)=\""),
              let end = html[start.upperBound...].firstIndex(of: "\"") else { return [] }
        return html[start.upperBound..<end].split(separator: " ").compactMap { Double($0) }
    }

    static func widths(classes: [Double]) -> [Int] {
        guard !classes.isEmpty else { return [1280] }
        var widths: [Int] = []
        for (index, low) in classes.enumerated() {
            let first = Int(low.rounded(.up))
            let next = index + 1 < classes.count ? classes[index + 1] : low * 1.5
            let between = Int(((low + next) / 2).rounded(.down))
            widths.append(first)
            if between > first, Double(between) < next { widths.append(between) }
        }
        return widths
    }
}

/// A generator with a fixed seed (SplitMix64), so that a verify run's random widths repeat.
struct SeededWidths: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
