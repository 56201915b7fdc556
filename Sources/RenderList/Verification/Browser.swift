/// The browser engine `render-list verify` lays the pages out in.
public enum Browser: String, CaseIterable, Sendable {
    /// Headless Chromium (Blink), the engine the height model follows.
    case chromium
    /// Headless Firefox (Gecko): Debian's `firefox-esr`.
    case firefox
    /// WebKitGTK through Python's GObject bindings, under `xvfb-run`.
    case webkit

    /// The browser called `name` (`chromium`, `firefox` or `webkit`, in any case).
    public init(named name: String) throws(VerificationError) {
        guard let browser = Browser(rawValue: name.lowercased()) else {
            let names = Browser.allCases.map(\.rawValue)
            throw VerificationError("There is no browser called \"\(name)\" to verify in; pass \(names.dropLast().joined(separator: ", ")) or \(names.last!).")
        }
        self = browser
    }

    /// The engine's name in messages and reports: Chromium, Firefox, WebKit.
    public var displayName: String {
        switch self {
        case .chromium: "Chromium"
        case .firefox: "Firefox"
        case .webkit: "WebKit"
        }
    }

    /// `text` (`--scale`) as a device scale factor this engine lays pages out at exactly.
    public func scale(from text: String) throws(VerificationError) -> Double {
        guard let scale = Double(text), scale.isFinite else {
            throw VerificationError("The scale \"\(text)\" is not a number; pass a device scale factor such as 1, 1.5, 2 or 2.625.")
        }
        try check(scale: scale)
        return scale
    }

    /// Throws unless the engine lays pages out at exactly the device scale factor `scale`.
    public func check(scale: Double) throws(VerificationError) {
        let text = Self.format(scale)
        guard scale.isFinite, scale >= 0.25, scale <= 8 else {
            throw VerificationError("The scale \(text) is out of range; pass a device scale factor from 0.25 to 8, such as 1, 1.5, 2 or 2.625.")
        }
        switch self {
        case .chromium:
            return
        case .firefox:
            // Gecko keeps a whole number of app units (60 to a CSS px) per device pixel, so it
            // rounds any other factor (2.625 becomes 60 / 23 = 2.609).
            let units = 60 / scale
            guard abs(units - units.rounded()) < 1e-9 else {
                throw VerificationError("Firefox cannot lay pages out at a scale of \(text): it keeps a whole number of its 60 app units to a device pixel, and would use \(Self.format(60 / units.rounded())); pass a factor such as 1, 1.2, 1.25, 1.5, 2, 2.5, 3 or 4.")
            }
        case .webkit:
            guard scale == scale.rounded(), scale <= 4 else {
                throw VerificationError("WebKit lays pages out at whole scales only (GDK_SCALE), so not at \(text); pass 1, 2, 3 or 4, or verify in Chromium or Firefox.")
            }
        }
    }

    /// A scale with at most three decimals, without trailing zeros.
    static func format(_ scale: Double) -> String {
        var text = String(format: "%.3f", scale)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
