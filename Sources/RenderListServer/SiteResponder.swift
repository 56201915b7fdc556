import Hummingbird

/// The server's single responder: static files, plus the live reload event
/// stream when live reload is on.
///
/// Only GET and HEAD are allowed; every other method gets 405 with
/// `Allow: GET, HEAD`. Every response carries `X-Content-Type-Options: nosniff`.
struct SiteResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let files: FileResponder
    /// Present when live reload is on.
    let hub: LiveReloadHub?

    func respond(to request: Request, context: Context) async throws -> Response {
        var response: Response
        do {
            response = try await route(request, context: context)
        } catch {
            // The file vanished between being found and being read.
            let message = "The requested file could not be read."
            response = TextResponse.make(.notFound, message, isHead: request.method == .head)
        }
        response.headers[.xContentTypeOptions] = "nosniff"
        return response
    }

    private func route(_ request: Request, context: Context) async throws -> Response {
        guard request.method == .get || request.method == .head else {
            let message = "The method \(request.method.rawValue) is not allowed; use GET or HEAD."
            return TextResponse.make(.methodNotAllowed, message, headers: [.allow: "GET, HEAD"])
        }
        if let hub, request.uri.path == LiveReloadScript.eventsPath {
            return await EventStreamResponse.make(hub: hub, isHead: request.method == .head)
        }
        return try await files.respond(to: request, context: context)
    }
}
