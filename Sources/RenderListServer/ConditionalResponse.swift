import Hummingbird

/// Builds the response for a found file: 200, 206, 304 or 416, following
/// RFC 9110 §13.2.2 for the order in which preconditions are evaluated.
struct ConditionalResponse {
    let representation: Representation
    let request: Request

    private var isHead: Bool { request.method == .head }

    func make(fileIO: FileIO, context: some RequestContext) async throws -> Response {
        var headers = validatorHeaders()
        if isNotModified() {
            headers[.contentLength] = String(representation.length)
            return Response(status: .notModified, headers: headers, body: ResponseBody())
        }
        headers[.contentType] = representation.contentType
        headers[.acceptRanges] = "bytes"
        let length = representation.length
        switch rangeDecision() {
        case .whole:
            headers[.contentLength] = String(length)
            let body = isHead ? ResponseBody() : try await representation.body(range: nil, fileIO: fileIO, context: context)
            return Response(status: .ok, headers: headers, body: body)
        case .partial(let range):
            headers[.contentLength] = String(range.count)
            headers[.contentRange] = "bytes \(range.lowerBound)-\(range.upperBound)/\(length)"
            let body = try await representation.body(range: range, fileIO: fileIO, context: context)
            return Response(status: .partialContent, headers: headers, body: body)
        case .unsatisfiable:
            return TextResponse.make(
                .rangeNotSatisfiable, "The requested range lies outside the file's \(length) bytes.",
                headers: [.contentRange: "bytes */\(length)"])
        }
    }

    /// `ETag`, `Last-Modified` and `Cache-Control`, which 304 responses repeat.
    private func validatorHeaders() -> HTTPFields {
        [
            .eTag: representation.entityTag,
            .lastModified: HTTPDate.format(secondsSince1970: representation.lastModified),
            // Browsers may keep copies but must revalidate, so edits show up at once.
            .cacheControl: "no-cache",
        ]
    }

    /// `If-None-Match` decides when present; otherwise `If-Modified-Since`.
    private func isNotModified() -> Bool {
        let noneMatch = request.headers[values: .ifNoneMatch]
        if !noneMatch.isEmpty {
            return EntityTag.noneMatchHits(noneMatch.joined(separator: ", "), tag: representation.entityTag)
        }
        guard let since = request.headers[.ifModifiedSince].flatMap(HTTPDate.parse) else { return false }
        return representation.lastModified <= since
    }

    /// Ranges apply to GET only, and only while `If-Range` (if any) holds.
    private func rangeDecision() -> ByteRangeRequest {
        guard request.method == .get, let range = request.headers[.range] else { return .whole }
        if let ifRange = request.headers[.ifRange],
            !EntityTag.ifRangeHolds(ifRange, tag: representation.entityTag, lastModified: representation.lastModified)
        {
            return .whole
        }
        return ByteRangeRequest.evaluate(range, length: representation.length)
    }
}
