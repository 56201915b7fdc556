import Hummingbird

/// Answers GET and HEAD requests from the files under a ``SiteRoot``.
///
/// Missing paths get the site's own `404.html` with status 404, or a plain
/// text 404 when the site has none. Conditional requests (`If-None-Match`,
/// `If-Modified-Since`) and byte ranges follow RFC 9110; see
/// ``ByteRangeRequest`` for the choices made where the RFC allows several.
struct FileResponder: Sendable {
    let root: SiteRoot
    /// Inserted into HTML when live reload is on.
    let script: LiveReloadScript?
    let fileIO: FileIO

    func respond(to request: Request, context: some RequestContext) async throws -> Response {
        let isHead = request.method == .head
        switch root.resolve(rawPath: request.uri.path, query: request.uri.query ?? "") {
        case .file(let path, let name, let status):
            guard let representation = Representation.load(path: path, name: name, status: status, script: script) else {
                return try await notFound(request, context: context)
            }
            return try await ConditionalResponse(representation: representation, request: request)
                .make(fileIO: fileIO, context: context)
        case .redirect(let location):
            let message = "This folder has moved to \(location)."
            return TextResponse.make(.movedPermanently, message, headers: [.location: location], isHead: isHead)
        case .notFound:
            return try await notFound(request, context: context)
        case .badRequest(let reason):
            return TextResponse.make(.badRequest, reason, isHead: isHead)
        }
    }

    /// The site's `404.html` with status 404, or a plain-text 404.
    private func notFound(_ request: Request, context: some RequestContext) async throws -> Response {
        let isHead = request.method == .head
        guard case .file(let path, let name, let status) = root.file(named: "404.html"),
            let page = Representation.load(path: path, name: name, status: status, script: script)
        else {
            return TextResponse.make(.notFound, "The requested page does not exist.", isHead: isHead)
        }
        let headers: HTTPFields = [
            .contentType: page.contentType,
            .contentLength: String(page.length),
            .cacheControl: "no-cache",
        ]
        let body = isHead ? ResponseBody() : try await page.body(range: nil, fileIO: fileIO, context: context)
        return Response(status: .notFound, headers: headers, body: body)
    }
}
