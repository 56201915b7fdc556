import Foundation

/// Renders a data file through a template into a paginated static site: the whole pipeline,
/// Data → Template → Binding → Layout → Pagination → Site.
///
/// Rows stream through the stages one at a time; the site is written beside the output folder
/// and swapped in at the end, so a failed run leaves the previous site as it was.
public struct SiteRenderer {
    /// What to render, and how.
    public let options: RenderOptions

    /// A renderer for `options`; nothing is read until ``render(progress:)``.
    public init(options: RenderOptions) {
        self.options = options
    }

    /// Renders and publishes the site.
    /// - Parameter progress: called now and then with the number of rows done so far.
    /// - Throws: `TemplateError`, `DataError`, `BindingError` or `SiteError`; nothing is published then.
    public func render(progress: ((Int) -> Void)? = nil) throws -> RenderSummary {
        let clock = ContinuousClock.now
        let template = try Template(path: options.templatePath)
        let reader = try ListSource(path: options.dataPath).open()
        let output = try OutputFolder(path: options.outputPath, protected: [options.dataPath, options.templatePath])
        let warnings = WarningLog()
        let assets = AssetStore(dataFile: options.dataPath, output: output)
        let layout = LayoutSetup(template: template, width: options.width, imageSize: assets.imageSizes.naturalSize(of:))
        let spool = try RowSpool(url: output.staging.appendingPathComponent(".render-list-rows"))
        let binder = Binder(template: template, assets: assets, warnings: warnings)
        var pass = ListPass(binder: binder, model: layout.model, width: layout.width, spool: spool, rule: options.pageRule)
        while let item = try reader.next() {
            try pass.add(item)
            if pass.rows % 10_000 == 0, case .row = item { progress?(pass.rows) }
        }
        let end = try pass.finish()
        let fonts = try WebFontFiles(fonts: layout.webFonts, output: output)
        let shell = PageShell(template: template, columnWidth: layout.width, copies: fonts.urls)
        let writer = PageWriter(shell: shell, output: output, total: pass.pageStarts.count, listIsEmpty: pass.rows == 0)
        var written = assets.written + fonts.written + [SiteStyle.fileName]
        var bytes = try SiteStyle.write(to: output) + fonts.bytes
        for (index, start) in pass.pageStarts.enumerated() {
            let stop = index + 1 < pass.pageStarts.count ? pass.pageStarts[index + 1] : end
            let page = try writer.write(page: index + 1, rows: spool.read(start..<stop))
            written.append(page.path)
            bytes += page.bytes
        }
        let notFound = try writer.writeNotFound()
        written.append(notFound.path)
        bytes += notFound.bytes
        spool.discard()
        try output.publish(written: written)
        let seconds = (ContinuousClock.now - clock).seconds
        return RenderSummary(rows: pass.rows, pages: pass.pageStarts.count, bytes: bytes, seconds: seconds,
                             columnWidth: layout.width, warnings: warnings.warnings + binder.unboundKeyWarnings() + layout.warnings,
                             inputFiles: [options.dataPath, options.templatePath] + assets.sources + fonts.sources)
    }
}
