import Foundation

/// What to render, and how.
public struct RenderOptions: Sendable {
    /// The list's data: a data file, or values in memory (``ListSource``).
    public var source: ListSource
    /// The data file: an XML or binary property list, or JSON; for values in memory, the name
    /// messages give them. Setting it renders that file.
    public var dataPath: String {
        get { source.path }
        set { source = ListSource(path: newValue) }
    }
    /// The folder the site is published into (replaced as a whole, atomically).
    public var outputPath: String
    /// The XHTML template holding the page shell and the cell prototypes; nil:
    /// `Templates/list.xhtml` in the working folder when it exists, else the built-in template
    /// (``Template/load(_:)``).
    public var templatePath: String?
    /// The list column's width in CSS px, pinned for every viewport (one viewport class); nil
    /// measures rows for each viewport class, the column's width in each taken from the
    /// template's CSS.
    public var width: Double?
    /// The device widths of the viewport classes (`--viewports`); nil: the common ones
    /// (``ViewportClass/deviceWidths``). The template's own breakpoints are always added.
    public var viewportWidths: [Double]?
    /// How pages are cut.
    public var pageRule: PageRule
    /// Where the site is served; nil: unknown, and nothing that needs absolute URLs (canonical
    /// links, the sitemap, `robots.txt`, the feeds) is written.
    public var baseURL: BaseURL?
    /// The keys and directions rows are sorted by (`--sort`, repeated: ties in the first key
    /// ordered by the next); none keeps data order.
    public var sort: [SortKey] = []
    /// The key whose values make the sections (`--group-by`); nil keeps the data's sections.
    public var groupBy: String?
    /// The key whose values each get a list of their own (`--taxonomy`); nil writes none.
    public var taxonomy: String?
    /// Whether the site carries the faces rows were measured with (the default), so that row
    /// heights hold for visitors without them; false (`--system-fonts`) leaves the template's
    /// `font-family` lists to the visitor's fonts, and heights hold only where the measuring
    /// fonts are installed.
    public var embedsFonts = true

    /// Threads that fill, measure and write rows, the calling thread one of them (1: it alone).
    /// The site does not depend on it.
    public var threads = max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// Whether the rows are read whole before they are rendered (``sort``, ``groupBy`` or
    /// ``taxonomy`` given); otherwise they stream through one at a time.
    public var arrangesRows: Bool { !sort.isEmpty || groupBy != nil || taxonomy != nil }

    /// The widest list column, in CSS px: Blink's largest length (a LayoutUnit, 1/64 px in a
    /// 32-bit integer); wider boxes are laid out at this width.
    public static let maximumWidth = 33_554_431.0

    /// Why `width` cannot be a list column's width, or nil when it can: a whole sentence for the
    /// option `option` (`--width`).
    public static func problem(withWidth width: Double, option: String) -> String? {
        guard !(width > 0 && width.isFinite && width <= maximumWidth) else { return nil }
        return "\(option) must be a number of CSS px above 0 and at most 33,554,431 (the widest box a browser lays out), not \(width)."
    }

    /// Options for rendering `dataPath` through `templatePath` into `outputPath`.
    public init(dataPath: String, outputPath: String, templatePath: String?,
                width: Double? = nil, pageRule: PageRule = .standard, baseURL: BaseURL? = nil) {
        self.init(source: ListSource(path: dataPath), outputPath: outputPath, templatePath: templatePath,
                  width: width, pageRule: pageRule, baseURL: baseURL)
    }

    /// Options for rendering `source` — a file, or values in memory — through `templatePath`
    /// into `outputPath`.
    ///
    ///     let rows = try ListSource(rows: [["text": "Hello"], ["text": "World"]])
    ///     let options = RenderOptions(source: rows, outputPath: "Public", templatePath: nil)
    public init(source: ListSource, outputPath: String, templatePath: String?,
                width: Double? = nil, pageRule: PageRule = .standard, baseURL: BaseURL? = nil) {
        self.source = source
        self.outputPath = outputPath
        self.templatePath = templatePath
        self.width = width
        self.pageRule = pageRule
        self.baseURL = baseURL
    }
}

/// What a render did: the CLI's summary line.
public struct RenderSummary: Sendable {
    /// Data rows rendered (headers and footers are not rows).
    public var rows: Int
    /// Pages written.
    public var pages: Int
    /// Bytes written (pages and copied images).
    public var bytes: Int
    /// Wall-clock seconds.
    public var seconds: Double
    /// The list column width pages were cut by (the narrowest viewport class's).
    public var columnWidth: Double
    /// The viewport classes rows were measured for, narrowest first.
    public var viewports: [ViewportClass] = []
    /// Warnings, once per kind and key.
    public var warnings: [RenderWarning]
    /// What the user should know about what was (or was not) written, each a whole sentence:
    /// that no base URL was given, that a `robots.txt` of theirs was kept.
    public var notes: [String] = []
    /// Every file the render read: the data file (none for values in memory), the template and
    /// the images it copied (what a live preview watches).
    public var inputFiles: [String]
    /// Bytes of the embedded fonts among ``bytes`` (0 with ``RenderOptions/embedsFonts`` off).
    public var fontBytes = 0
}
