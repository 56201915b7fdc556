import Foundation

/// Renders a data file, or values in memory, through a template into a paginated static site:
/// the whole pipeline, Data → Template → Binding → Layout → Pagination → Site.
///
///     let rows = try ListSource(rows: [["text": "Hello"], ["text": "World"]])
///     let summary = try SiteRenderer(options: RenderOptions(source: rows, outputPath: "Public",
///                                                           templatePath: nil)).render()
///
/// Rows stream through the stages in chunks, rendered on every core (``RenderOptions/threads``,
/// which never changes the site); the site is written beside the output folder and swapped in
/// at the end, so a failed run leaves the previous site as it was.
public struct SiteRenderer {
    /// What to render, and how.
    public let options: RenderOptions

    /// The warning a render with `--system-fonts` gives.
    public static let systemFontsWarning = "--system-fonts: the site carries no fonts, so row heights hold only for visitors who have the fonts they were measured with installed; elsewhere rows may be taller or shorter than their placeholders."

    /// The note a render without a base URL gives.
    public static let noBaseURLNote = "no --base-url, so no canonical links, sitemap or feeds were written."

    /// A renderer for `options`; nothing is read until ``render(progress:)``.
    public init(options: RenderOptions) {
        self.options = options
    }

    /// Renders and publishes the site.
    /// - Parameter progress: called now and then with the number of rows done so far.
    /// - Throws: `TemplateError`, `DataError`, `BindingError` or `SiteError`; nothing is published then.
    public func render(progress: ((Int) -> Void)? = nil) throws -> RenderSummary {
        let clock = ContinuousClock.now
        let template = try Template.load(options.templatePath)
        let templateFiles = template.isBuiltIn ? [] : [template.path]
        if let key = options.taxonomy, let problem = Taxonomy.problem(withKey: key) {
            throw SiteError(path: options.outputPath, message: problem)
        }
        let reader = try options.source.open()
        let dataFiles = options.source.file.map { [$0] } ?? []
        let output = try OutputFolder(path: options.outputPath, protected: dataFiles + templateFiles)
        do {
            return try render(reader, template: template, into: output, inputFiles: dataFiles + templateFiles, progress: progress,
                              since: clock)
        } catch {
            // Threads that rendered rows may still hold the folder; its staging goes now.
            output.abandon()
            throw error
        }
    }

