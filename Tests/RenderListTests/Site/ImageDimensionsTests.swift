import Testing
@testable import RenderList

@Suite("Site: intrinsic image sizes")
struct ImageDimensionsTests {
    @Test func rasterHeadersGiveTheirPixelSize() throws {
        // PNG: signature, IHDR length and type, width 320 and height 180 big-endian.
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + [0, 0, 0x01, 0x40, 0, 0, 0, 0xB4, 8, 6, 0, 0, 0]
        #expect(try #require(ImageDimensions.parse(png)) == (320, 180))
        let gif = Array("GIF89a".utf8) + [0x5A, 0x00, 0x78, 0x00, 0, 0, 0]
        #expect(try #require(ImageDimensions.parse(gif)) == (90, 120))
        // JPEG: SOI, an APP0 segment to skip, then SOF0 with height 600 and width 800.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x4A, 0x46, 0xFF, 0xC0, 0x00, 0x11, 0x08,
                             0x02, 0x58, 0x03, 0x20, 0x03, 0x01, 0x22, 0x00]
        #expect(try #require(ImageDimensions.parse(jpeg)) == (800, 600))
    }

    @Test func svgRootWidthAndHeight() throws {
        let svg = #"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="64" height='48px'>"#
        #expect(try #require(ImageDimensions.parse(Array(svg.utf8))) == (64, 48))
        let strokeWidth = #"<svg stroke-width="3" width="10" height="20" viewBox="0 0 1 2">"#
        #expect(try #require(ImageDimensions.parse(Array(strokeWidth.utf8))) == (10, 20))
        // No size of its own, or one in other units: unknown (the model warns).
        #expect(ImageDimensions.parse(Array(#"<svg viewBox="0 0 4 3">"#.utf8)) == nil)
        #expect(ImageDimensions.parse(Array(#"<svg width="50%" height="2em">"#.utf8)) == nil)
        #expect(ImageDimensions.parse(Array("not an image".utf8)) == nil)
    }
}
