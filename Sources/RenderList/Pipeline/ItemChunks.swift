/// The chunks a pass over the items takes at a time (``ChunkedPass``), read from a list
/// reader or from items in memory.
enum ItemChunks {
    /// Items a worker takes at a time.
    static let size = 256

    /// A source's next item; nil at its end.
    typealias Next = () throws(DataError) -> ListItem?

    /// Up to ``size`` items from `next`, and the error that ended the list after them, if any:
    /// the items read before an error are kept (they are reported before it). Fewer items and
    /// no error: the list has ended.
    static func read(from next: Next) -> (items: [ListItem], error: DataError?) {
        var items: [ListItem] = []
        items.reserveCapacity(size)
        do throws(DataError) {
            while items.count < size, let item = try next() { items.append(item) }
            return (items, nil)
        } catch {
            return (items, error)
        }
    }

    /// Up to ``size`` items from `reader`, and the error that ended the list after them, if any.
    static func read(from reader: ListReader) -> (items: [ListItem], error: DataError?) {
        read(from: reader.next)
    }

    /// The items of `items` one by one, as a source (not thread-safe: ``ChunkedPass`` reads
    /// under a lock).
    static func source(_ items: [ListItem]) -> Next {
        var position = 0
        return { () throws(DataError) -> ListItem? in
            guard position < items.count else { return nil }
            position += 1
            return items[position - 1]
        }
    }
}
