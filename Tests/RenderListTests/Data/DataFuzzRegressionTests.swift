import Foundation
import Testing
@testable import RenderList

/// Inputs the fuzzers (Fuzz/, Scripts/fuzz.sh) found, kept so that they stay fixed. Every
/// refusal must be one line that starts with the file's path.
@Suite("Data: fuzz findings")
struct DataFuzzRegressionTests {
    /// Expects `path` to be refused with a one-line message that names it.
    private func expectOneLineRefusal(_ path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> DataError? {
        let error = DataFixtures.error(path)
        #expect(error != nil, sourceLocation: sourceLocation)
        #expect(error?.description.hasPrefix(path) == true, sourceLocation: sourceLocation)
        #expect(error?.description.contains("\n") == false, "\(String(describing: error))", sourceLocation: sourceLocation)
        #expect(error?.description.contains("\r") == false, sourceLocation: sourceLocation)
        return error
    }

    /// plist fuzzer: libxml2's message for bytes that are not UTF-8 has a line break
    /// ("…indicate encoding !\nBytes: 0x95 0x95…").
    @Test func libxml2sEncodingMessageIsJoinedIntoOneLine() {
        var bytes = Array("<?xml version=\"1.0\"?>\n<!DOCTYPE plist [<!ENTITY e \"x\">]>\n<plist><array><string>&e;</string></arra".utf8)
        bytes += [0x95, 0x95, 0x95, 0x95, 0x95, 0x95]
        bytes += Array("y></plist>\n".utf8)
        let error = expectOneLineRefusal(DataFixtures.temporary(bytes))
        #expect(error?.kind == .encoding)
        #expect(error?.location?.line == 3)
        #expect((error?.location?.column ?? 0) > 0)
        let offset = bytes.firstIndex(of: 0x95)!
        #expect(error?.message.contains("The byte 0x95 at byte offset \(offset) is not valid UTF-8.") == true)
    }

    @Test(arguments: [
        ("<array>loose\ntext</array>", "\"loose\\ntext\""),
        ("<array><integer>1&#13;\r\n2</integer></array>", "\"1\\r\\n2\""),  // XML reads a raw CR LF as LF
        ("<array><real>1\tx\u{85}y</real></array>", "\"1\\tx\\u{85}y\""),
        ("<array><date>2024\u{2028}</date></array>", "\"2024\\u{2028}\""),
    ])
    func quotedTextKeepsTheMessageOnOneLine(body: String, quoted: String) {
        let error = expectOneLineRefusal(DataFixtures.temporary(DataFixtures.plist(body)))
        #expect(error?.message.contains(quoted) == true, "\(String(describing: error))")
    }

    @Test func aJSONStringWithLineBreaksIsQuotedOnOneLine() {
        let error = expectOneLineRefusal(DataFixtures.temporary(#"{"rows": "a\nb\rc"}"#, name: "data.json"))
        #expect(error?.kind == .shape)
        #expect(error?.message.contains(#""a\nb\rc""#) == true, "\(String(describing: error))")
    }
}

extension DataFuzzRegressionTests {
    /// Code review beside the fuzzers (inputs too large for them to reach): a binary property
    /// list shares one long string among many references. Decoding objects stays within the
    /// object budget, but each one copies the whole string: 200 kB of file became 10 GB of text.
    @Test func aSharedLongStringIsRefusedBeforeItMultiplies() {
        var writer = BinaryPlistWriter()
        let text = writer.add(.string(String(repeating: "x", count: 100_000)))
        let rows = writer.add(.array(Array(repeating: text, count: 100_000)))
        let path = DataFixtures.temporary(writer.bytes(top: rows))
        let start = ContinuousClock.now
        let error = expectOneLineRefusal(path)
        #expect(ContinuousClock.now - start < .seconds(5))
        #expect(error?.kind == .limit)
        #expect(error?.message.contains("shared") == true, "\(String(describing: error))")
    }

    /// The same through section titles, which the outline pass keeps in memory: 20,000 shared
    /// references to a section with a 20 kB title held 400 MB.
    @Test func sharedSectionTitlesAreRefusedBeforeTheyFillMemory() {
        var writer = BinaryPlistWriter()
        let titleKey = writer.add(.string("title"))
        let rowsKey = writer.add(.string("rows"))
        let sectionsKey = writer.add(.string("sections"))
        let title = writer.add(.string(String(repeating: "t", count: 20_000)))
        let noRows = writer.add(.array([]))
        let section = writer.add(.dictionary([(rowsKey, noRows), (titleKey, title)]))
        let sections = writer.add(.array(Array(repeating: section, count: 20_000)))
        let root = writer.add(.dictionary([(sectionsKey, sections)]))
        let path = DataFixtures.temporary(writer.bytes(top: root))
        let start = ContinuousClock.now
        let error = expectOneLineRefusal(path)
        #expect(ContinuousClock.now - start < .seconds(5))
        #expect(error?.kind == .limit)
    }

    /// Sharing that stays small is still read: every row names the same short string.
    @Test func sharedShortStringsStillRead() throws {
        var writer = BinaryPlistWriter()
        let text = writer.add(.string("the same quote for every row, as a writer that uniques strings stores it"))
        let rows = writer.add(.array(Array(repeating: text, count: 50_000)))
        let items = try DataFixtures.items(DataFixtures.temporary(writer.bytes(top: rows)))
        #expect(DataFixtures.rows(items).count == 50_000)
    }
}

extension DataFuzzRegressionTests {
    /// Reads `path` to the end on a thread with a 512 KiB stack (what a secondary thread may
    /// get), as every value is built, compared and released there.
    private static func readOnSmallStack(_ path: String) -> Result<[ListItem], DataError> {
        nonisolated(unsafe) var result: Result<[ListItem], DataError>?
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result = DataFixtures.read(path)
            if case .success(let items) = result { _ = items == items }
            if case .success = result { result = .success([]) }  // release the nested values here, on this thread
            done.signal()
        }
        thread.stackSize = 512 << 10
        thread.start()
        done.wait()
        return result!
    }

    @Test(arguments: [("json", 500), ("json", 100_000), ("plist", 250), ("plist", 100_000)])
    func nestingIsBoundedOnASmallStack(format: String, depth: Int) {
        let text = switch format {
        case "json": "[{\"text\": \"deep\", \"nested\": " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}]"
        default: DataFixtures.plist("<array><dict><key>text</key><string>deep</string><key>nested</key>"
                                    + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth) + "</dict></array>")
        }
        let result = Self.readOnSmallStack(DataFixtures.temporary(text, name: "deep.\(format)"))
        if depth < 512 {
            #expect(throws: Never.self) { try result.get() }
        } else {
            #expect(throws: DataError.self) { try result.get() }
        }
    }

    @Test func binaryNestingIsBoundedOnASmallStack() {
        for depth in [500, 5_000] {
            var writer = BinaryPlistWriter()
            let text = writer.add(.string("text"))
            let nestedKey = writer.add(.string("nested"))
            var inner = writer.add(.array([]))
            for _ in 1..<depth { inner = writer.add(.array([inner])) }
            let row = writer.add(.dictionary([(text, text), (nestedKey, inner)]))
            let rows = writer.add(.array([row]))
            let result = Self.readOnSmallStack(DataFixtures.temporary(writer.bytes(top: rows)))
            if depth < 512 {
                #expect(throws: Never.self) { try result.get() }
            } else {
                #expect((try? result.get()) == nil)
            }
        }
    }
}

