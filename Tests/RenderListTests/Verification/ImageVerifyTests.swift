import Foundation
import Testing
@testable import RenderList

/// Rows with images of different ratios and formats, sized only by CSS width or not at all,
/// predicted from the files' headers and checked row by row against Chromium.
@Suite("Verification: images sized by their files")
struct ImageVerifyTests {
    private static let template = TestSupport.template(prototypes: """
        <div class="row" rl:prototype="Photo">
          <p rl:text="text">caption</p>
          <img class="sized" alt="" rl:attr-src="image"/>
          <img class="natural" alt="" rl:attr-src="image"/>
          <span>inline <img class="inline" alt="" rl:attr-src="image"/> text</span>
        </div>
        """, head: """
        <style>
          body { margin: 0; font-family: "DejaVu Sans", sans-serif; font-size: 14px; line-height: 20px }
          .list { width: 240px }
          .row { padding: 3px 0; border-bottom: 1px solid #ccc }
          .row p { margin: 0 }
          .row img.sized { display: block; width: 37px }
          .row img.natural { display: block; max-width: 100% }
          .row img.inline { width: 15px }
        </style>
        """)

    /// Every fixture but lossy.webp (a header over a body no decoder accepts), some named the
    /// iOS way without extension (`icon` finds icon@2x.png), some with spaces.
    private static let images = [
        "wide", "tall.png", "icon", "banner.gif", "baseline.jpg", "progressive.jpg", "lossless.webp",
        "extended.webp", "sized.svg", "viewbox.svg", "width-and-viewbox.svg", "units.svg", "percent.svg",
        "bare.svg", "prolog.svg", "with space.png",
    ]

    @Test func rowsWithImagesMatchChromium() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let photos = folder.appendingPathComponent("photos")
        try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: TestSupport.fixture("Images").path)
        for name in fixtures where !name.hasSuffix(".py") {
            try FileManager.default.copyItem(at: TestSupport.fixture("Images/" + name), to: photos.appendingPathComponent(name))
        }
        try FileManager.default.copyItem(at: TestSupport.fixture("Images/tall.png"),
                                         to: photos.appendingPathComponent("with space.png"))
        let rows = Self.images.map { #"{"cell": "Photo", "text": "\#($0)", "image": "photos/\#($0)"}"# }
        let data = TestSupport.write("[" + rows.joined(separator: ",\n") + "]", to: "list.json", in: folder)
        let template = TestSupport.write(Self.template, to: "template.xhtml", in: folder)
        let site = folder.appendingPathComponent("Public")
        let render = try CommandRunner.run(TestSupport.executable, [data, "-o", site.path, "--template", template])
        #expect(render.status == 0, "\(render.output) \(render.errors)")
        #expect(!render.output.contains("image size unknown") && !render.errors.contains("image size unknown"))
        let result = try CommandRunner.run(TestSupport.executable, ["verify", site.path, "--strict"])
        #expect(result.status == 0, "\(result.output) \(result.errors)")
        let count = Self.images.count
        #expect(result.output.contains("Verified \(count) rows on 1 page") && result.output.contains(": \(count) exact"),
                "\(result.output)")
    }
}
