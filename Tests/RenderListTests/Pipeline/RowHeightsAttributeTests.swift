import Foundation
import Testing
@testable import RenderList

/// Rows that name an image (a photo per quote) replay by the size of the image they show, not
/// its name, and rows that set attributes layout does not read (a link's `href`, a `data-id`)
/// replay whatever their values: a list with a photo, a URL or an id per row is not laid out
/// in full row after row.
@Suite("Row heights of rows that set attributes")
struct RowHeightsAttributeTests {
    @Test func aKeyThatOnlyNamesImagesIsAnImageSource() throws {
        let template = try TestSupport.loadTemplate(TestSupport.template(prototypes: """
            <div rl:prototype="P"><img rl:if="photo" rl:attr-src="photo" alt=""/><img rl:attr-src="photo" alt=""/>
            <img rl:attr-src="logo" rl:attr-alt="logo" alt=""/><img rl:attr-src="icon" alt=""/><p rl:text="icon"/>
            <a rl:attr-src="banner">x</a><ul><li rl:each="items"><img rl:attr-src="thumb" alt=""/></li></ul>
            <img rl:unless="avatar" src="none.png" alt=""/><img rl:attr-src="avatar" alt=""/></div>
            """))
        let slots = PrototypeSlots(prototype: try #require(template.prototype("P")).element)
        #expect(slots.keys == ["avatar", "banner", "icon", "items", "logo", "photo", "thumb"])
        // An alt text, a text slot, a non-image element or a loop read more of the key than its size.
        #expect(slots.isImageSourceOnly == [true, false, false, false, false, true, false])
    }

    /// A PNG file's first bytes: the signature and an IHDR chunk of `width` × `height` pixels.
    private func png(_ width: UInt32, _ height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for value in [width, height] { bytes += withUnsafeBytes(of: value.bigEndian, Array.init) }
        return Data(bytes + [8, 6, 0, 0, 0, 0, 0, 0, 0])
    }

    /// Heights and warnings on two threads with replay, and with every row laid out in full.
    private func bothWays(data: String, template: String) throws -> (replayed: [Double], full: [Double], count: Int,
                                                                      warnings: (Set<String>, Set<String>)) {
        var replayed: [Double] = [], full: [Double] = []
        var estimator = HeightEstimator(dataPath: data, templatePath: template, width: 300)
        estimator.threads = 2
        let summary = try estimator.estimate { replayed.append($1) }
        var single = HeightEstimator(dataPath: data, templatePath: template, width: 300, cachesHeights: false)
        single.threads = 1
        let fullSummary = try single.estimate { full.append($1) }
        return (replayed, full, summary.replayedRows,
                (Set(summary.warnings.map(\.description)), Set(fullSummary.warnings.map(\.description))))
    }

    /// A key set only as an attribute that generated content shows (`content: attr(data-n)`)
    /// is read by layout: rows with other values do not replay each other's heights.
    @Test func attributesThatGeneratedContentShowsAreReadByLayout() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let template = TestSupport.write(TestSupport.template(
            prototypes: #"<p rl:prototype="P" class="c" rl:attr-data-n="n" rl:text="text">x</p>"#,
            head: "<style>.list { width: 300px } p { margin: 0 } p::after { content: ' ' attr(data-n) }</style>"),
            to: "t.xhtml", in: folder)
        let rows: [[String: Any]] = (0..<120).map { index in
            ["cell": "P", "text": "Row \(index % 3)", "n": String(repeating: "seven ", count: index % 20)]
        }
        let data = folder.appendingPathComponent("rows.json")
        try JSONSerialization.data(withJSONObject: rows).write(to: data)
        let result = try bothWays(data: data.path, template: template)
        #expect(result.replayed == result.full)
        #expect(Set(result.full).count >= 3, "the attribute's text gives the rows different heights")
    }