extension DataFuzzRegressionTests {
    /// plist fuzzer (crash-8cab562b…): an 8-byte object reference above `Int.max` trapped in
    /// `Int(_:)` ("Not enough bits to represent the passed value") instead of being refused.
    @Test func aReferenceBeyondIntMaxIsRefused() {
        let error = expectOneLineRefusal(DataFixtures.path("fuzz-binary-reference-beyond-int.plist"))
        #expect(error?.kind == .corrupt)
    }

    @Test(arguments: [UInt8(0x80), 0xFF])
    func aHandmadeReferenceBeyondIntMaxIsRefused(highByte: UInt8) {
        // One array (object 0) holding one 8-byte reference with its top bit set.
        var bytes = Array("bplist00".utf8) + [0xA1, highByte, 0, 0, 0, 0, 0, 0, 1]
        bytes += [8]  // the offset table: object 0 at byte 8
        bytes += [0, 0, 0, 0, 0, 0, 1, 8] + [0, 0, 0, 0, 0, 0, 0, 1] + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, 17]
        let error = expectOneLineRefusal(DataFixtures.temporary(bytes))
        #expect(error?.kind == .corrupt)
        #expect(error?.message.contains("there are only 1 objects") == true, "\(String(describing: error))")
    }
}

extension DataFuzzRegressionTests {
    /// json fuzzer (24 crash artifacts, e.g. `["a\` then a line feed): the invalid escape was
    /// shown as the raw byte after the backslash, a line break inside the message.
    @Test(arguments: [
        (UInt8(0x0A), "A backslash followed by the control character U+000A"),
        (0x0D, "A backslash followed by the control character U+000D"),
        (0x09, "A backslash followed by the control character U+0009"),
        (0x20, "A backslash followed by ' '"),
        (0x7F, "A backslash followed by the control character U+007F"),
        (0xC2, "A backslash followed by a non-ASCII character"),
        (UInt8(ascii: "x"), "The escape \\x"),
    ])
    func anInvalidEscapeIsNamedOnOneLine(byte: UInt8, phrase: String) {
        let bytes = Array("[\"a\\".utf8) + [byte] + (byte == 0xC2 ? [0x85] : []) + Array("\"]".utf8)
        let error = expectOneLineRefusal(DataFixtures.temporary(bytes, name: "data.json"))
        #expect(error?.kind == .syntax)
        #expect(error?.message.hasPrefix(phrase + " is not valid JSON") == true, "\(String(describing: error))")
    }

    /// Review beside the json fuzzer: a number of megabytes was quoted whole in its message.
    @Test(arguments: ["[1" + String(repeating: "7", count: 400) + "]", "[1e" + String(repeating: "9", count: 400) + "]", "[-" + String(repeating: "0", count: 400) + "]"])
    func aHugeNumberIsClippedInItsMessage(text: String) {
        let error = expectOneLineRefusal(DataFixtures.temporary(text, name: "data.json"))
        #expect((error?.message.count ?? .max) < 300, "\(String(describing: error))")
        #expect(error?.message.contains("…") == true)
    }
}
