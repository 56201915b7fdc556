import Foundation

/// Estimation on several threads with no thread waiting on another: each worker thread takes
/// the next chunk of items from the one reader (reading is serial, under a lock), measures it
/// while another worker reads, and hands its outcomes back; the calling thread reports them in
/// data order. A worker that is quicker than the others runs at most ``aheadLimit`` chunks
/// ahead of the reports, so memory stays bounded however long the list is.
final class ChunkedEstimation: @unchecked Sendable {
    /// Items a worker takes at a time.
    static let chunkSize = 256

    private let condition = NSCondition()
    private let reader: ListReader
    private let aheadLimit: Int
    /// Chunks handed out so far; the next one's number.
    private var taken = 0
    /// Chunks reported so far; the next one to report.
    private var reported = 0
    /// Outcomes of measured chunks not reported yet, by chunk number.
    private var measured: [Int: [EstimateWorker.Outcome]] = [:]
    /// The reader's error, and the chunk it ends the list at.
    private var readError: (chunk: Int, error: DataError)?
    /// Set when the list is read to its end, it failed, or the reports stopped.
    private var exhausted = false

    init(reader: ListReader, workers: Int) {
        self.reader = reader
        aheadLimit = 4 * max(1, workers)
    }

    /// A worker thread's loop: take a chunk, measure it, hand it back, until the list ends.
    func work(with worker: EstimateWorker) {
        while let (number, items) = takeChunk() {
            let outcomes = worker.measure(items[...])
            condition.lock()
            measured[number] = outcomes
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Reports every chunk's outcomes in data order as they come in, on the calling thread,
    /// until the list ends. Throws the reader's error where the list failed, or `report`'s.
    func report(_ report: ([EstimateWorker.Outcome]) throws -> Void) throws {
        defer { stop() }
        while let outcomes = try nextMeasured() { try report(outcomes) }
    }

    /// Up to ``chunkSize`` items from `reader`, and the error that ended the list after them,
    /// if any: the items read before an error are kept (they are reported before it). Fewer
    /// items and no error: the list has ended.
    static func readChunk(from reader: ListReader) -> (items: [ListItem], error: DataError?) {
        var items: [ListItem] = []
        items.reserveCapacity(chunkSize)
        do {
            while items.count < chunkSize, let item = try reader.next() { items.append(item) }
            return (items, nil)
        } catch {
            return (items, error)
        }
    }

    private func takeChunk() -> (Int, [ListItem])? {
        condition.lock()
        defer { condition.unlock() }
        while !exhausted, taken - reported >= aheadLimit { condition.wait() }
        guard !exhausted else { return nil }
        let (items, error) = Self.readChunk(from: reader)
        if let error {
            readError = (taken + (items.isEmpty ? 0 : 1), error)
            exhausted = true
        }
        if items.isEmpty {
            exhausted = true
            condition.broadcast()
            return nil
        }
        if items.count < Self.chunkSize { exhausted = true }
        taken += 1
        condition.broadcast()
        return (taken - 1, items)
    }

    private func nextMeasured() throws -> [EstimateWorker.Outcome]? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let outcomes = measured.removeValue(forKey: reported) {
                reported += 1
                condition.broadcast()
                return outcomes
            }
            if let readError, readError.chunk == reported { throw readError.error }
            if exhausted, reported == taken { return nil }
            condition.wait()
        }
    }

    /// Ends the workers' loops (after the chunks they are measuring).
    private func stop() {
        condition.lock()
        exhausted = true
        condition.broadcast()
        condition.unlock()
    }
}
