import Foundation
import Testing
@testable import RenderList

/// The files the binary carries are the repository's files, byte for byte. When one fails,
/// run Scripts/embed-built-ins.py and commit the sources it writes.
@Suite("Built-in files")
struct BuiltInFilesTests {
    private func file(_ relative: String) throws -> [UInt8] {
        Array(try Data(contentsOf: TestSupport.repository.appendingPathComponent(relative)))
    }

    @Test func theBuiltInTemplateIsTemplatesListXHTML() throws {
        #expect(Array(BuiltInTemplate.text.utf8) == (try file(BuiltInTemplate.source)),
                "Sources/RenderList/BuiltIn/BuiltInTemplate.swift is out of date: run Scripts/embed-built-ins.py")
    }

    @Test func theStarterSampleIsTheExampleAndItsPhotos() throws {
        #expect(Array(StarterSample.data.utf8) == (try file(StarterSample.dataSource)),
                "Sources/RenderList/BuiltIn/StarterSample.swift is out of date: run Scripts/embed-built-ins.py")
        let photos = try FileManager.default.contentsOfDirectory(atPath: TestSupport.repository.appendingPathComponent("Examples/photos").path)
        #expect(StarterSample.photos.map(\.name) == photos.sorted().map { "photos/" + $0 })
        for photo in StarterSample.photos {
            #expect(Array(photo.text.utf8) == (try file("Examples/" + photo.name)), "\(photo.name) is out of date: run Scripts/embed-built-ins.py")
        }
    }

    @Test func theBuiltInTemplateLoadsWithEveryPrototype() throws {
        let template = try Template.builtIn()
        #expect(template.isBuiltIn)
        #expect(template.path == Template.builtInPath)
        #expect(template.prototypeIdentifiers == ["AdCell", "Cell", "Footer", "Header", "QuoteCell"])
    }

    @Test func theTemplateNeedsNoFileBesideIt() throws {
        // Its sample photo is inline, so the template shows it wherever it is copied.
        let relative = RenderedSite.matches(##"\s(?:src|href)="([^"#][^"]*)""##, in: BuiltInTemplate.text)
        #expect(relative.allSatisfy { $0.hasPrefix("data:") }, "\(relative)")
        #expect(!BuiltInTemplate.text.contains("@font-face"))
    }
}
