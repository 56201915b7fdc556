/// The main-axis sizing inputs of one flex item (content-box widths, in px).
struct FlexSizing {
    var base: Double
    var minimum: Double
    var maximum: Double
    var grow: Double
    var shrink: Double
    /// Padding, border and margins on the main axis.
    var extras: Double

    /// The flex base size clamped by the item's min and max.
    var hypothetical: Double { Swift.max(minimum, Swift.min(base, maximum)) }
}

/// Resolving flexible lengths (CSS Flexbox §9.7): grows or shrinks items to fill a line.
enum FlexResolver {
    /// The used main sizes (content box) of `items` sharing `available` px (gaps excluded).
    static func resolve(_ items: [FlexSizing], available: Double) -> [Double] {
        var target = items.map(\.hypothetical)
        let used = zip(items, target).reduce(0) { $0 + $1.0.extras + $1.1 }
        let growing = used < available
        var frozen = items.map { item in
            let factor = growing ? item.grow : item.shrink
            return factor == 0 || (growing ? item.base > item.hypothetical : item.base < item.hypothetical)
        }
        let initialFree = free(items, target, frozen, available)
        for _ in 0...items.count {
            guard frozen.contains(false) else { break }
            var remaining = free(items, target, frozen, available)
            let factors = items.indices.filter { !frozen[$0] }.reduce(0.0) { $0 + (growing ? items[$1].grow : items[$1].shrink) }
            if factors < 1, abs(initialFree * factors) < abs(remaining) { remaining = initialFree * factors }
            distribute(remaining, items, &target, frozen, growing)
            var violation = 0.0
            var violations = [Double](repeating: 0, count: items.count)
            for index in items.indices where !frozen[index] {
                let clamped = Swift.max(items[index].minimum, Swift.min(target[index], items[index].maximum))
                violations[index] = clamped - target[index]
                violation += violations[index]
                target[index] = clamped
            }
            for index in items.indices where !frozen[index] {
                if violation == 0 || (violation > 0 && violations[index] > 0) || (violation < 0 && violations[index] < 0) {
                    frozen[index] = true
                }
            }
        }
        return target
    }

    private static func free(_ items: [FlexSizing], _ target: [Double], _ frozen: [Bool], _ available: Double) -> Double {
        var used = 0.0
        for index in items.indices {
            used += items[index].extras + (frozen[index] ? target[index] : items[index].base)
        }
        return available - used
    }

    private static func distribute(_ remaining: Double, _ items: [FlexSizing], _ target: inout [Double],
                                   _ frozen: [Bool], _ growing: Bool) {
        let open = items.indices.filter { !frozen[$0] }
        if growing {
            let total = open.reduce(0.0) { $0 + items[$1].grow }
            for index in open {
                target[index] = items[index].base + (total > 0 ? remaining * items[index].grow / total : 0)
            }
        } else {
            let total = open.reduce(0.0) { $0 + items[$1].shrink * items[$1].base }
            for index in open {
                let share = total > 0 ? items[index].shrink * items[index].base / total : 0
                target[index] = items[index].base + remaining * share
            }
        }
    }
}
