import Foundation

/// A pass over the items on several threads with no thread waiting on another more than it
/// must: estimation (``EstimateWorker``) and a whole render (``RowRenderer``). Every worker
/// takes the next chunk of items from the one source (reading is serial, under a lock of its
/// own), processes it while another worker reads, and hands its outcomes back. The calling
/// thread is a worker too, and between its own chunks it reports the outcomes handed back so
/// far in data order: no thread sleeps through the run only to be woken for each chunk (on two
/// cores, such a third thread took a core from a worker at every wake-up). A worker that is
/// quicker than the reports runs at most ``aheadLimit`` chunks ahead of them, so memory stays
/// bounded however long the list is.
final class ChunkedPass<Outcome>: @unchecked Sendable {

    /// Guards the state below; the calling thread waits on it for the next chunk to report,
    /// the other workers for room ahead of the reports.
    private let condition = NSCondition()
    /// Held while a chunk is read: a worker handing back outcomes never waits for a read.
    private let readLock = NSLock()
    private let next: ItemChunks.Next
    private let aheadLimit: Int
    /// Chunks handed out so far; the next one's number.
    private var taken = 0
    /// Chunks reported so far; the next one to report.
    private var reported = 0
    /// Outcomes of measured chunks not reported yet, by chunk number.
    private var measured: [Int: [Outcome]] = [:]
    /// The reader's error, and the chunk it ends the list at.
    private var readError: (chunk: Int, error: DataError)?
    /// Set when no chunk is left to take: the list was read to its end, it failed, or the
    /// reports stopped.
    private var exhausted = false
    /// Workers waiting for room ahead of the reports.
    private var waitingForRoom = 0

    /// - Parameter next: the source's next item (nil at its end); called under a lock.
    init(next: @escaping ItemChunks.Next, workers: Int) {
        self.next = next
        aheadLimit = 4 * max(1, workers)
    }

    /// A pass over the items of `reader`.
    convenience init(reader: ListReader, workers: Int) {
        self.init(next: reader.next, workers: workers)
    }

    /// The loop of a worker on a thread of its own: take a chunk, `process` it, hand it back,
    /// until no chunk is left.
    func work(_ process: (ArraySlice<ListItem>) -> [Outcome]) {
        while let (number, items) = takeChunk(waitsForRoom: true) {
            hand(process(items[...]), number)
        }
    }

    /// The calling thread's loop: processes chunks as the other workers do, and reports every
    /// chunk's outcomes in data order as they come in, until the list ends. Throws the
    /// source's error where the list failed, or `report`'s.
    func run(_ process: (ArraySlice<ListItem>) -> [Outcome], report: ([Outcome]) throws -> Void) throws {
        defer { stop() }
        while try reportMeasured(report) {
            if let (number, items) = takeChunk(waitsForRoom: false) {
                hand(process(items[...]), number)
            } else {
                // The list has ended or no room is left: the next chunk to report is another's.
                waitForNextToReport()
            }
        }
    }

    /// The next chunk and its number; nil when no chunk is left, or when there is no room
    /// ahead of the reports and `waitsForRoom` is false (else the worker waits for room).
    private func takeChunk(waitsForRoom: Bool) -> (Int, [ListItem])? {
        condition.lock()
        while waitsForRoom, !exhausted, taken - reported >= aheadLimit {
            waitingForRoom += 1
            condition.wait()
            waitingForRoom -= 1
        }
        let mayTake = !exhausted && taken - reported < aheadLimit
        condition.unlock()
        guard mayTake else { return nil }
        readLock.lock()
        defer { readLock.unlock() }
        // Another worker may have read to the end while this one waited for the reader.
        guard !isExhausted else { return nil }
        let (items, error) = ItemChunks.read(from: next)
        condition.lock()
        defer { condition.unlock() }
        if let error { readError = (taken + (items.isEmpty ? 0 : 1), error) }
        if items.count < ItemChunks.size || error != nil {
            exhausted = true
            condition.broadcast()
        }
        guard !items.isEmpty else { return nil }
        taken += 1
        return (taken - 1, items)
    }

    /// Hands back chunk `number`'s outcomes; wakes the calling thread when it waits for them.
    private func hand(_ outcomes: [Outcome], _ number: Int) {
        condition.lock()
        measured[number] = outcomes
        if number == reported { condition.broadcast() }
        condition.unlock()
    }

    /// Reports the measured chunks that come next, in order, outside the lock. False once
    /// every chunk is reported and none is left; throws the reader's error where the list failed.
    private func reportMeasured(_ report: ([Outcome]) throws -> Void) throws -> Bool {
        while true {
            condition.lock()
            if let outcomes = measured.removeValue(forKey: reported) {
                reported += 1
                if waitingForRoom > 0 { condition.broadcast() }
                condition.unlock()
                try report(outcomes)
                continue
            }
            defer { condition.unlock() }
            if let readError, readError.chunk == reported { throw readError.error }
            return !(exhausted && reported == taken)
        }
    }

    /// Waits until the next chunk to report is measured, the reader's error is next, or
    /// every chunk is reported and none is left.
    private func waitForNextToReport() {
        condition.lock()
        while measured[reported] == nil, readError?.chunk != reported, !(exhausted && reported == taken) {
            condition.wait()
        }
        condition.unlock()
    }

    /// Ends the other workers' loops (after the chunks they are measuring).
    private func stop() {
        condition.lock()
        exhausted = true
        condition.broadcast()
        condition.unlock()
    }

    private var isExhausted: Bool {
        condition.lock()
        defer { condition.unlock() }
        return exhausted
    }
}
