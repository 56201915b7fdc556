import Hummingbird

/// The bytes the server would send for a file, with their validators.
///
/// Usually the bytes are the file on disk, streamed when sent. In live mode
/// HTML is read into memory so the reload script can be inserted; its length
/// and entity tag then describe the modified bytes, never the file.
struct Representation: Sendable {
    /// Where the bytes come from.
    enum Source: Sendable {
        case file(path: String)
        case memory(ByteBuffer)
    }

    let source: Source
    let length: Int
    let contentType: String
    let entityTag: String
    /// Modification time in whole seconds since 1970.
    let lastModified: Int

    /// Describes the file at `path`, inserting `script` into HTML when given.
    /// Returns `nil` when an HTML file that needs the script cannot be read.
    static func load(path: String, name: String, status: FileStatus, script: LiveReloadScript?) -> Representation? {
        let contentType = ContentType.forFileName(name)
        guard let script, contentType == ContentType.html else {
            return Representation(
                source: .file(path: path), length: status.size, contentType: contentType,
                entityTag: EntityTag.strong(for: status), lastModified: status.modifiedSeconds)
        }
        guard let bytes = FileBytes.contents(ofFile: path) else { return nil }
        let buffer = ByteBuffer(bytes: script.inserted(into: bytes))
        return Representation(
            source: .memory(buffer), length: buffer.readableBytes, contentType: contentType,
            entityTag: EntityTag.strong(for: status, variant: script.tagVariant), lastModified: status.modifiedSeconds)
    }

    /// The response body for `range` of the bytes (all of them when `nil`).
    func body(range: ClosedRange<Int>?, fileIO: FileIO, context: some RequestContext) async throws -> ResponseBody {
        guard length > 0 else { return ResponseBody() }
        let range = range ?? 0...(length - 1)
        switch source {
        case .file(let path):
            return try await fileIO.loadFile(path: path, range: range, context: context)
        case .memory(let buffer):
            return ResponseBody(byteBuffer: buffer.getSlice(at: buffer.readerIndex + range.lowerBound, length: range.count)!)
        }
    }
}
