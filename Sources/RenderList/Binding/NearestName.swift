/// The name closest to a mistyped one, by edit distance: "did you mean `summary`?" for a key
/// `sumary`, "did you mean 'serve'?" for a command `serv`.
public enum NearestName {
    /// The name of `names` nearest to `typed` within `limit` edits (insertions, deletions,
    /// substitutions and swaps of two neighbours), the first in order among equals; nil when
    /// none is that near or `typed` is one of them.
    public static func nearest(to typed: String, among names: some Sequence<String>, limit: Int) -> String? {
        var best: (name: String, distance: Int)?
        for name in names {
            let distance = Self.distance(typed, name)
            if distance == 0 { return nil }
            if distance <= limit, distance < (best?.distance ?? .max) { best = (name, distance) }
        }
        return best?.name
    }

    /// The edit distance between `a` and `b` (optimal string alignment: a swap of neighbours
    /// is one edit), over characters, case-sensitive.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
