/// Which items end a page under ``PageRule/stable(_:)``: content-defined page breaks, as backup
/// tools cut files into chunks by their bytes rather than by offsets.
///
/// Every row carries a key that stays with it wherever it moves (a hash of its `rl:id` text, else
/// of its data). A row ends a page when its key is larger than the key of every other row that
/// ends within ``reach`` CSS px of its own end, before or after it (a local maximum). Whether a
/// row ends a page therefore depends only on the rows within ``reach`` of it: an edit, insert,
/// delete or move changes the marks within ``reach`` of where it happened and nowhere else, and
/// two marks are always at least ``reach`` apart. The paginator still ends a page that would
/// outgrow its budget; the next mark resynchronises the pages after it.
///
/// Deciding a row needs the rows up to ``reach`` px after it, so items wait here until they are
/// decided, and come out in the order they went in. Headers and other items without a key take
/// room but never end a page.
struct PageBreakMarks<Payload> {
    /// How far around a row (in CSS px of row ends) its key must be the largest.
    let reach: Double
    private var entries: [Entry] = []
    /// The first entry not yet decided.
    private var undecided = 0
    /// Where the last item pushed ends.
    private var position = 0.0

    private struct Entry {
        var payload: Payload?
        let key: UInt64?
        let end: Double
    }

    /// Marks for pages of at most `budget` CSS px: a quarter of it as reach, so that pages
    /// hold about half the budget on average and seldom reach it (under 2 % of pages end at the
    /// budget when row heights vary between 60 and 400 px).
    init(budget: Double) {
        reach = budget / 4
    }

    /// Adds the next item, `height` CSS px tall; `key` nil: it never ends a page. Returns the
    /// items now decided, in order, each with whether its page ends after it.
    mutating func push(_ payload: Payload, height: Double, key: UInt64?) -> [(payload: Payload, endsPage: Bool)] {
        position += height
        entries.append(Entry(payload: payload, key: key, end: position))
        var decided: [(payload: Payload, endsPage: Bool)] = []
        while undecided < entries.count, entries[undecided].end + reach <= position {
            decided.append(decide())
        }
        forgetDecided()
        return decided
    }

    /// The items still waiting (the list has ended, so nothing comes after them).
    mutating func finish() -> [(payload: Payload, endsPage: Bool)] {
        var decided: [(payload: Payload, endsPage: Bool)] = []
        while undecided < entries.count { decided.append(decide()) }
        entries.removeAll()
        undecided = 0
        return decided
    }

    /// Decides the first undecided entry and hands out its payload.
    private mutating func decide() -> (payload: Payload, endsPage: Bool) {
        let index = undecided
        undecided += 1
        let entry = entries[index]
        entries[index].payload = nil
        // Force-unwrapped: each payload is handed out once, here, as `undecided` passes it.
        return (entry.payload!, isLocalMaximum(index))
    }

    /// Whether entry `index` has a key larger than every other keyed entry within ``reach``.
    private func isLocalMaximum(_ index: Int) -> Bool {
        guard let key = entries[index].key else { return false }
        let end = entries[index].end
        var other = index - 1
        while other >= 0, end - entries[other].end < reach {
            if let rival = entries[other].key, rival >= key { return false }
            other -= 1
        }
        other = index + 1
        while other < entries.count, entries[other].end - end < reach {
            if let rival = entries[other].key, rival >= key { return false }
            other += 1
        }
        return true
    }

    /// Drops decided entries too far behind what is still to be decided to be compared with it.
    private mutating func forgetDecided() {
        let horizon = (undecided < entries.count ? entries[undecided].end : position) - reach
        var keep = 0
        while keep < undecided, entries[keep].end <= horizon { keep += 1 }
        // Compacted in batches, so that dropping costs O(1) per item on average.
        if keep >= 256 || keep > 0 && keep >= entries.count / 2 {
            entries.removeSubrange(0..<keep)
            undecided -= keep
        }
    }
}

extension Paginator {
    /// Where the pages of a whole list begin under `rule`, each item with the key that stable
    /// page breaks compare (nil: never ends a page; under other rules keys are not read).
    public static func starts(of items: [(kind: PageItemKind, height: Double, key: UInt64?)], rule: PageRule) -> [PageStart] {
        var paginator = Paginator(rule: rule)
        var starts: [PageStart] = []
        func place(_ item: (kind: PageItemKind, height: Double, key: UInt64?), endsPage: Bool) {
            if let start = paginator.add(item.kind, height: item.height, endsPage: endsPage) { starts.append(start) }
            if item.kind == .footer { paginator.endSection() }
        }
        if case .stable(let budget) = rule {
            var marks = PageBreakMarks<(kind: PageItemKind, height: Double, key: UInt64?)>(budget: budget)
            for item in items {
                for decided in marks.push(item, height: item.height, key: item.kind == .header ? nil : item.key) {
                    place(decided.payload, endsPage: decided.endsPage)
                }
            }
            for decided in marks.finish() { place(decided.payload, endsPage: decided.endsPage) }
        } else {
            for item in items { place(item, endsPage: false) }
        }
        if let start = paginator.finish() { starts.append(start) }
        return starts
    }
}
