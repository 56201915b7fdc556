import Testing
@testable import RenderList

/// The viewport classes of a template: device widths, its breakpoints, the width at which its
/// `max-width` column stops growing, and columns that fit beside a classic scrollbar.
@Suite("Layout: viewport classes")
struct ViewportClassesTests {
    private static let fluid = TestSupport.template(prototypes: "", head: """
        <style>
        body { margin: 0 }
        .list { max-width: 640px; margin: 0 auto; padding: 0 16px }
        p { font-size: clamp(14px, 12px + 1vw, 18px) }
        @media (max-width: 600px) { p { padding: 4px } }
        @media (width >= 900px) { p { padding: 8px } }
        </style>
        """)

    private func classes(_ text: String, widths: [Double]? = nil) throws -> ViewportClasses {
        let template = try TestSupport.loadTemplate(text)
        return ViewportClasses(template: template, widths: widths, base: MediaEnvironment(), metrics: ApproximateTextMetrics())
    }

    @Test func breakpointsAndTheColumnsEndAreClasses() throws {
        let found = try classes(Self.fluid, widths: [320, 1280])
        let widths = found.classes.map(\.minWidth)
        #expect(widths.contains(600 + 1.0 / 64))
        #expect(widths.contains(900))
        // 640 + 2 × 16 padding + 17 for a scrollbar: from there on the column is 640.
        #expect(widths.contains(689))
        #expect(widths == widths.sorted())
        let last = try #require(found.classes.last)
        #expect(last.columnWidth == 640)
    }

    @Test func columnsFitBesideAScrollbar() throws {
        let found = try classes(Self.fluid, widths: [320, 375])
        #expect(found.classes[0].minWidth == 320)
        #expect(found.classes[0].columnWidth == 320 - 17 - 32)
        #expect(found.classes[1].columnWidth == 375 - 17 - 32)
    }

    @Test func aFixedColumnIsNarrowedToFitAPhone() throws {
        let fixed = TestSupport.template(prototypes: "", head: "<style>body { margin: 0 } .list { width: 600px; padding: 0 16px }</style>")
        let found = try classes(fixed, widths: [320, 1280])
        #expect(found.classes.map(\.columnWidth) == [271, 600])
        #expect(found.classes.map(\.minWidth) == [320, 649])
    }

    @Test func classesThatLayRowsOutAlikeAreOne() throws {
        // No viewport units and no breakpoints: past the column's end every width is alike.
        let plain = TestSupport.template(prototypes: "", head: "<style>body { margin: 0 } .list { max-width: 500px }</style>")
        let found = try classes(plain, widths: [320, 1024, 1280, 1440])
        #expect(found.classes.map(\.minWidth) == [320, 517])
        #expect(found.layouts.count == 2)
    }

    @Test func viewportUnitsMakeEveryWidthItsOwnLayout() throws {
        let found = try classes(Self.fluid, widths: [1280, 1440])
        #expect(found.classes.map(\.minWidth) == [1280, 1440])
        #expect(found.layouts.count == 2)
    }

    /// A template with a breakpoint every 10 px is measured with at most 32 layouts, and says
    /// which widths take the heights of the class below them.
    @Test func dozensOfBreakpointsAreCapped() throws {
        let queries = stride(from: 330, to: 1330, by: 10).map { "@media (min-width: \($0)px) { p { padding: \($0 % 7)px } }" }
        let text = TestSupport.template(prototypes: "", head: "<style>body { margin: 0 } .list { max-width: 500px } \(queries.joined(separator: " "))</style>")
        let found = try classes(text)
        #expect(found.layouts.count == ViewportClasses.maximumLayouts)
        #expect(!found.skipped.isEmpty && found.skipped == found.skipped.sorted())
        let template = try TestSupport.loadTemplate(text)
        let setup = LayoutSetup(template: template, width: nil)
        #expect(setup.warnings.contains { $0.message.contains("take the heights of the class below them") })
    }

    @Test func listsOfWidthsAreReadOrRefused() throws {
        #expect(try ViewportClass.widths(parsing: "320, 768,1280px") == [320, 768, 1280])
        #expect(throws: ViewportListError.self) { try ViewportClass.widths(parsing: "320,wide") }
        #expect(throws: ViewportListError.self) { try ViewportClass.widths(parsing: "") }
    }
}