    @Test(arguments: ["", "img[src$=\"b.png\"] { width: 40px }"])
    func rowsReplayByTheSizeOfTheirImage(selector: String) throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sizes: [(UInt32, UInt32)] = [(64, 64), (120, 60), (30, 90)]
        for index in 0..<30 {
            let (width, height) = sizes[index % sizes.count]
            try png(width, height).write(to: folder.appendingPathComponent("p\(index)\(index % 2 == 0 ? "a" : "b").png"))
        }
        let template = TestSupport.write(TestSupport.template(
            prototypes: #"<div rl:prototype="Photo" class="c"><img class="p" rl:if="photo" rl:attr-src="photo" alt=""/><p rl:text="text">x</p></div>"#,
            head: "<style>.list { width: 300px } .p { display: block; width: 50% } p { margin: 0 } \(selector)</style>"),
            to: "t.xhtml", in: folder)
        let rows: [[String: Any]] = (0..<150).map { index in
            var row: [String: Any] = ["cell": "Photo", "text": "Row \(index) " + String(repeating: "word ", count: index % 7)]
            switch index % 10 {
            case 0: break
            case 1: row["photo"] = ""
            case 2: row["photo"] = "missing-\(index / 10 % 4).png"  // reported, and the image leaves the cell
            case 3: row["photo"] = "https://example.org/\(index).png"  // no size known
            case 4: row["photo"] = "javascript:alert(\(index))"  // refused
            default: row["photo"] = "p\(index % 30)\(index % 30 % 2 == 0 ? "a" : "b").png"
            }
            return row
        }
        let data = folder.appendingPathComponent("rows.json")
        try JSONSerialization.data(withJSONObject: rows).write(to: data)
        let result = try bothWays(data: data.path, template: template)
        #expect(result.replayed == result.full)
        #expect(Set(result.full).count >= 4, "the images' sizes give the rows different heights")
        #expect(result.warnings.0 == result.warnings.1, "a replayed row loses no warning")
        #expect(result.warnings.1.filter { $0.contains("missing-") }.count == 4)
        // 75 rows name one of 30 files of three sizes: by their size, all but a few replay.
        // With a selector on src, the name counts, and each name's first row is laid out.
        #expect(result.count > (selector.isEmpty ? 115 : 60))
    }

    @Test func keysThatOnlySetAttributesLayoutDoesNotReadAreInert() throws {
        let template = try TestSupport.loadTemplate(TestSupport.template(prototypes: """
            <div rl:prototype="P" rl:attr-data-id="id"><a rl:if="url" rl:attr-href="url" rl:attr-title="note">x</a>
            <p rl:attr-class="kind" rl:attr-title="kind"/><area rl:attr-href="map" alt=""/><p rl:attr-title="label" rl:text="label"/>
            <ul><li rl:each="items" rl:attr-title="tip"/></ul><img rl:attr-srcset="set" rl:attr-src="photo" alt=""/></div>
            """))
        let slots = PrototypeSlots(prototype: try #require(template.prototype("P")).element)
        #expect(slots.keys == ["id", "items", "kind", "label", "map", "note", "photo", "set", "tip", "url"])
        // A class is read by layout, an area leaves without its href, a text slot and a loop read more.
        #expect(slots.inertAttributesOfKey.map { $0?.names } == [["data-id"], nil, nil, nil, nil, ["title"], nil, ["srcset"], nil, ["href"]])
        #expect(slots.inertAttributesOfKey.map { $0?.holdsLink } == [false, nil, nil, nil, nil, false, nil, false, nil, true])
        // A selector that tests an attribute makes its keys part of the shape again.
        let tested = PrototypeSlots(prototype: try #require(template.prototype("P")).element, selectorAttributes: ["title"])
        #expect(tested.inertAttributesOfKey.map { $0?.names } == [["data-id"], nil, nil, nil, nil, nil, nil, ["srcset"], nil, ["href"]])
    }

    @Test func aRowsLanguageIsPartOfItsShape() throws {
        // `lang` picks fonts and line heights (a Japanese row in Noto Sans CJK JP): two rows of
        // one text in other languages are laid out each, not replayed from the other.
        let template = try TestSupport.loadTemplate(TestSupport.template(prototypes: """
            <p rl:prototype="P" rl:attr-lang="lang" rl:attr-title="lang" rl:text="text"/>
            """))
        let slots = PrototypeSlots(prototype: try #require(template.prototype("P")).element)
        #expect(slots.keys == ["lang", "text"])
        #expect(slots.inertAttributesOfKey.map { $0?.names } == [nil, nil])
    }

    @Test(arguments: ["", ".c[data-id$=\"7\"] { border-bottom: 12px solid }"])
    func rowsReplayWhateverTheirInertAttributesHold(selector: String) throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let template = TestSupport.write(TestSupport.template(
            prototypes: """
                <article rl:prototype="Link" class="c" rl:attr-data-id="id"><a rl:if="url" rl:attr-href="url" rl:attr-title="note">
                <span rl:text="text">x</span></a></article>
                """,
            head: "<style>.list { width: 300px } \(selector)</style>"), to: "t.xhtml", in: folder)
        let rows: [[String: Any]] = (0..<150).map { index in
            var row: [String: Any] = ["cell": "Link", "id": "row-\(index)", "text": "Row \(index) " + String(repeating: "word ", count: index % 9)]
            switch index % 10 {
            case 0: break
            case 5: row["url"] = "javascript:void(\(index))"; row["note"] = "Refused"  // reported, once per key
            default: row["url"] = "https://example.org/\(index)"; row["note"] = "Note \(index)"
            }
            return row
        }
        let data = folder.appendingPathComponent("rows.json")
        try JSONSerialization.data(withJSONObject: rows).write(to: data)
        let result = try bothWays(data: data.path, template: template)
        #expect(result.replayed == result.full)
        #expect(result.warnings.0 == result.warnings.1, "a replayed row loses no warning")
        #expect(result.warnings.1.contains { $0.contains("javascript:void") })
        // Every row has its own id and URL; with a selector on data-id, each row's id counts.
        #expect(selector.isEmpty ? result.count > 120 : result.count == 0)
    }
}
