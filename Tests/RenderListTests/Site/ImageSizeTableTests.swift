import Foundation
import Testing
@testable import RenderList

/// The natural sizes the asset store keeps by URL, as the height model looks them up.
@Suite("Site: image sizes by URL")
struct ImageSizeTableTests {
    /// The URL the store hands out is what binding escapes into the cell's `src`; both, and the
    /// same URL behind the root marker, find the file's size.
    @Test func urlsFromTheStoreFindTheirSizes() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let photos = folder.appendingPathComponent("photos")
        try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
        for (source, target) in [("wide.png", "wide one.png"), ("icon@2x.png", "icon@2x.png"), ("viewbox.svg", "v#1.svg")] {
            try FileManager.default.copyItem(at: TestSupport.fixture("Images/" + source), to: photos.appendingPathComponent(target))
        }
        let data = TestSupport.write("[]", to: "list.json", in: folder)
        let output = try OutputFolder(path: folder.appendingPathComponent("Public").path, protected: [data])
        let store = AssetStore(dataFile: data, output: output)
        let wide = try #require(store.imageURL(for: "photos/wide one.png"))
        let icon = try #require(store.imageURL(for: "photos/icon"))
        let viewBox = try #require(store.imageURL(for: "photos/v#1.svg"))
        #expect(wide == "images/photos/wide%20one.png")
        for src in [wide, URLPolicy.escaped(wide), "\u{1}" + wide] {
            #expect(store.imageSizes.naturalSize(of: src) == NaturalSize(width: 40, height: 10), "\(src)")
        }
        // the @2x file is 24 px wide to Chromium too: the name's scale is not read
        #expect(store.imageSizes.naturalSize(of: URLPolicy.escaped(icon)) == NaturalSize(width: 24, height: 24))
        #expect(store.imageSizes.naturalSize(of: URLPolicy.escaped(viewBox)) == NaturalSize(width: nil, height: nil, ratio: 4))
        #expect(store.imageSizes.naturalSize(of: "images/photos/other.png") == nil)
    }
}
