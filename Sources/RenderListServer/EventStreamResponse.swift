import Hummingbird

/// The `text/event-stream` response that keeps a browser tab informed.
enum EventStreamResponse {
    /// Subscribes to `hub` and streams its events until the hub closes or the
    /// tab goes away. HEAD requests get the headers only.
    static func make(hub: LiveReloadHub, isHead: Bool) async -> Response {
        let headers: HTTPFields = [
            .contentType: "text/event-stream",
            .cacheControl: "no-cache",
        ]
        guard !isHead else { return Response(status: .ok, headers: headers, body: ResponseBody()) }
        let (id, events) = await hub.subscribe()
        let body = ResponseBody { writer in
            do {
                for await event in events {
                    try await writer.write(ByteBuffer(string: event.serialized))
                }
                try await writer.finish(nil)
            } catch {
                await hub.unsubscribe(id)
                throw error
            }
            await hub.unsubscribe(id)
        }
        return Response(status: .ok, headers: headers, body: body)
    }
}