    /// The site of `reader`'s rows through `template`, written into `output` and published;
    /// `inputFiles`: the data and template files read.
    private func render(_ reader: ListReader, template: Template, into output: OutputFolder, inputFiles: [String],
                        progress: ((Int) -> Void)?, since clock: ContinuousClock.Instant) throws -> RenderSummary {
        let warnings = WarningLog()
        let assets = AssetStore(imagesFolder: options.source.imagesFolder, output: output)
        let layout = LayoutSetup(template: template, width: options.width, viewportWidths: options.viewportWidths,
                                 imageSize: assets.imageSizes.naturalSize(of:), embedsFonts: options.embedsFonts)
        let spool = try RowSpool(url: output.staging.appendingPathComponent(".render-list-rows"))
        let feeds = options.baseURL != nil && template.hasFeeds ? FeedSelection(byDate: template.feedsByDate) : nil
        let binder = Binder(template: template, assets: assets, warnings: warnings)
        let renderers = try RowRenderers(count: options.threads, binder: binder, layout: layout, options: options,
                                         assets: assets, offersToFeeds: feeds != nil)
        var pass = ListPass(renderer: renderers.all[0], spool: spool, rule: options.pageRule, feeds: feeds)
        pass.index = try PermalinkIndex(staging: output.staging)
        let arranged = try arrangedItems(reader, language: template.language)
        try renderers.fill(&pass, from: arranged.map(ItemChunks.source) ?? reader.next, progress: arranged == nil ? progress : nil)
        renderers.gatherWarnings()
        let end = try pass.finish()
        let fonts = try WebFontFiles(fonts: layout.webFonts, output: output)
        let shell = PageShell(template: template, columnWidth: layout.width, copies: fonts.urls,
                              rewritesFontFamilies: options.embedsFonts, viewports: layout.viewports.classes)
        var site = Publication.Written(paths: assets.written + fonts.written, bytes: fonts.bytes)
        site.add(try TemplateStylesheet.write(shell.stylesheets, to: output))
        try writePages(pass, end: end, shell: shell, output: output, into: &site)
        if let key = options.taxonomy, let arranged {
            let taxonomy = Taxonomy(key: key, items: arranged, language: template.language)
            site.add(try TaxonomyLists(taxonomy: taxonomy, items: arranged, renderer: renderers.all[0], options: options)
                .write(output: output, shell: shell))
        }
        if let base = options.baseURL { site.add(try Publication(base: base, output: output).writeSitemap(of: site.paths)) }
        // Every row is measured now: the faces they were measured with are known.
        let embedded = options.embedsFonts ? try FontEmbedding(usage: renderers.fontUsage, shell: ShellCharacters.of(template), output: output) : nil
        site.paths += (embedded?.written ?? []) + [SiteStyle.fileName]
        site.bytes += (embedded?.bytes ?? 0) + (try SiteStyle.write(to: output, classes: layout.viewports.classes,
                                                                  fonts: embedded?.css ?? ""))
        spool.discard()
        try output.publish(written: site.paths)
        let seconds = (ContinuousClock.now - clock).seconds
        var summary = RenderSummary(rows: pass.rows, pages: pass.pageStarts.count, bytes: site.bytes, seconds: seconds,
                             columnWidth: layout.width, warnings: warnings.warnings + binder.unboundKeyWarnings() + renderers.layoutWarnings,
                             notes: site.notes,
                             inputFiles: inputFiles + assets.sources + fonts.sources)
        summary.fontBytes = embedded?.fontBytes ?? 0
        summary.viewports = layout.viewports.classes
        return summary
    }

    /// Writes the list's pages, `404.html` and, with a base URL, the feeds.
    private func writePages(_ pass: ListPass, end: Int, shell: PageShell, output: OutputFolder,
                            into site: inout Publication.Written) throws {
        var writer = PageWriter(shell: shell, output: output, total: pass.pageStarts.count, listIsEmpty: pass.rows == 0)
        writer.baseURL = options.baseURL
        if pass.feeds != nil { writer.feeds = Publication.feedLinks }
        let pages = ListPages(writer: writer, spool: pass.spool, starts: pass.pageStarts, ends: pass.pageEnds.pages, end: end)
        site.add(try pages.write(threads: options.threads))
        if let index = pass.index { site.add(try index.write(pageStarts: pass.pageStarts, to: output)) }
        let notFound = try writer.writeNotFound()
        site.paths.append(notFound.path)
        site.bytes += notFound.bytes
        guard let base = options.baseURL else {
            site.notes.append(Self.noBaseURLNote)
            return
        }
        guard let feeds = pass.feeds else {
            site.notes.append("the template has no rl:feed-title on a prototype, so no feeds were written.")
            return
        }
        let undated = options.source.file.map(Self.modificationDate(of:)) ?? Date()
        let entries = FeedEntries.make(feeds.chosen, pageStarts: pass.pageStarts, base: base, undated: undated)
        let header = FeedHeader(title: shell.title, base: base, updated: FeedEntries.updated(entries, undated: undated))
        site.add(try Publication(base: base, output: output).writeFeeds(header, entries: entries))
    }

    /// Every item of `reader`, sorted and grouped, when the options ask for that; nil when the
    /// rows stream through one at a time.
    private func arrangedItems(_ reader: ListReader, language: String) throws(DataError) -> [ListItem]? {
        guard options.arrangesRows else { return nil }
        let arrangement = RowArrangement(sort: options.sort, groupBy: options.groupBy, language: language)
        return try arrangement.items(from: reader)
    }

    /// When `path` last changed: the date of feed entries without one of their own (for values
    /// in memory, the time of the render).
    private static func modificationDate(of path: String) -> Date {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        return attributes?[.modificationDate] as? Date ?? Date(timeIntervalSince1970: 0)
    }
}
