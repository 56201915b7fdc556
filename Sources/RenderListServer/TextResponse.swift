import Hummingbird

/// Short plain-text responses for errors and redirects.
enum TextResponse {
    /// A response whose body is `message` followed by a newline, or no body
    /// for HEAD requests (the headers still describe the GET body).
    static func make(
        _ status: HTTPResponse.Status,
        _ message: String,
        headers extra: HTTPFields = [:],
        isHead: Bool = false
    ) -> Response {
        let body = ByteBuffer(string: message + "\n")
        var headers = extra
        headers[.contentType] = "text/plain; charset=utf-8"
        headers[.contentLength] = String(body.readableBytes)
        headers[.cacheControl] = "no-cache"
        return Response(status: status, headers: headers, body: isHead ? ResponseBody() : ResponseBody(byteBuffer: body))
    }
}
