import Foundation

/// The renderers of a render's threads (``RowRenderer``): the calling thread's, which the list
/// pass and the taxonomy lists use, and one for each other thread, with a template, binder and
/// layout of its own. They share the image store, and the heights one of them lays out in full
/// (``SharedRowHeights``). What the others learn (warnings, keys bound, faces drawn) is taken in
/// at the end, so the site does not depend on how many there are.
struct RowRenderers {
    /// Every thread's renderer, the calling thread's first.
    let all: [RowRenderer]

    /// `count` renderers, the first of them with `binder` and `layout`, the render's own.
    init(count: Int, binder: Binder, layout: LayoutSetup, options: RenderOptions, assets: AssetStore,
         offersToFeeds: Bool) throws {
        let shared = count > 1 ? SharedRowHeights() : nil
        func renderer(_ binder: Binder, _ layout: LayoutSetup) -> RowRenderer {
            let template = binder.template
            return RowRenderer(binder: binder, layout: layout, fonts: options.embedsFonts ? CellFonts(template: template) : nil,
                               anchors: RowAnchors(template: template, layout: layout), offersToFeeds: offersToFeeds,
                               keysRows: options.pageRule.isStable, shared: shared)
        }
        var all = [renderer(binder, layout)]
        for _ in 1..<max(1, count) {
            let template = try Template.load(options.templatePath)
            let layout = LayoutSetup(template: template, width: options.width, viewportWidths: options.viewportWidths,
                                     imageSize: assets.imageSizes.naturalSize(of:), embedsFonts: options.embedsFonts)
            all.append(renderer(Binder(template: template, assets: assets, warnings: WarningLog()), layout))
        }
        self.all = all
    }

    /// Hands `pass` every item of `next`, in data order, rendered on every thread: each takes
    /// chunks of items and renders them, and this thread places them between its own chunks
    /// (``ChunkedPass``). `progress` hears the count of rows placed every 10,000 rows.
    func fill(_ pass: inout ListPass, from next: @escaping ItemChunks.Next, progress: ((Int) -> Void)?) throws {
        pass.progress = progress
        guard all.count > 1 else {
            while let item = try next() { try pass.add(item) }
            return
        }
        let chunks = ChunkedPass<RenderedItem>(next: next, workers: all.count)
        let threads = WorkerThreads(count: all.count - 1)
        defer { threads.stop() }
        let (main, all) = (all[0], all)
        threads.begin { part in chunks.work { items in items.map(all[part + 1].render) } }
        try chunks.run({ items in items.map(main.render) }) { rendered in
            for item in rendered { try pass.add(item) }
        }
    }

    /// Takes what the other threads' binders learned into the calling thread's: their warnings,
    /// and the keys their rows had (a key is unbound only if no row had it). Once, after the rows.
    func gatherWarnings() {
        let binder = all[0].binder
        for other in all.dropFirst() {
            binder.warnings.absorb(other.binder.warnings)
            binder.boundKeys.absorb(other.binder.boundKeys)
        }
    }

    /// The CSS the layouts of every thread met but do not model, once each.
    var layoutWarnings: [RenderWarning] {
        var seen: Set<String> = []
        return all.flatMap(\.layout.warnings).filter { seen.insert($0.description).inserted }
    }

    /// The faces every thread's rows were measured with, and what each drew.
    var fontUsage: FontUsage {
        var usage = all[0].layout.fontUsage
        for other in all.dropFirst() { usage.formUnion(other.layout.fontUsage) }
        return usage
    }
}
