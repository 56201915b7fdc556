extension RenderedRow {
    /// The row with the id `id` in place of the one it was written with (``anchor``), which a
    /// row before it took: the root's `id` attribute in its bytes, and its feed entry's link.
    func renamed(to id: String) -> RenderedRow {
        guard let anchor else { preconditionFailure("a row without an id was given one") }
        let (old, new) = (Self.idAttribute(anchor), Self.idAttribute(id))
        // The root's start tag is written first, and ` id="` cannot occur inside an attribute
        // value before it (its quotes are escaped): the first match is the root's id.
        guard let start = cell.bytes.firstRange(of: old)?.lowerBound else {
            preconditionFailure("the row's bytes lack the id \(anchor) it was written with")
        }
        var bytes = cell.bytes
        bytes.replaceSubrange(start..<start + old.count, with: new)
        let renamedFeed = feed.map { (item: $0.item, anchor: $0.anchor == anchor ? id : $0.anchor) }
        return RenderedRow(proposal: proposal, anchor: id, feed: renamedFeed, ends: ends, key: key,
                           cell: RenderedCell(bytes: bytes, height: cell.height))
    }

    /// ` id="ID"` as the writer writes it.
    private static func idAttribute(_ id: String) -> [UInt8] {
        var writer = HTMLWriter()
        writer.append(" id=\"")
        writer.escapeAttribute(id)
        writer.append("\"")
        return writer.bytes
    }
}
